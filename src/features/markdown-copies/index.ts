// Copies of the site for AI assistants and other tools, written after the build:
// - `<page>.md` beside every doc page and post (`/slim/docs/v4/objects/routing.md`): plain Markdown
//   that opens with the guide version it documents (assistants mix Slim 3 and 4 APIs otherwise);
// - `llms.txt` at the site root (llmstxt.org): the guides by version, then the blog, linking the copies;
// - `docs/<version>/llms-full.txt`: one guide version in one file, in sidebar order.
// Made from the docs and blog plugins' own content (exact routes, titles, versions), not from a crawl.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteIdentity} from '../../config/siteIdentity';
import {describeVersion, markdownCopyPath, pageKey, type GuideVersion} from '../../shared/pageFiles';
import {collectSitePages, type SitePage, type SitePages} from '../../shared/sitePages';
import {formatPostDate} from '../crawlers';
import {toPlainMarkdown} from './toMarkdown';

/** Where a version's single-file guide lives, relative to the base URL. */
export function fullGuidePath(version: GuideVersion): string {
  return `docs/${version.label}/llms-full.txt`;
}

/** The lines that open a copy: what it is, which Slim it is about, and where the page is. */
function preamble(
  page: SitePage,
  pageUrl: string,
  current: GuideVersion | undefined,
  siteUrl: string,
  baseUrl: string,
): string {
  if (page.kind === 'post') {
    return `> A post from the Slim Framework blog, published ${formatPostDate(page.date!)}. Web page: ${pageUrl}`;
  }
  const version = page.version!;
  const others = version.isCurrent
    ? 'Slim 3 and Slim 2 APIs differ: do not mix them with this page.'
    : `Its APIs differ from other versions. The current version is ${current?.guide.replace(/ guide$/, '') ?? 'newer'}` +
      (current ? `, documented at ${siteUrl}${baseUrl}docs/${current.label}/.` : '.');
  return `> From the ${describeVersion(version)}. Everything on this page applies to ${version.guide.replace(/ guide$/, '')}. ${others} Web page: ${pageUrl}`;
}

async function writeCopies(pages: SitePages, context: LoadContext, outDir: string): Promise<number> {
  const {siteDir, baseUrl} = context;
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const current = pages.versions.find(({version}) => version.isCurrent)?.version;
  const all = [...pages.versions.flatMap(({docs}) => docs), ...pages.posts];
  const copies = new Map<SitePage, string>();
  for (const page of all) {
    const pageUrl = `${siteUrl}${page.permalink}`;
    const sourceFile = join(siteDir, page.source);
    const body = await toPlainMarkdown(await readFile(sourceFile, 'utf8'), {
      sourceFile,
      siteDir,
      pageUrl,
      siteUrl,
      baseUrl,
      permalinkOfSource: (path) => pages.bySource.get(path)?.permalink,
    });
    const copy = `# ${page.title}\n\n${preamble(page, pageUrl, current, siteUrl, baseUrl)}\n\n${body}`;
    copies.set(page, copy);
    const file = join(outDir, `${pageKey(page.permalink, baseUrl)}.md`);
    await mkdir(dirname(file), {recursive: true});
    await writeFile(file, copy);
  }

  // One file per guide version, pages in sidebar order, each with its own heading and preamble.
  for (const {version, docs} of pages.versions) {
    const intro =
      `# ${version.guide}\n\n> The ${describeVersion(version)} of the Slim Framework, every page in one file. ` +
      `Pages are separated by a line of dashes; each says where it lives on the web.\n`;
    const full = [intro, ...docs.map((doc) => copies.get(doc)!)].join('\n---\n\n');
    await mkdir(join(outDir, dirname(fullGuidePath(version))), {recursive: true});
    await writeFile(join(outDir, fullGuidePath(version)), full);
  }

  // llms.txt: the guides by version, then the blog, each entry linking its Markdown copy.
  const entry = (page: SitePage) => {
    const description = [page.date ? formatPostDate(page.date) : '', page.description].filter(Boolean).join('. ');
    return `- [${page.title}](${siteUrl}${markdownCopyPath(page.permalink, baseUrl)})${description ? `: ${description}` : ''}`;
  };
  const sections = [
    `# ${siteIdentity.title}`,
    `> Slim is ${siteIdentity.tagline}: routing, middleware and PSR-7 request and response objects. ` +
      `This site holds the user guides for ${pages.versions.map(({version}) => version.guide.replace(/ guide$/, '')).join(', ')} ` +
      `and the project blog.`,
    `Every link below leads to a plain Markdown copy of a page; each copy opens with the guide version it documents. ` +
      `APIs differ between versions: use the guide of the version you work with. Each guide also exists as a single file: ` +
      pages.versions.map(({version}) => `${siteUrl}${baseUrl}${fullGuidePath(version)} (${version.label})`).join(', ') +
      '.',
    ...pages.versions.map(({version, docs}) => [`## ${describeVersion(version)}`, '', ...docs.map(entry)].join('\n')),
    ['## Blog', '', ...pages.posts.map(entry)].join('\n'),
  ];
  await writeFile(join(outDir, 'llms.txt'), `${sections.join('\n\n')}\n`);
  return copies.size;
}

export default function markdownCopiesPlugin(context: LoadContext): Plugin {
  let pages: SitePages | undefined;
  return {
    name: 'markdown-copies',
    async allContentLoaded({allContent}) {
      pages = collectSitePages(allContent, context.siteDir);
    },
    async postBuild({outDir}) {
      if (!pages) return;
      const started = performance.now();
      const count = await writeCopies(pages, context, outDir);
      logger.info`Markdown copies: ${count} pages, llms.txt and ${pages.versions.length} full guides in ${Math.round(performance.now() - started)} ms`;
    },
  };
}
