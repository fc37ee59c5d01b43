import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {test} from 'node:test';
import {convert} from 'fontverter';
import {codePointsOf, FACES, WEIGHTS} from '../faces';
import {fontFaceCss} from '../fontFaceCss';
import {subsetFace} from '../subset';

/** What a font file holds: its code points and its variation axes, read by HarfBuzz. */
async function inspect(font: Buffer) {
  const {Blob, Face} = await import('harfbuzzjs');
  const face = new Face(new Blob(await convert(font, 'sfnt')), 0);
  return {codePoints: new Set(face.collectUnicodes()), axes: face.getAxisInfos()};
}

for (const face of FACES) {
  test(`the ${face.subset} file keeps every character of its range the font has, and weights ${WEIGHTS.min}-${WEIGHTS.max}`, async () => {
    const source = await readFile(face.source);
    const subset = await subsetFace(face);
    const before = await inspect(source);
    const after = await inspect(subset);
    const range = new Set(codePointsOf(face.unicodeRange));
    const wanted = [...before.codePoints].filter((codePoint) => range.has(codePoint));
    assert.ok(wanted.length > 90, `${face.subset}: only ${wanted.length} characters of the range in the font`);
    const lost = wanted.filter((codePoint) => !after.codePoints.has(codePoint));
    assert.deepEqual(
      lost.map((codePoint) => codePoint.toString(16)),
      [],
      'characters of the range lost',
    );
    assert.deepEqual(
      [...after.codePoints].filter((codePoint) => !range.has(codePoint)),
      [],
      'characters outside the range',
    );
    assert.deepEqual(Object.keys(after.axes), ['wght']);
    assert.equal(after.axes.wght!.min, WEIGHTS.min);
    assert.equal(after.axes.wght!.max, WEIGHTS.max);
    assert.equal(after.axes.wght!.default, before.axes.wght!.default);
    assert.ok(subset.length < source.length, `${face.subset}: ${subset.length} bytes, the source ${source.length}`);
  });
}

test('a unicode-range gives each code point it names, and a malformed one is refused', () => {
  assert.deepEqual(codePointsOf('U+0041-0043, U+00E9'), [0x41, 0x42, 0x43, 0xe9]);
  assert.throws(() => codePointsOf('U+0043-0041'), /Not a unicode-range/);
  assert.throws(() => codePointsOf('Latin'), /Not a unicode-range/);
});

test('the stylesheet declares each face with its file, its range and the weight range', () => {
  const css = fontFaceCss(FACES, ['./a/one.woff2', './b/two.woff2']);
  assert.equal(css.match(/@font-face/g)?.length, FACES.length);
  assert.match(css, new RegExp(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`));
  assert.match(css, /src: url\('\.\/a\/one\.woff2'\)/);
  assert.ok(css.includes(`unicode-range: ${FACES[0]!.unicodeRange};`));
  assert.match(css, /font-display: optional;/);
});
