// The inline loader's state machine (appLoader.ts), without a browser: when the app is started,
// which presses are held until it has settled and handed over once, and how it fails open (a file
// that does not load, an error before hydration, the 8 s bound). The browser tests
// (boot-fail-open.spec.ts, deferred-app.spec.ts) show the same on the built site in Chromium.
import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {HYDRATED_EVENT} from '../hydratedEvent';
import {BASE_URL, SCRIPTS, openLoaderPage, type LoaderPage} from './loaderPage';

const BOOT_BOUND_MS = 8000;
let page: LoaderPage | undefined;
afterEach(() => page?.close());

/** A page whose app has been started and whose files have all run. */
async function startedPage(body: string): Promise<LoaderPage> {
  page = await openLoaderPage({body});
  await page.idlePeriod();
  SCRIPTS.forEach((_, index) => page!.scriptLoaded(index));
  return page;
}

/** The app has hydrated; the loader settles in the next task. */
function settle(page: LoaderPage): void {
  page.hydrated();
  page.clock.tick(0);
}

/** Counts the clicks that reach the page's own listener on `element` (the app's handler). */
function clicksOn(element: Element): () => number {
  let count = 0;
  element.addEventListener('click', () => count++);
  return () => count;
}

test('nothing is fetched until the page has loaded and the browser is idle; then every file, in order', async () => {
  page = await openLoaderPage();
  assert.deepEqual(page.requestedScripts(), []);
  await page.idlePeriod();
  assert.deepEqual(
    page.requestedScripts(),
    SCRIPTS.map((src) => ({src, async: false})),
  );
});

test('with Save-Data the app waits for the first interaction, which starts it once', async () => {
  page = await openLoaderPage({saveData: true});
  await page.idlePeriod();
  assert.deepEqual(page.requestedScripts(), []);
  page.window.dispatchEvent(new page.window.Event('pointermove'));
  page.window.dispatchEvent(new page.window.Event('scroll'));
  assert.equal(page.requestedScripts().length, SCRIPTS.length);
});

test('a press on a control before the app has settled is held, and handed to the app once after', async () => {
  const p = await startedPage('<button id="toggle">Dark</button>');
  const button = p.document.getElementById('toggle')!;
  const appClicks = clicksOn(button);
  assert.equal(p.press(button), false, 'the click is cancelled');
  assert.equal(appClicks(), 0, 'the app does not see the press');
  settle(p);
  assert.equal(appClicks(), 1);
  assert.equal(p.failedOpen(), null);
  assert.equal(p.press(button), true, 'once settled, a press goes straight to the app');
  assert.equal(appClicks(), 2);
});

test('every kind of control is held; a press on anything else is left to the browser', async () => {
  const p = await startedPage(
    '<summary>More</summary><div role="button">B</div><div role="tab">T</div><a href="#">Top</a><a href="/slim/blog">Blog</a><p>Text</p>',
  );
  const held = ['summary', '[role=button]', '[role=tab]', 'a[href="#"]'];
  for (const selector of held) assert.equal(p.press(p.document.querySelector(selector)!), false, selector);
  for (const selector of ['a[href="/slim/blog"]', 'p'])
    assert.equal(p.press(p.document.querySelector(selector)!), true, selector);
});

test('a control still disabled when pressed (the colour toggle) is handed one click, not two', async () => {
  const p = await startedPage('<button id="toggle" disabled>Dark</button>');
  const button = p.document.getElementById('toggle')! as HTMLButtonElement;
  const appClicks = clicksOn(button);
  button.dispatchEvent(new p.window.PointerEvent('pointerdown', {bubbles: true}));
  button.dispatchEvent(new p.window.PointerEvent('pointerup', {bubbles: true}));
  // The app enables it between pointerup and click: the same press.
  button.disabled = false;
  button.dispatchEvent(new p.window.MouseEvent('click', {bubbles: true, cancelable: true}));
  settle(p);
  assert.equal(appClicks(), 1);
});

test('a control rendered anew after hydration (a tab) gets the press made on the old one', async () => {
  const p = await startedPage('<div><button>PHP</button><button>Nginx</button></div>');
  p.press(p.document.querySelectorAll('button')[1]!);
  const group = p.document.querySelector('div')!;
  group.innerHTML = '<button>PHP</button><button>Nginx</button>';
  const appClicks = clicksOn(group.querySelectorAll('button')[1]!);
  settle(p);
  assert.equal(appClicks(), 1);
});

/** A tab group whose second tab a pointer went down on, then rendered anew (as the theme's tabs are after hydration). */
async function tabPressedThenRenderedAnew(): Promise<{p: LoaderPage; group: Element}> {
  const p = await startedPage('<main><div><button>PHP</button><button>Nginx</button></div></main>');
  const group = p.document.querySelector('div')!;
  group.querySelectorAll('button')[1]!.dispatchEvent(new p.window.PointerEvent('pointerdown', {bubbles: true}));
  group.innerHTML = '<button>PHP</button><button>Nginx</button>';
  return {p, group};
}

/** The pointer comes up on the new tab; the browser's click goes to what the old and the new tab have in common. */
function releasedOnNewTab(p: LoaderPage, group: Element): () => number {
  const tab = group.querySelectorAll('button')[1]!;
  const appClicks = clicksOn(tab);
  tab.dispatchEvent(new p.window.PointerEvent('pointerup', {bubbles: true}));
  group.dispatchEvent(new p.window.MouseEvent('click', {bubbles: true, cancelable: true}));
  return appClicks;
}

test('a tab rendered anew between pointerdown and pointerup (React hydrating within the press) still gets the press', async () => {
  const {p, group} = await tabPressedThenRenderedAnew();
  const appClicks = releasedOnNewTab(p, group);
  settle(p);
  assert.equal(appClicks(), 1);
});

test('a tab press begun while held and ended once settled, on the tab rendered anew, is served once', async () => {
  const {p, group} = await tabPressedThenRenderedAnew();
  settle(p);
  const appClicks = releasedOnNewTab(p, group);
  assert.equal(appClicks(), 1);
});

test('a pointer press that ends on another control is no press; a keyboard press (a click alone) is held', async () => {
  const p = await startedPage('<button id="a">A</button><button id="b">B</button>');
  const [a, b] = [p.document.getElementById('a')!, p.document.getElementById('b')!];
  const [aClicks, bClicks] = [clicksOn(a), clicksOn(b)];
  a.dispatchEvent(new p.window.PointerEvent('pointerdown', {bubbles: true}));
  b.dispatchEvent(new p.window.PointerEvent('pointerup', {bubbles: true}));
  p.key({key: 'Enter'}, b);
  assert.equal(b.dispatchEvent(new p.window.MouseEvent('click', {bubbles: true, cancelable: true})), false);
  settle(p);
  assert.deepEqual([aClicks(), bClicks()], [0, 1]);
});

test('Ctrl+K before the app has settled is held and given to the app after; other keys are not', async () => {
  const p = await startedPage('');
  const shortcuts: boolean[] = [];
  p.document.addEventListener('keydown', (event) => shortcuts.push(event.ctrlKey && event.key === 'k'));
  assert.equal(p.key({key: 'k', ctrlKey: true}), false);
  assert.equal(p.key({key: 'a'}), true);
  assert.deepEqual(shortcuts, [false], 'the app saw the other key only');
  settle(p);
  assert.deepEqual(shortcuts, [false, true]);
});

test('presses are held until the app has settled, in the task after its hydrated event, not in that event', async () => {
  const p = await startedPage('<button>Go</button>');
  const button = p.document.querySelector('button')!;
  const appClicks = clicksOn(button);
  // The event comes from an effect of React's render: a click handed to the app inside it would run within that render's work.
  p.window.addEventListener(HYDRATED_EVENT, () => assert.equal(p.press(button), false, 'hydrated, same task: held'));
  p.hydrated();
  assert.equal(p.settled(), false);
  assert.equal(appClicks(), 0);
  p.clock.tick(0);
  assert.ok(p.settled());
  assert.equal(appClicks(), 1);
});

test('one of the app files fails to load: it fails open, hands back what it held, and shows the base-URL banner', async () => {
  page = await openLoaderPage({body: '<button>Go</button>'});
  await page.idlePeriod();
  const button = page.document.querySelector('button')!;
  const pageClicks = clicksOn(button);
  page.press(button);
  page.scriptFailed(2);
  assert.equal(page.failedOpen(), 'script');
  assert.equal(pageClicks(), 1, 'the held press is given back');
  assert.match(
    page.document.querySelector('[role=alert]')?.textContent ?? '',
    /not where the site expects them \(under \/slim\/\)/,
  );
  assert.equal(page.press(button), true, 'nothing is held any more');
  assert.equal(page.settled(), false, 'failing open is not settling');
});

for (const [event, make] of [
  ['error', (window: LoaderPage['window']) => new window.ErrorEvent('error', {message: 'the bundle threw'})],
  ['unhandledrejection', (window: LoaderPage['window']) => new window.Event('unhandledrejection')],
] as const) {
  test(`an ${event} before hydration fails open; after hydration it does not`, async () => {
    const p = await startedPage('<button>Go</button>');
    const button = p.document.querySelector('button')!;
    const pageClicks = clicksOn(button);
    p.press(button);
    p.window.dispatchEvent(make(p.window));
    assert.equal(p.failedOpen(), event);
    assert.equal(pageClicks(), 1);
    p.close();

    page = await startedPage('<button>Go</button>');
    page.hydrated();
    page.window.dispatchEvent(make(page.window));
    assert.equal(page.failedOpen(), null, 'the app runs: its errors are its own');
  });
}

test('the app has not settled 8 s after its files were requested: it fails open then, not before', async () => {
  page = await openLoaderPage({body: '<button>Go</button>'});
  page.clock.tick(BOOT_BOUND_MS * 2);
  assert.equal(page.failedOpen(), null, 'the bound counts from the request, not from the page');
  await page.idlePeriod();
  const button = page.document.querySelector('button')!;
  const pageClicks = clicksOn(button);
  page.press(button);
  page.clock.tick(BOOT_BOUND_MS - 1);
  assert.equal(page.failedOpen(), null);
  assert.equal(pageClicks(), 0);
  page.clock.tick(1);
  assert.equal(page.failedOpen(), 'timeout');
  assert.equal(pageClicks(), 1);
});

test('an app that settled in time is not failed open by the bound', async () => {
  const p = await startedPage('');
  settle(p);
  p.clock.tick(BOOT_BOUND_MS);
  assert.equal(p.failedOpen(), null);
  assert.ok(p.settled());
});

test('a press held, then the bound: released once, not again when the late app settles, which then serves the page', async () => {
  const p = await startedPage('<button>Go</button>');
  const button = p.document.querySelector('button')!;
  const clicks = clicksOn(button);
  p.press(button);
  p.clock.tick(BOOT_BOUND_MS);
  settle(p);
  assert.equal(clicks(), 1);
  assert.equal(p.failedOpen(), 'timeout');
  assert.ok(p.settled(), 'the late app is marked settled: from then on it serves the page');
});

/** A bundler runtime as the chunk format has it: it takes over the array's push, and hands a pushed startup function its require. */
const FAKE_RUNTIME = `(() => {
  const modules = {};
  const evaluated = {};
  const require = (id) => {
    if (!(id in evaluated)) evaluated[id] = modules[id]();
    return evaluated[id];
  };
  const chunks = (self.webpackChunkTest = self.webpackChunkTest || []);
  const install = (chunk) => {
    Object.assign(modules, chunk[1]);
    if (chunk[2]) chunk[2](require);
  };
  chunks.forEach(install);
  chunks.push = install;
})()`;

/** A page whose files carry four modules of 4 ms each and the entry; returns the order they run in, step by step. */
async function pageWithModules(body = ''): Promise<{page: LoaderPage; order: string[]}> {
  page = await openLoaderPage({body});
  await page.idlePeriod();
  const {window, clock} = page;
  const order: string[] = [];
  Object.assign(window, {
    evaluate: (id: string) => {
      order.push(id);
      clock.tick(4);
    },
  });
  window.eval(`(self.webpackChunkTest = self.webpackChunkTest || []).push([['app-modules'], {
    a: () => evaluate('a'), b: () => evaluate('b'), c: () => evaluate('c'), d: () => evaluate('d')}])`);
  page.scriptLoaded(0);
  window.eval(FAKE_RUNTIME);
  page.scriptLoaded(1);
  window.eval(
    `self.webpackChunkTest.push([['main'], {entry: () => evaluate('entry')}, (require) => require('entry')])`,
  );
  page.scriptLoaded(2);
  return {page, order};
}

/** The modules each step of the loader's ran, until the entry has. */
function steps(page: LoaderPage, order: string[], act: (step: number) => void = () => {}): string[][] {
  const ran: string[][] = [];
  for (let step = 0; step < 5 && !order.includes('entry'); step++) {
    act(step);
    const before = order.length;
    page.step();
    ran.push(order.slice(before));
  }
  return ran;
}

test("the app's modules are evaluated a few milliseconds' worth per step, and only then the entry", async () => {
  const {page, order} = await pageWithModules();
  assert.equal(order.length, 0, "main's arrival runs nothing");
  // Each module takes 4 ms: a step (6 ms) runs two.
  assert.deepEqual(steps(page, order), [['a', 'b'], ['c', 'd'], ['entry']]);
  assert.deepEqual(page.consoleErrors, []);
});

test('no bundler runtime among the files: the loader says so in the console', async () => {
  const p = await startedPage('');
  assert.match(p.consoleErrors.join('\n'), /no bundler runtime took over the chunk array "webpackChunkTest"/);
});

test('a page served outside the base path shows the banner at once', async () => {
  page = await openLoaderPage({path: '/elsewhere/docs/'});
  assert.match(page.document.querySelector('[role=alert]')?.textContent ?? '', new RegExp(`under ${BASE_URL}`));
});
