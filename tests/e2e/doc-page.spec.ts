import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';

test('the table of contents lists only h2 and h3 headings of the page', async ({page}) => {
  await page.goto(PAGES.docV4);
  const tocLinks = page.locator('.table-of-contents a');
  const expected = await page.locator('article .markdown').evaluate((root) =>
    Array.from(root.querySelectorAll('h2[id], h3[id]'))
      .filter((h) => !h.closest('.tabs-container, details'))
      .map((h) => `#${h.id}`),
  );
  expect(expected.length).toBeGreaterThan(2);
  await expect(tocLinks).toHaveCount(expected.length);
  expect(await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected);
  const deeper = await page.locator('article .markdown').evaluate((root) => root.querySelectorAll('h4[id]').length);
  if (deeper > 0) {
    const hrefs = await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const h4Ids = await page.locator('article .markdown h4[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(hrefs.filter((href) => h4Ids.includes(href ?? ''))).toEqual([]);
  }
});

test('every heading but the page title has an anchor link', async ({page}) => {
  for (const path of [PAGES.docV4, PAGES.post]) {
    await page.goto(path);
    const headings = page.locator('article :is(h2, h3, h4, h5, h6)');
    const count = await headings.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const heading = headings.nth(i);
      const id = await heading.getAttribute('id');
      expect(id, `heading ${i} on ${path} has an id`).toBeTruthy();
      await expect(heading.locator(`a.hash-link[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator('article h1 a.hash-link')).toHaveCount(0);
  }
});

test('the docs sidebar cannot be hidden', async ({page}) => {
  await page.goto(PAGES.docV4);
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
});

test('page titles read "page title | Slim Framework"; the home page is the site title', async ({page}) => {
  await page.goto(PAGES.home);
  await expect(page).toHaveTitle('Slim Framework');
  await page.goto(PAGES.docV4);
  const h1 = await page.locator('article h1').innerText();
  await expect(page).toHaveTitle(`${h1} | Slim Framework`);
  await page.goto(PAGES.blogList);
  await expect(page).toHaveTitle('Blog | Slim Framework');
  await page.goto(PAGES.markdownPage);
  await expect(page).toHaveTitle('About this website | Slim Framework');
});

test('an unmaintained version says so and points to the same subject in v4', async ({page}) => {
  await page.goto(PAGES.docV3);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('no longer actively maintained');
  await expect(banner.getByRole('link', {name: 'The request'})).toHaveAttribute(
    'href',
    '/slim/docs/v4/objects/request',
  );
});
