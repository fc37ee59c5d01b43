// The first tap, as a reader on a phone-speed CPU makes it (CPU slowed 4x, as Lighthouse's mobile
// preset): a fresh browser loads a guide page (or a tutorial step), and 1 s or 3 s after its load event one control is
// pressed (and, for the search box, a word typed). With TAP_FROM=paint the delay counts from the
// page's first contentful paint instead, the moment a reader sees something to tap: a build whose
// scripts hold the load event back (the theme's own loading) is otherwise pressed later after it
// was seen than one whose load event comes first. The figure is the time from the press (the
// pointerdown event's timestamp) to the first frame that shows the control's response, measured
// in the page; a press whose response never comes, or comes twice, is counted as lost or doubled.
// A word typed gives two more figures: each key's time from its keydown to the first frame that
// shows its letter (the slowest of the word's keys: each key is an interaction of its own, as INP
// counts them), and, as before, the time from the press until the whole word shows.
// Used by lighthouse.mjs (npm run bench); prints nothing itself and asserts nothing.
import {setTimeout as sleep} from 'node:timers/promises';
import {median} from '../lib/stats.mjs';

/** A guide page with every control: tabs, code blocks, a table of contents, sidebar categories. */
export const TAP_PAGE = 'docs/v4/start/installation';
/** A tutorial step: its Check and Show solution are in the page's HTML, their code loads on use. */
const TUTORIAL_PAGE = 'docs/v4/tutorial/06-validation';
export const TAP_DELAYS = [1000, 3000];
/** What the delay counts from: the load event, or the first contentful paint (TAP_FROM=paint). */
export const TAP_FROM = process.env.TAP_FROM === 'paint' ? 'paint' : 'load';
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};
// Tall enough that the tabs and the first code block are in view without scrolling.
const DESKTOP = {viewport: {width: 1280, height: 2000}};
// A tutorial step's buttons sit under its starter code, about 2,500 px down.
const TALL_DESKTOP = {viewport: {width: 1280, height: 4000}};
const TYPED = 'route';
const NO_RESPONSE_MS = 15_000;

/**
 * @typedef {{viewport: {width: number, height: number}, isMobile?: boolean, hasTouch?: boolean}} Device
 * @typedef {{name: string, device: Device, page?: string, target: string, block?: string, typed?: string,
 *   responded: (typed?: string) => boolean, servedOnce: (typed?: string) => boolean}} Control
 * @typedef {{ms: number | null, slowestKeyMs: number | null, wordMs: number | null, pressedAfterLoad: number | null,
 *   hydratedAfterLoad: number | null, hydratedAfterPaint: number | null, servedOnce: boolean}} Press
 * @typedef {{control: string, delay: number, site: string, median: number, lost: number, notOnce: number,
 *   pressedAfterLoad: number, hydratedAfterLoad: number, hydratedAfterPaint: number, all: (number | string)[]}} TapResult
 * @typedef {{anchor: string, index: number, dx: number, dy: number}} Aim
 * @typedef {{downAt: number, shownAt: number | null}} KeyRecord
 * @typedef {{pressedAt: number | null, respondedAt: number | null, hydratedAt: number | null, keys: KeyRecord[],
 *   wordShownAt: number | null}} TapRecord
 */

// Run in the page (passed as source): Show solution says so in the step's live region.
const solutionAnnounced = () =>
  /solution/.test(document.querySelector('[data-tutorial-step] [role="status"]')?.textContent ?? '');

/**
 * Each control: where to press, what its visible response is, and what the page must show once
 * the app has settled if the press was served exactly once. Functions run in the page.
 */
/** @type {Control[]} */
export const CONTROLS = [
  {
    name: 'menu button (phone)',
    device: PHONE,
    target: 'button.navbar__toggle',
    responded: () => document.querySelector('.navbar-sidebar--show') !== null,
    servedOnce: () => document.querySelector('.navbar-sidebar--show') !== null,
  },
  {
    name: '"On this page" (phone)',
    device: PHONE,
    target: '.theme-doc-toc-mobile button',
    responded: () =>
      (document.querySelector('.theme-doc-toc-mobile .table-of-contents')?.getBoundingClientRect().height ?? 0) > 0,
    servedOnce: () =>
      document.querySelector('.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') !== 'false' &&
      (document.querySelector('.theme-doc-toc-mobile .table-of-contents')?.getBoundingClientRect().height ?? 0) > 0,
  },
  {
    name: 'colour toggle',
    device: DESKTOP,
    target: '.navbar__items--right button[class*="toggleButton"]',
    responded: () => document.documentElement.dataset.theme === 'dark',
    servedOnce: () => document.documentElement.dataset.theme === 'dark',
  },
  {
    name: 'sidebar category',
    device: DESKTOP,
    target: '.theme-doc-sidebar-menu button[aria-label="Expand sidebar category \'Concepts\'"]',
    responded: () => {
      const button = document.querySelector(
        '.theme-doc-sidebar-menu button[aria-label$="sidebar category \'Concepts\'"]',
      );
      return (button?.closest('li')?.querySelector('ul')?.getBoundingClientRect().height ?? 0) > 0;
    },
    servedOnce: () =>
      !!document.querySelector('.theme-doc-sidebar-menu button[aria-label="Collapse sidebar category \'Concepts\'"]'),
  },
  {
    name: 'search box',
    device: DESKTOP,
    target: 'input.navbar__search-input',
    typed: TYPED,
    responded: () => {
      const box = document.querySelector('input.navbar__search-input');
      return box instanceof HTMLInputElement && box === document.activeElement;
    },
    servedOnce: (typed) =>
      /** @type {HTMLInputElement | null} */ (document.querySelector('input.navbar__search-input'))?.value === typed,
  },
  {
    name: 'code tab',
    device: DESKTOP,
    target: '.tabs [role="tab"][aria-selected="false"]',
    responded: () =>
      document.querySelector('.tabs [role="tab"]:nth-child(2)')?.getAttribute('aria-selected') === 'true',
    servedOnce: () =>
      document.querySelector('.tabs [role="tab"]:nth-child(2)')?.getAttribute('aria-selected') === 'true',
  },
  {
    name: 'copy button',
    device: DESKTOP,
    // Rendered by the app only (the theme leaves code block buttons out of the page's HTML): pressed
    // where it will be in its code block.
    target: '.theme-code-block button[aria-label="Copy code to clipboard"]',
    block: '.theme-code-block',
    responded: () => !!document.querySelector('.theme-code-block button[aria-label="Copied"]'),
    servedOnce: () => true,
  },
  {
    name: 'tutorial: Check',
    device: TALL_DESKTOP,
    page: TUTORIAL_PAGE,
    // The step's one primary button.
    target: '[data-tutorial-step] button.button--primary',
    responded: () => (document.querySelector('[data-tutorial-step] [role="status"]')?.textContent ?? '') !== '',
    servedOnce: () => /check/i.test(document.querySelector('[data-tutorial-step] [role="status"]')?.textContent ?? ''),
  },
  {
    name: 'tutorial: Show solution',
    device: TALL_DESKTOP,
    page: TUTORIAL_PAGE,
    // Check (the primary button), Stop, then Show solution.
    target: '[data-tutorial-step] button.button--primary + button + button',
    responded: solutionAnnounced,
    servedOnce: solutionAnnounced,
  },
];

/**
 * In the page from its first line: the press's timestamp, then a check on every frame until the
 * response shows. Frames are timed at requestAnimationFrame, just before they are painted.
 */
/** @param {{responded: string, typed?: string}} options */
function recorder({responded, typed}) {
  const check = new Function('typed', `return (${responded})(typed);`);
  /** @type {TapRecord} */
  const tap = {pressedAt: null, respondedAt: null, hydratedAt: null, keys: [], wordShownAt: null};
  Object.defineProperty(window, '__firstTap', {value: tap});
  localStorage.setItem('theme', 'light');
  // The letters the focused field shows: the keys answered so far.
  const lettersShown = () => {
    const field = document.activeElement;
    return field instanceof HTMLInputElement ? field.value.length : 0;
  };
  const frame = () => {
    const now = performance.now();
    try {
      if (tap.respondedAt === null && check(typed)) tap.respondedAt = now;
    } catch {
      // the page is not there yet
    }
    const shown = lettersShown();
    tap.keys.forEach((key, i) => {
      if (key.shownAt === null && i < shown) key.shownAt = now;
    });
    if (typed && tap.wordShownAt === null && tap.respondedAt !== null && shown === typed.length) tap.wordShownAt = now;
    const waiting = tap.respondedAt === null || (typed !== undefined && tap.wordShownAt === null);
    if (waiting) requestAnimationFrame(frame);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (tap.pressedAt !== null || !event.isTrusted) return;
      tap.pressedAt = event.timeStamp;
      requestAnimationFrame(frame);
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      if (!typed || !event.isTrusted || tap.pressedAt === null) return;
      tap.keys.push({downAt: event.timeStamp, shownAt: null});
      requestAnimationFrame(frame);
    },
    true,
  );
  new MutationObserver(() => {
    if (tap.hydratedAt === null && document.documentElement.dataset.hasHydrated === 'true')
      tap.hydratedAt = performance.now();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {Device} device
 */
async function throttledPage(browser, device) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return page;
}

/**
 * Where the control sits, as an offset from an element of the page's HTML: the block it is in (the
 * copy button, which only the app renders) or the control itself. Taken once the app runs; each
 * press adds it to that element's place in its own page, as a reader taps what they see. (The page's
 * text font is `font-display: optional`: a page whose font came in time lays out taller or shorter
 * than one without, so a point taken from another page missed the tabs 1 press in 10.)
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Control} control
 * @returns {Promise<Aim>}
 */
async function aimAt(browser, origin, control) {
  const page = await browser.newPage(control.device);
  await page.goto(origin + (control.page ?? TAP_PAGE), {waitUntil: 'load'});
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
  await page.locator(control.target).first().waitFor({timeout: 30_000});
  const aim = await page.evaluate(
    ([target, block]) => {
      const control = /** @type {Element} */ (document.querySelector(target));
      const anchor = (block && control.closest(block)) || control;
      const selector = block && anchor !== control ? block : target;
      const there = anchor.getBoundingClientRect();
      const here = control.getBoundingClientRect();
      return {
        anchor: selector,
        index: Array.prototype.indexOf.call(document.querySelectorAll(selector), anchor),
        dx: here.x + here.width / 2 - there.x,
        dy: here.y + here.height / 2 - there.y,
      };
    },
    [control.target, control.block ?? ''],
  );
  await page.context().close();
  return aim;
}

/**
 * The point to press in this page: where the anchor is now, plus the control's offset from it; null
 * when the anchor is not on the page at that moment (a build whose app re-creates the control while
 * it starts: a reader's press there meets nothing).
 * @param {import('@playwright/test').Page} page
 * @param {Aim} aim
 */
async function pointIn(page, aim) {
  const box = await page.locator(aim.anchor).nth(aim.index).boundingBox();
  return box && {x: box.x + aim.dx, y: box.y + aim.dy};
}

/**
 * Waits until `delay` ms after the page's first contentful paint.
 * @param {import('@playwright/test').Page} page
 * @param {number} delay
 */
async function sleepFromPaint(page, delay) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 60_000,
    polling: 20,
  });
  const sincePaint = await page.evaluate(
    () => performance.now() - performance.getEntriesByName('first-contentful-paint')[0].startTime,
  );
  await sleep(Math.max(0, delay - sincePaint));
}

/**
 * One press: milliseconds from the press to its response (null: lost), and whether it was served once.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Control} control
 * @param {Aim} aim
 * @param {number} delay
 * @returns {Promise<Press>}
 */
async function pressOnce(browser, origin, control, aim, delay) {
  const page = await throttledPage(browser, control.device);
  try {
    await page.addInitScript(recorder, {responded: control.responded.toString(), typed: control.typed});
    await page.goto(origin + (control.page ?? TAP_PAGE), {waitUntil: TAP_FROM === 'load' ? 'load' : 'commit'});
    if (TAP_FROM === 'load') await sleep(delay);
    else await sleepFromPaint(page, delay);
    const point = await pointIn(page, aim);
    // Nothing to press: counted as a lost press, as a reader's press would be.
    if (!point)
      return {
        ms: null,
        slowestKeyMs: null,
        wordMs: null,
        pressedAfterLoad: null,
        hydratedAfterLoad: null,
        hydratedAfterPaint: null,
        servedOnce: false,
      };
    if (control.device.hasTouch) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
    if (control.typed) await page.keyboard.type(control.typed);
    await page
      .waitForFunction(
        () => /** @type {{__firstTap: TapRecord}} */ (/** @type {unknown} */ (window)).__firstTap.respondedAt !== null,
        null,
        {timeout: NO_RESPONSE_MS, polling: 100},
      )
      .catch(() => undefined);
    // The app has started (whatever its loading) and settled: the state shows how often the press was served.
    await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
    await sleep(1500);
    const {tap, loadAt, paintAt, servedOnce} = await page.evaluate(
      ([servedOnceSource, typed]) => ({
        tap: /** @type {{__firstTap: TapRecord}} */ (/** @type {unknown} */ (window)).__firstTap,
        loadAt: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd,
        paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        servedOnce: new Function('typed', `return (${servedOnceSource})(typed);`)(typed),
      }),
      [control.servedOnce.toString(), control.typed],
    );
    const ms = tap.respondedAt !== null && tap.pressedAt !== null ? tap.respondedAt - tap.pressedAt : null;
    const responded = ms !== null;
    const keyTimes = tap.keys.map((key) => (key.shownAt === null ? null : key.shownAt - key.downAt));
    const everyKeyShown = keyTimes.length === (control.typed?.length ?? 0) && !keyTimes.includes(null);
    return {
      ms,
      slowestKeyMs: control.typed && everyKeyShown ? Math.max(.../** @type {number[]} */ (keyTimes)) : null,
      wordMs: tap.wordShownAt !== null && tap.pressedAt !== null ? tap.wordShownAt - tap.pressedAt : null,
      pressedAfterLoad: tap.pressedAt === null ? null : tap.pressedAt - loadAt,
      hydratedAfterLoad: tap.hydratedAt === null ? null : tap.hydratedAt - loadAt,
      hydratedAfterPaint: tap.hydratedAt === null ? null : tap.hydratedAt - paintAt,
      servedOnce: responded && servedOnce === true,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * Every control, at every delay, `runs` times on every site; the sites take turns press by press,
 * so that the machine's changing load falls on all of them alike.
 * @param {import('@playwright/test').Browser} browser
 * @param {{name: string, origin: string}[]} sites
 */
export async function measureFirstTaps(
  browser,
  sites,
  {runs = 5, controls = CONTROLS, log = (/** @type {string} */ _line) => undefined} = {},
) {
  /** @type {TapResult[]} */
  const results = [];
  for (const control of controls) {
    const aims = await Promise.all(sites.map((site) => aimAt(browser, site.origin, control)));
    for (const delay of TAP_DELAYS) {
      /** @type {Press[][]} */
      const presses = sites.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const [i, site] of sites.entries())
          presses[i].push(await pressOnce(browser, site.origin, control, aims[i], delay));
      }
      for (const [i, site] of sites.entries()) {
        /** @type {[string, (press: Press) => number | null][]} */
        const figures = [['', (press) => press.ms]];
        if (control.typed)
          figures.push(
            [`: slowest key of "${control.typed}"`, (press) => press.slowestKeyMs],
            [`: tap until "${control.typed}" shows`, (press) => press.wordMs],
          );
        for (const [suffix, figure] of figures) {
          const served = presses[i].filter((press) => figure(press) !== null);
          results.push({
            control: control.name + suffix,
            delay,
            site: site.name,
            // A lost press counts as never answered: it sorts last.
            median: median(presses[i].map((press) => figure(press) ?? Infinity)),
            lost: presses[i].length - served.length,
            notOnce: served.filter((press) => !press.servedOnce).length,
            pressedAfterLoad: median(presses[i].map((press) => press.pressedAfterLoad ?? NaN)),
            hydratedAfterLoad: median(presses[i].map((press) => press.hydratedAfterLoad ?? NaN)),
            hydratedAfterPaint: median(presses[i].map((press) => press.hydratedAfterPaint ?? NaN)),
            all: presses[i].map((press) => {
              const ms = figure(press);
              return ms === null ? 'lost' : Math.round(ms);
            }),
          });
        }
      }
      const keys = (/** @type {Press} */ p) =>
        control.typed ? `,key ${Math.round(p.slowestKeyMs ?? NaN)},word ${Math.round(p.wordMs ?? NaN)}` : '';
      const pressLog = (/** @type {Press} */ p) =>
        `${p.ms === null ? 'lost' : Math.round(p.ms)}${p.servedOnce ? '' : '!'}(h${Math.round(p.hydratedAfterLoad ?? NaN)}${keys(p)})`;
      log(
        `${control.name} at ${delay} ms: ${sites.map((site, i) => `${site.name} ${presses[i].map(pressLog).join('/')}`).join('; ')}`,
      );
    }
  }
  return results;
}

/**
 * The table: one row per control and delay, one column per site (median, then lost or doubled).
 * @param {TapResult[]} results
 * @param {{name: string}[]} sites
 */
export function firstTapTable(results, sites) {
  const lines = [
    `| control | tap after ${TAP_FROM === 'paint' ? 'first paint' : 'load'} | ${sites.map((site) => site.name).join(' | ')} |`,
    `| --- | ---: | ${sites.map(() => '---:').join(' | ')} |`,
  ];
  /** @type {Map<string, {control: string, delay: number, cells: Map<string, string>}>} */
  const rows = new Map();
  for (const result of results) {
    const key = `${result.control}\u0000${result.delay}`;
    if (!rows.has(key)) rows.set(key, {control: result.control, delay: result.delay, cells: new Map()});
    const lostOrNot = [result.lost && `${result.lost} lost`, result.notOnce && `${result.notOnce} not served once`]
      .filter(Boolean)
      .join(', ');
    const value = Number.isFinite(result.median) ? `${Math.round(result.median)} ms` : 'lost';
    rows.get(key)?.cells.set(result.site, lostOrNot ? `${value} (${lostOrNot})` : value);
  }
  for (const {control, delay, cells} of rows.values()) {
    lines.push(`| ${control} | ${delay / 1000} s | ${sites.map((site) => cells.get(site.name) ?? '').join(' | ')} |`);
  }
  return lines.join('\n');
}
