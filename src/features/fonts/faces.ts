import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/** The family the site's CSS names (`--ifm-font-family-base` in src/css/custom.css). */
export const FAMILY = 'Inter Variable';

/**
 * The weights the site's text is set in: Infima's normal (400), semibold (500) and bold (700, also
 * headings, `strong` and table heads) and the site's own 600. Its light weight (300) is on the
 * `text--light` class, which no page uses. The font's weight axis is cut to this range: outside it
 * the browser uses the nearest end.
 */
export const WEIGHTS = {min: 400, max: 700} as const;

/** The font's own default weight, which stays the default inside the range. */
const DEFAULT_WEIGHT = 400;

/** The package's subsets the site's text needs: English, with the accents of Latin-script names. */
const SUBSETS = ['latin', 'latin-ext'] as const;

export interface Face {
  subset: (typeof SUBSETS)[number];
  /** The package's variable file for this subset (weight axis, upright). */
  source: string;
  /** The file name written, which says what it holds. */
  fileName: string;
  /** The CSS `unicode-range` of the subset, as the package gives it. */
  unicodeRange: string;
}

const packageDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
/** The package's code points per subset, the same ranges as its own CSS. */
const unicodeRanges = JSON.parse(readFileSync(join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;

export const FACES: Face[] = SUBSETS.map((subset) => {
  const unicodeRange = unicodeRanges[subset];
  if (!unicodeRange) throw new Error(`@fontsource-variable/inter has no "${subset}" subset in unicode.json`);
  return {
    subset,
    source: join(packageDir, 'files', `inter-${subset}-wght-normal.woff2`),
    fileName: `inter-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`,
    unicodeRange,
  };
});

/** Every code point a `unicode-range` value names (`U+0000-00FF,U+0131,…`). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(first!, 16);
    const end = parseInt(last!, 16);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) throw new Error(`Not a unicode-range: ${part}`);
    return Array.from({length: end - start + 1}, (_, i) => start + i);
  });
}

/** The weight axis the subset keeps (subset-font's `variationAxes`). */
export const WEIGHT_AXIS = {wght: {min: WEIGHTS.min, max: WEIGHTS.max, default: DEFAULT_WEIGHT}};
