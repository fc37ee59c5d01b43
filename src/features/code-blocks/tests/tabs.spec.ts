import {startApp} from '../../../../scripts/lib/browser.mjs';
import {expect, test} from '../../../../tests/support/test';

const INSTALLATION = 'docs/v4/start/installation';

test('a link with ?psr7=nyholm opens on the Nyholm tab once the app has started', async ({page}) => {
  await page.goto(`${INSTALLATION}?psr7=nyholm`);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', {name: 'Nyholm'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', {name: 'Slim-Psr7'})).toHaveAttribute('aria-selected', 'false');
});

test('every shared group travels: ?web-server=nginx opens the Nginx tab', async ({page}) => {
  await page.goto('docs/v4/start/web-servers?web-server=nginx');
  await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'Nginx'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('choosing a tab of a shared group puts it in the address; the link opens on it elsewhere', async ({
  page,
  browser,
}) => {
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
});

test.describe('on a phone in dark mode', () => {
  test.use({viewport: {width: 390, height: 844}, colorScheme: 'dark'});

  test('the tab from the link is shown', async ({page}) => {
    await page.goto(`${INSTALLATION}?psr7=nyholm`);
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'Nyholm'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
