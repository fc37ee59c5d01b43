// A page with the real inline loader (appLoader.ts, the text the page template inlines) running in
// jsdom, a DOM without a browser: the unit tests drive its state machine through the events a
// browser and the app would send. The app's scripts are never fetched: a test says when one has
// loaded or failed. Idle periods and the clock are the test's too, so that nothing depends on time.
import FakeTimers from '@sinonjs/fake-timers';
import {JSDOM, VirtualConsole} from 'jsdom';
import {appLoaderSource} from '../appLoaderSource';
import {HYDRATED_EVENT} from '../hydratedEvent';

export const BASE_URL = '/slim/';
export const SCRIPTS = [
  `${BASE_URL}assets/js/app-modules.js`,
  `${BASE_URL}assets/js/runtime~main.js`,
  `${BASE_URL}assets/js/main.js`,
];
const CHUNK_GLOBAL = 'webpackChunkTest';

type LoaderPageOptions = {body?: string; path?: string; saveData?: boolean};

export type LoaderPage = Awaited<ReturnType<typeof openLoaderPage>>;

/** Opens a page at `path` (under the base path unless said) with `body`, its loader running and its load event fired. */
export async function openLoaderPage({body = '', path = `${BASE_URL}docs/`, saveData = false}: LoaderPageOptions = {}) {
  const consoleErrors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('error', (message: unknown) => consoleErrors.push(String(message)));
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    url: `http://127.0.0.1${path}`,
    runScripts: 'outside-only',
    virtualConsole,
  });
  const window = dom.window;
  const clock = FakeTimers.withGlobal(window).install({toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance']});
  // jsdom has no MessageChannel: the loader's steps (one posted message each) wait for the test's step().
  let stepsDue: (() => void)[] = [];
  class StepChannel {
    port1: {onmessage: (() => void) | null} = {onmessage: null};
    port2 = {postMessage: () => stepsDue.push(() => this.port1.onmessage?.())};
  }
  Object.assign(window, {MessageChannel: StepChannel});
  // jsdom has no idle callbacks: an idle period is whenever the test runs one.
  let idleQueue: (() => void)[] = [];
  Object.assign(window, {requestIdleCallback: (callback: () => void) => idleQueue.push(callback)});
  if (saveData) Object.defineProperty(window.navigator, 'connection', {value: {saveData: true}});
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve));
  window.eval(
    `${appLoaderSource()}(${JSON.stringify(SCRIPTS)}, ${JSON.stringify(BASE_URL)}, ${JSON.stringify(CHUNK_GLOBAL)}, ${JSON.stringify(HYDRATED_EVENT)})`,
  );
  await loaded;
  const document = window.document;
  const root = document.documentElement;
  /** The app's script elements the loader has added, in order. */
  const requestedScripts = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));

  return {
    window,
    document,
    clock,
    consoleErrors,
    requestedScripts,
    /** Runs the idle callbacks asked for so far (one idle period), then what their changes queued (MutationObserver records). */
    async idlePeriod() {
      const due = idleQueue;
      idleQueue = [];
      for (const callback of due) callback();
      await flushMicrotasks();
    },
    /** Delivers the messages posted so far: one step of the loader's per message. */
    step() {
      const due = stepsDue;
      stepsDue = [];
      for (const deliver of due) deliver();
    },
    /** The app's file `index` (in order) has run; its script element fires `load`. */
    scriptLoaded(index: number) {
      document.head.querySelectorAll('script')[index]!.dispatchEvent(new window.Event('load'));
    },
    scriptFailed(index: number) {
      document.head.querySelectorAll('script')[index]!.dispatchEvent(new window.Event('error'));
    },
    /** The app has hydrated (hydrationSignal.ts). */
    hydrated() {
      window.dispatchEvent(new window.Event(HYDRATED_EVENT));
    },
    settled: () => root.getAttribute('data-app-settled') === 'true',
    failedOpen: () => root.getAttribute('data-app-failed-open'),
    /** A press as the browser sends it: pointerdown, pointerup, then click; whether the click went on to the page (not held). */
    press(element: Element): boolean {
      element.dispatchEvent(new window.PointerEvent('pointerdown', {bubbles: true}));
      element.dispatchEvent(new window.PointerEvent('pointerup', {bubbles: true}));
      return element.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true}));
    },
    /** A key pressed on the page; whether the keydown went on (not held). */
    key(init: KeyboardEventInit, target: EventTarget = document.body): boolean {
      return target.dispatchEvent(new window.KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}));
    },
    close() {
      clock.uninstall();
      window.close();
    },
  };
}

async function flushMicrotasks(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}
