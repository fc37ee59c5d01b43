import {readFile} from 'node:fs/promises';
import subsetFont from 'subset-font';
import {codePointsOf, WEIGHT_AXIS, type Face} from './faces';

/**
 * One face's file as the site serves it: the package's variable font with its glyphs for the face's
 * code points only and its weight axis cut to the site's range (HarfBuzz's subsetter, through
 * subset-font), as WOFF2.
 */
export async function subsetFace(face: Face): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(face.unicodeRange));
  return subsetFont(await readFile(face.source), text, {targetFormat: 'woff2', variationAxes: WEIGHT_AXIS});
}
