// A social card for every doc page and post (`img/social/<page>.png`) and the default card of every
// other page (`img/social-card.png`, the theme's `image`), written after the build. The theme's
// metadata wrappers (theme/DocItem/Metadata, theme/BlogPostPage/Metadata) point `og:image`
// and `twitter:image` at them.
//
// Cards are cached by what they show and how they are drawn (node_modules/.cache/social-cards), so a
// build renders only the cards of pages whose title, version or date changed.
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteIdentity} from '../../config/siteIdentity';
import {DEFAULT_SOCIAL_CARD, socialCardPath} from '../../shared/pageFiles';
import {collectSitePages, type SitePages} from '../../shared/sitePages';
import {formatPostDate} from '../crawlers';
import {CARD_SOURCE, FONT_FILES, createCardRenderer, type CardContent, type CardRenderer} from './card';

/** How many cards render at once: resvg paints on libuv's threads while satori lays out the next. */
const CONCURRENCY = 2;

/** Everything that changes how a card is drawn: the drawing code, the fonts, the logo, the libraries. */
async function drawingFingerprint(logoFile: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [CARD_SOURCE, logoFile, ...FONT_FILES.map(({path}) => path)]) hash.update(await readFile(file));
  for (const name of ['satori', '@resvg/resvg-js']) hash.update(require(`${name}/package.json`).version as string);
  return hash.digest('hex');
}

export function cardsOf(pages: SitePages, context: LoadContext): {file: string; content: CardContent}[] {
  const site = `${new URL(context.siteConfig.url).host}${context.baseUrl}`.replace(/\/$/, '');
  const cards: {file: string; content: CardContent}[] = [
    {
      file: DEFAULT_SOCIAL_CARD,
      content: {title: siteIdentity.title, subtitle: siteIdentity.tagline, label: 'User guides and blog', site},
    },
  ];
  for (const {version, docs} of pages.versions) {
    for (const doc of docs) {
      cards.push({
        file: socialCardPath(doc.permalink, context.baseUrl),
        content: {title: doc.title, label: `${version.guide} · ${version.label}`, site},
      });
    }
  }
  for (const post of pages.posts) {
    cards.push({
      file: socialCardPath(post.permalink, context.baseUrl),
      content: {title: post.title, label: `Blog · ${formatPostDate(post.date!)}`, site},
    });
  }
  return cards;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let pages: SitePages | undefined;
  return {
    name: 'social-cards',
    // The doc and post metadata wrappers that name each page's card (theme/).
    getThemePath: () => join(__dirname, 'theme'),
    async allContentLoaded({allContent}) {
      pages = collectSitePages(allContent, context.siteDir);
    },
    async postBuild({outDir}) {
      if (!pages) return;
      const started = performance.now();
      const logoFile = join(context.siteDir, 'static', 'img', 'logo.svg');
      const cacheDir = join(context.siteDir, 'node_modules', '.cache', 'social-cards');
      await mkdir(cacheDir, {recursive: true});
      const fingerprint = await drawingFingerprint(logoFile);
      const queue = cardsOf(pages, context);
      let render: Promise<CardRenderer> | undefined;
      let rendered = 0;
      const work = async () => {
        for (let card = queue.shift(); card; card = queue.shift()) {
          const key = createHash('sha256').update(fingerprint).update(JSON.stringify(card.content)).digest('hex');
          const cached = join(cacheDir, `${key}.png`);
          if (!existsSync(cached)) {
            render ??= createCardRenderer(logoFile);
            await writeFile(cached, await (await render)(card.content));
            rendered += 1;
          }
          const target = join(outDir, card.file);
          await mkdir(dirname(target), {recursive: true});
          await copyFile(cached, target);
        }
      };
      const total = queue.length;
      await Promise.all(Array.from({length: CONCURRENCY}, work));
      logger.info`Social cards: ${total} cards, ${rendered} rendered, ${total - rendered} from cache, in ${Math.round(performance.now() - started)} ms`;
    },
  };
}
