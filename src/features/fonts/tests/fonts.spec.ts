import {expect, test} from '../../../../tests/support/test';
import {PAGES} from '../../../../tests/support/pages';
import {FAMILY, WEIGHTS} from '../faces';

test('Inter loads from the site, declared for its weight range, and is ready for every weight the pages use', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(PAGES.docV4);
  const weights = [WEIGHTS.min, 500, 600, WEIGHTS.max];
  const faces = await page.evaluate(
    async ({family, weights}) => {
      // Loads the faces a Latin text needs in each weight, as the page's text does.
      const loaded = await Promise.all(
        weights.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, 'Slim')),
      );
      return {
        loaded: loaded.flat().map((face) => ({family: face.family, weight: face.weight, status: face.status})),
        ready: weights.map((weight) => document.fonts.check(`${weight} 16px "${family}"`, 'Slim')),
      };
    },
    {family: FAMILY, weights},
  );
  expect(faces.loaded).toHaveLength(weights.length);
  // `loaded`, not `error`: the browser decoded the file the build wrote.
  for (const face of faces.loaded) {
    expect(face).toEqual({family: FAMILY, weight: `${WEIGHTS.min} ${WEIGHTS.max}`, status: 'loaded'});
  }
  expect(faces.ready).toEqual(weights.map(() => true));
  // The Latin file only: no page of the guide needs Latin Extended.
  expect(fonts).toEqual([expect.stringMatching(/\/assets\/fonts\/inter-latin-wght-400-700-[0-9a-f]+\.woff2$/)]);
});
