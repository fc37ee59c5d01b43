import {expect, test} from '../../../../tests/support/test';

// The links that the version counterparts give every page (the dropdown, the unmaintained banner,
// the "Also in" line) are the content tier's (version-counterparts.test.mjs), and following a link
// is the browser's; the dropdown is used in versions.spec.ts. The phone's menu, which the app alone
// renders, is seen here.
test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu lists the versions with the same subject', async ({page}) => {
    await page.goto('docs/v3/objects/router');
    await page.getByRole('button', {name: /navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: /back to main menu/i}).click();
    await menu.getByRole('button', {name: 'Versions'}).click();
    await menu.getByRole('link', {name: 'v4', exact: true}).click();
    await expect(page).toHaveURL('docs/v4/objects/routing');
  });
});
