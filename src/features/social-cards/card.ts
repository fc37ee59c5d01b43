// One social card: a 1200×630 PNG in the site's style (its logo, green and Inter) that shows a
// page's title and what it belongs to. satori lays the card out into an SVG with the text as paths,
// resvg paints it: no browser, no network, the same bytes on every machine.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/** This file: part of what a cached card depends on. */
export const CARD_SOURCE = __filename;

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export type CardContent = {
  /** The page title, or the site's name on the default card. */
  title: string;
  /** What the page belongs to: `Slim 4 guide · v4`, `Blog · March 14, 2025`. */
  label: string;
  /** Under the title on the default card only. */
  subtitle?: string;
  /** Where the site lives, `www.slimframework.com/slim`. */
  site: string;
};

const fontFile = (subset: string, weight: number) =>
  join(dirname(require.resolve('@fontsource/inter/package.json')), 'files', `inter-${subset}-${weight}-normal.woff`);

/** Inter from npm, as WOFF (satori reads TTF, OTF and WOFF, not WOFF2): Latin and Latin Extended. */
export const FONT_FILES = ['latin', 'latin-ext'].flatMap((subset) =>
  [400, 700].map((weight) => ({subset, weight, path: fontFile(subset, weight)})),
);

// The site's palette (src/css/custom.css): primary green and text colours. A flat background keeps
// each PNG near 40 KB (a gradient doubles it).
const COLORS = {primary: '#17703f', text: '#1c1e21', muted: '#4b5157', white: '#ffffff'};

type Element = {type: string; props: {style?: Record<string, unknown>; children?: unknown; [key: string]: unknown}};

const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Element => ({
  type,
  props: {style, children, ...props},
});

/** Long titles get a smaller size so that three lines hold them. */
function titleSize(title: string): number {
  if (title.length > 70) return 52;
  if (title.length > 40) return 62;
  return 72;
}

function cardTree(content: CardContent, logoDataUri: string): Element {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: COLORS.white,
      fontFamily: 'Inter',
      color: COLORS.text,
    },
    [
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: '64px 72px 56px',
        },
        [
          h('div', {display: 'flex', alignItems: 'center', gap: 20}, [
            h('img', {width: 72, height: 72}, undefined, {src: logoDataUri, width: 72, height: 72}),
            h('div', {fontSize: 40, fontWeight: 700}, 'Slim Framework'),
          ]),
          h('div', {display: 'flex', flexDirection: 'column', gap: 16}, [
            h(
              'div',
              {fontSize: titleSize(content.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3, display: 'block'},
              content.title,
            ),
            ...(content.subtitle ? [h('div', {fontSize: 40, color: COLORS.muted}, content.subtitle)] : []),
          ]),
          h('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
            h(
              'div',
              {
                display: 'flex',
                backgroundColor: COLORS.primary,
                color: COLORS.white,
                fontSize: 32,
                fontWeight: 700,
                padding: '12px 28px',
                borderRadius: 12,
              },
              content.label,
            ),
            h('div', {fontSize: 30, color: COLORS.muted}, content.site),
          ]),
        ],
      ),
      // The green edge the card ends on, in the site's primary colour.
      h('div', {height: 16, backgroundColor: COLORS.primary}),
    ],
  );
}

export type CardRenderer = (content: CardContent) => Promise<Buffer>;

/** Loads satori, resvg, the fonts and the logo once; returns a function that renders a card to PNG. */
export async function createCardRenderer(logoFile: string): Promise<CardRenderer> {
  const [{default: satori}, {renderAsync}] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const fonts = FONT_FILES.map(({weight, path}) => ({
    name: 'Inter',
    data: readFileSync(path),
    weight: weight as 400 | 700,
    style: 'normal' as const,
  }));
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
  return async (content) => {
    const svg = await satori(cardTree(content, logo) as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
    const image = await renderAsync(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}});
    return image.asPng();
  };
}
