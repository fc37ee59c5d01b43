// The Run panel says which Slim the examples run on: the slim/slim the guide pins
// (src/features/playground/composer/composer.json, exact versions, which every package set installs).
import {readFileSync} from 'node:fs';
import {expect, test} from '../../../../tests/support/test';

/** Read in the test, not at import: listing the tests needs no file but the specs. */
function pinnedSlim(): string {
  const composer = JSON.parse(readFileSync('src/features/playground/composer/composer.json', 'utf8')) as {
    require: Record<string, string>;
  };
  return composer.require['slim/slim'] ?? '';
}

test('the installation page and its Run panel name the Slim the examples ran on', async ({page}) => {
  const slim = pinnedSlim();
  expect(slim).toMatch(/^4\.\d+\.\d+$/);
  await page.goto('docs/v4/start/installation');
  await expect(page.getByText(`The examples in this guide were run on Slim ${slim}.`)).toBeVisible();

  const box = page.locator('[data-example]').first();
  await box.getByRole('button', {name: 'Run'}).click();
  await expect(box.getByText(`Runs on Slim ${slim}, the release the guide's examples are tested on.`)).toBeVisible();
});
