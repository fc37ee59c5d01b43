import {expect, test} from '../support/test';
import {PAGES} from '../support/pages';
import {latestRelease} from '../../src/config/latestRelease';

const BAR_TEXT = `Slim ${latestRelease.version} is out`;

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

test('a dismissed announcement stays dismissed after a reload', async ({page}) => {
  await page.goto(PAGES.home);
  const bar = page.getByRole('banner').filter({hasText: BAR_TEXT});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'Read the release notes'})).toHaveAttribute(
    'href',
    `/slim/blog/${latestRelease.postSlug}`,
  );
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText(BAR_TEXT)).toBeHidden();
});

test('a bar with a new id shows again to a reader who dismissed the old one', async ({page}) => {
  await page.goto(PAGES.home);
  // The reader dismissed an earlier announcement, stored under its own id.
  await page.evaluate(
    ([dismissKey, idKey]) => {
      localStorage.setItem(idKey, 'an-earlier-announcement');
      localStorage.setItem(dismissKey, 'true');
    },
    [DISMISS_KEY, ID_KEY],
  );
  // The first page seen with the new id resets the stored dismissal...
  await page.reload();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), ID_KEY))
    .toBe(`slim-${latestRelease.version}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('false');
  // ...so the bar is there from then on.
  await page.reload();
  await expect(page.getByText(BAR_TEXT)).toBeVisible();
});
