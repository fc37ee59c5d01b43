import {expect, test, type Page} from '../../../../tests/support/test';

async function chooseVersion(page: Page, current: string, label: string) {
  const dropdown = page
    .getByRole('navigation', {name: 'Main'})
    .locator('.navbar__item.dropdown')
    .filter({has: page.getByRole('button', {name: current})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: label}).click();
}

test('the version dropdown takes a reader of v3 Router to v4 Routing and v2 Routing', async ({page}) => {
  await page.goto('docs/v3/objects/router');
  await chooseVersion(page, 'v3', 'v4');
  await expect(page).toHaveURL(/\/slim\/docs\/v4\/objects\/routing$/);
  await expect(page.locator('article h1')).toHaveText('Routing');
  await chooseVersion(page, 'v4', 'v2');
  await expect(page).toHaveURL(/\/slim\/docs\/v2\/routing\/overview$/);
});

test('the banner of a v2 page leads to its v4 counterpart', async ({page}) => {
  await page.goto('docs/v2/routing/get');
  const banner = page.getByRole('alert').filter({hasText: 'no longer actively maintained'});
  await banner.getByRole('link', {name: 'Routing'}).click();
  await expect(page).toHaveURL(/\/slim\/docs\/v4\/objects\/routing$/);
});

test('a page names the versions that cover its subject', async ({page}) => {
  await page.goto('docs/v4/middleware/error-handling');
  const line = page.locator('[data-other-versions]');
  await expect(line).toHaveText('Also in v3 and v2');
  await line.getByRole('link', {name: 'v3'}).click();
  await expect(page).toHaveURL(/\/slim\/docs\/v3\/handlers\/error$/);
  await page.goto('docs/v4/middleware/content-length');
  await expect(page.locator('[data-other-versions]')).toHaveText('Only the v4 guide covers this subject.');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu lists the versions with the same subject', async ({page}) => {
    await page.goto('docs/v3/objects/router');
    await page.getByRole('button', {name: /navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: /back to main menu/i}).click();
    await menu.getByRole('button', {name: 'Versions'}).click();
    await menu.getByRole('link', {name: 'v4', exact: true}).click();
    await expect(page).toHaveURL(/\/slim\/docs\/v4\/objects\/routing$/);
  });
});
