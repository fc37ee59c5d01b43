// The HTML preview is only drawn: a click on a link in it, HTML or SVG, goes nowhere, and the
// keyboard never enters it. Proven where it mattered: behind a host that sends no policy (on our
// nginx the page's CSP also refuses the frame's navigation), with an "other origin" whose access log
// must stay empty. A frame the test adds, alike but not inert, is clicked last: its request reaching
// that log shows that a click of the preview's would have been there by then.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {startApp} from '../../../../scripts/lib/browser.mjs';
import {INSTALLATION, openEditor} from './runExamples';

const RUN = {timeout: 90_000};

type BareHost = {site: string; other: string; otherLog: () => string[]; stop: () => Promise<void>};

/** The bare host and the other origin of scripts/hostile-servers.mjs, in a process of their own. */
async function startBareHost(): Promise<BareHost> {
  const child = spawn(process.execPath, ['scripts/hostile-servers.mjs', 'bare', process.env.BUILD_DIR ?? 'build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`hostile-servers.mjs exited with ${code}`)));
  });
  const started = JSON.parse(line) as {site: string; other: string; otherLog: string};
  return {
    site: started.site,
    other: started.other,
    // Less the other origin's start-up probe (scripts/lib/logged-servers.mjs).
    otherLog: () =>
      existsSync(started.otherLog)
        ? readFileSync(started.otherLog, 'utf8')
            .split('\n')
            .filter((entry) => entry && !entry.includes('/started-by-the-test'))
        : [],
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A page of links to the other origin: an HTML one and an SVG one, large enough to aim at. */
const linksTo = (other: string, name: string) =>
  `<a id="html-link" href="${other}/${name}-html-a" style="display:block;font-size:48px">an HTML link</a>` +
  `<svg width="320" height="80"><a href="${other}/${name}-svg-a"><rect id="svg-link" width="320" height="80" fill="#2a6"/></a></svg>`;

/** The middle of the element `selector` inside the frame `frameSelector`, in the page's coordinates. */
async function middleOf(page: Page, frameSelector: string, selector: string) {
  const box = await page.locator(frameSelector).contentFrame().locator(selector).boundingBox();
  expect(box, `${frameSelector} ${selector}`).not.toBeNull();
  return {x: box!.x + box!.width / 2, y: box!.y + box!.height / 2};
}

let host: BareHost;
test.beforeAll(async () => {
  host = await startBareHost();
});
test.afterAll(async () => {
  await host?.stop();
});

test('a click or a key in the HTML preview navigates nowhere, on a host that sends no policy', async ({page}) => {
  test.setTimeout(180_000);
  await page.goto(`${host.site}/slim/${INSTALLATION}`);
  await startApp(page);
  await page.locator('[data-example]').first().getByRole('button', {name: 'Run'}).click();
  const panel = page.getByTestId('run-example');
  await expect(panel).toHaveAttribute('data-finished', '1', RUN);

  await openEditor(panel);
  await page.keyboard.press('ControlOrMeta+a');
  const html = linksTo(host.other, 'preview');
  await page.keyboard.insertText(`<?php\nheader('Content-Type: text/html; charset=utf-8');\necho '${html}';\n`);
  await panel.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(panel).toHaveAttribute('data-finished', '2', RUN);
  const toggle = panel.getByRole('button', {name: 'Preview the HTML'});
  await toggle.click();
  const preview = 'iframe[title="Preview of the HTML response"]';
  await expect(page.locator(preview).contentFrame().locator('#html-link')).toBeVisible();
  await page.locator(preview).scrollIntoViewIfNeeded();

  // The mouse on both links (both aimed at first: a link that navigates takes the other away); then
  // Tab from the button before the frame passes it by.
  const links = [await middleOf(page, preview, '#html-link'), await middleOf(page, preview, '#svg-link')];
  for (const {x, y} of links) await page.mouse.click(x, y);
  await panel.getByRole('button', {name: 'Hide the HTML preview'}).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName), 'focus after the preview button').not.toBe(
    'IFRAME',
  );

  // The control: the same links in a sandboxed frame the test adds, not inert.
  await page.evaluate(
    (body) => {
      const frame = document.createElement('iframe');
      frame.id = 'control';
      frame.setAttribute('sandbox', '');
      frame.srcdoc = body;
      frame.style.cssText = 'position:fixed;top:0;left:0;width:360px;height:200px;z-index:10000;background:#fff';
      document.body.append(frame);
    },
    linksTo(host.other, 'control'),
  );
  await expect(page.locator('#control').contentFrame().locator('#html-link')).toBeVisible();
  const control = await middleOf(page, '#control', '#html-link');
  await page.mouse.click(control.x, control.y);
  await expect.poll(() => host.otherLog().some((entry) => entry.includes('/control-html-a'))).toBe(true);

  expect(host.otherLog().filter((entry) => !entry.includes('/control-'))).toEqual([]);
  // The preview still shows its own document.
  await expect(page.locator(preview).contentFrame().locator('#html-link')).toHaveText('an HTML link');
});
