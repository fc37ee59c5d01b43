import {FAMILY, WEIGHTS, type Face} from './faces';

/**
 * The `@font-face` rules, one per face, each naming its file (`urls`, in the same order, relative to
 * the stylesheet). `optional`: text paints at once in the system font, and Inter is used when it is
 * already at hand (cached from an earlier page), never swapped in later: it can neither delay the
 * first paint of text nor move the layout.
 */
export function fontFaceCss(faces: Face[], urls: string[]): string {
  return faces
    .map(
      (face, i) => `@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: optional;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url('${urls[i]}') format('woff2-variations');
  unicode-range: ${face.unicodeRange};
}
`,
    )
    .join('\n');
}
