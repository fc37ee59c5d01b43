import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test} from '../../../../tests/support/test';

const INSTALLATION = 'docs/v4/start/installation';

// The Tabs wrapper (theme/Tabs) gives every group of SHARED_TAB_GROUPS the same query string, so one
// group (psr7) stands for them all.

test('a link with ?psr7=nyholm opens on the Nyholm tab once the app has started', async ({page}) => {
  await page.goto(`${INSTALLATION}?psr7=nyholm`);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', {name: 'Nyholm'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', {name: 'Slim-Psr7'})).toHaveAttribute('aria-selected', 'false');
});

test(
  'choosing a tab of a shared group puts it in the address; the link opens on it elsewhere',
  {tag: '@smoke'},
  async ({page, browser}) => {
    await page.goto(INSTALLATION);
    await page.getByRole('tablist').first().getByRole('tab', {name: 'Nyholm'}).click();
    await expect(page).toHaveURL(/[?&]psr7=nyholm(&|$)/);
    const shared = page.url();

    // Another reader, with no choice stored in the browser, opens the shared link.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(shared);
    await startApp(other);
    await expect(other.getByRole('tablist').first().getByRole('tab', {name: 'Nyholm'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await context.close();
  },
);
