// The Run panel says which Slim the examples run on, and it is the slim/slim Composer installed
// for the build (node_modules/.cache/php-playground, the project the example runner pins).
import {readFileSync} from 'node:fs';
import {expect, test} from '../../../../tests/support/test';

type InstalledJson = {packages: {name: string; version: string}[]};

const installed: InstalledJson = JSON.parse(
  readFileSync('node_modules/.cache/php-playground/vendor/composer/installed.json', 'utf8'),
);
const slim = installed.packages.find((entry) => entry.name === 'slim/slim')?.version.replace(/^v/, '');

test('the installation page and its Run panel name the Slim the examples ran on', async ({page}) => {
  expect(slim).toMatch(/^4\.\d+\.\d+$/);
  await page.goto('docs/v4/start/installation');
  await expect(page.getByText(`The examples in this guide were run on Slim ${slim}.`)).toBeVisible();

  const box = page.locator('[data-example]').first();
  await box.getByRole('button', {name: 'Run'}).click();
  await expect(box.getByText(`Runs on Slim ${slim}, the release the guide's examples are tested on.`)).toBeVisible();
});
