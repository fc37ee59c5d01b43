/*
 * The inline loader: a head tag of every page (index.ts), called by the page template
 * (ssrTemplate.ts) with the app's files in order, the base path, the bundler's chunk array name
 * (chunkGlobal.ts) and the event the app sends once it has hydrated (hydrationSignal.ts).
 * Compiled to one minified expression by appLoaderSource.ts. See README.md for the figures.
 *
 * Its state, one at a time, and what moves it on:
 *
 *   waiting ──(idle after load, or the first interaction)──▶ loading
 *   loading ──(the app's hydrated event)──▶ hydrated
 *   hydrated ──(the next task)──▶ settled
 *   waiting, loading or hydrated ──(a file fails, an error before hydration, 8 s)──▶ failed-open
 *
 * Until settled or failed-open, a press on a control (and Ctrl/Cmd+K) is held: the app does not
 * see it, and is handed it once when it settles. Failing open hands held presses to the browser
 * instead, and from then on the page is plain HTML until the app, if it ever comes, serves it.
 * It reads nothing the address can set (the theme copies `docusaurus-data-*` query parameters onto
 * <html>): hydration is learnt from the app's own event.
 */
(function appLoader(scripts: string[], baseUrl: string, chunkGlobal: string, hydratedEvent: string): void {
  type State = 'waiting' | 'loading' | 'hydrated' | 'settled' | 'failed-open';
  type Press = {control: HTMLElement; path: number[]};
  type BundlerRequire = (id: string) => unknown;
  type Chunk = [Array<string | number>, Record<string, unknown>, ((require: BundlerRequire) => unknown)?];
  type ChunkArray = {push: (chunk: Chunk) => unknown; forEach: (each: (chunk: Chunk) => void) => void};

  const root = document.documentElement;
  const TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  const CONTROLS = 'button, summary, [role="button"], [role="tab"], a[href="#"]';
  // From the request of the files to settled: at most 5.6 s seen on a phone profile (npm run
  // bench:boot); a press held longer than this is worse than one that does nothing.
  const BOOT_BOUND_MS = 8000;
  // One step of evaluating the app's modules: well under the 50 ms of a long task on a slow phone.
  const STEP_MS = 6;

  let state: State = 'waiting';
  let held: Press[] = [];
  let heldShortcut: KeyboardEventInit | null = null;
  let typed: {field: HTMLInputElement; value: string} | null = null;
  // The control a pointer went down on; whether its press was taken at pointerup (its click is then the same press).
  let pointerDownOn: Press | null = null;
  let takenAtPointerup = false;

  const holding = () => state === 'waiting' || state === 'loading' || state === 'hydrated';
  const idle = (task: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 50);
  // Not on 2G or with Save-Data: there nothing is fetched before the reader interacts.
  const fetchesAhead = () => {
    const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
    return !(connection && (connection.saveData || /2g/.test(connection.effectiveType || '')));
  };

  // ── waiting → loading ──────────────────────────────────────────────────────────────────────
  function start(): void {
    if (state !== 'waiting') return;
    state = 'loading';
    TRIGGERS.forEach((type) => removeEventListener(type, start, true));
    // An error nobody caught before hydration (the bundle threw, a route chunk failed, hydration threw) means it will not.
    addEventListener('error', failOpenBeforeHydration);
    addEventListener('unhandledrejection', failOpenBeforeHydration);
    setTimeout(() => failOpen('timeout'), BOOT_BOUND_MS);
    scripts.forEach((src, index) => {
      const script = document.createElement('script');
      script.src = src;
      // Added by a script, a file runs as soon as it arrives: the runtime must run before main.
      script.async = false;
      script.onerror = () => {
        showBaseUrlBanner();
        failOpen('script');
      };
      script.onload = () => {
        stepThroughModules();
        if (index === scripts.length - 1 && !stepping)
          console.error(
            `appLoader: no bundler runtime took over the chunk array "${chunkGlobal}"; the app ran in one go.`,
          );
      };
      document.head.appendChild(script);
    });
  }

  // ── loading: the app's modules evaluated a few milliseconds at a time ─────────────────────
  // In one go they are one task of 0.3-0.6 s on a phone. The bundle is laid out for this
  // (entryChunk.ts): main.js is the entry alone with its startup function; every other module of
  // the first load is in chunks without one. Once the runtime has taken over the chunk array, main's
  // chunk is registered without its startup function, a chunk of the loader's own is handed the
  // bundler's require, requires the other modules in steps, and then runs main's startup.
  let stepping = false;
  function stepThroughModules(): void {
    const chunks = (window as unknown as Record<string, ChunkArray | undefined>)[chunkGlobal];
    if (stepping || !chunks || chunks.push === (Array.prototype.push as unknown)) return;
    stepping = true;
    const bundlerPush = chunks.push;
    const moduleIds: string[] = [];
    chunks.forEach((chunk) => {
      if (!chunk[2]) moduleIds.push(...Object.keys(chunk[1]));
    });
    chunks.push = (chunk) => {
      const runEntry = chunk[2];
      if (!runEntry) {
        moduleIds.push(...Object.keys(chunk[1]));
        return bundlerPush(chunk);
      }
      chunks.push = bundlerPush;
      bundlerPush([chunk[0], chunk[1]]);
      return bundlerPush([
        ['slim-boot-steps'],
        {},
        (require) => {
          const work: (() => void)[] = moduleIds.map((id) => () => {
            try {
              require(id);
            } catch {
              // Thrown again, and reported, when the entry requires it.
            }
          });
          work.push(() => {
            runEntry(require);
            prefetchOnIntent();
          });
          const steps = new MessageChannel();
          steps.port1.onmessage = () => {
            const until = performance.now() + STEP_MS;
            while (work.length && performance.now() < until) work.shift()!();
            if (work.length) steps.port2.postMessage(null);
          };
          steps.port2.postMessage(null);
        },
      ]);
    };
  }

  // The theme's Link prefetches the route chunks of every link that comes into view
  // (window.docusaurus.prefetch), each a whole page's content, for a reader who may read this page
  // and leave: tens of kilobytes a page view (docs-dev/decisions/0005-rent.md). The frozen object is
  // replaced by one whose prefetch does nothing and whose preload (the theme's, when the pointer
  // enters a link or a finger touches it) is the app's; a link's keyboard focus preloads too.
  function prefetchOnIntent(): void {
    const app = (window as {docusaurus?: {prefetch?: unknown; preload?: (path: string) => unknown}}).docusaurus;
    const preload = app?.preload;
    if (!app?.prefetch || !preload) return;
    (window as {docusaurus?: unknown}).docusaurus = Object.freeze({preload, prefetch: () => false});
    listen('focusin', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === location.origin && link.pathname !== location.pathname)
        preload(link.pathname);
    });
  }

  // ── loading → hydrated → settled ───────────────────────────────────────────────────────────
  // The app's event comes from an effect of the render after hydration (hydrationSignal.ts), which
  // rendered the theme's tabs anew, after every other effect (the site's Root is the outermost): what
  // was held is handed over in the next task. Idle periods cost up to a second on a busy phone.
  let hydratedOnce = false;
  addEventListener(hydratedEvent, () => {
    if (hydratedOnce) return;
    hydratedOnce = true;
    if (state === 'loading') state = 'hydrated';
    setTimeout(() => {
      release('settled');
      // For tests and tools (never read): from here on the app serves every press itself.
      root.setAttribute('data-app-settled', 'true');
    });
  });

  // ── failed-open ────────────────────────────────────────────────────────────────────────────
  function failOpenBeforeHydration(event: Event): void {
    if (state === 'loading') failOpen(event.type);
  }
  function failOpen(reason: string): void {
    if (!holding()) return;
    root.setAttribute('data-app-failed-open', reason);
    release('failed-open');
  }

  // Held presses go to the page once: to the app's controls, or failing open to the browser
  // (a summary opens its details, a link is followed; a button without its app does nothing).
  function release(next: 'settled' | 'failed-open'): void {
    if (!holding()) {
      if (next === 'settled') state = next;
      return;
    }
    state = next;
    held.forEach(({control, path}) => currentControl(control, path)?.click());
    if (heldShortcut) document.dispatchEvent(new KeyboardEvent('keydown', heldShortcut));
    // Hydration may reset a field to its rendered value: it gets back what the reader typed.
    if (typed && typed.field.isConnected && typed.value && typed.field.value !== typed.value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(typed.field, typed.value);
      typed.field.dispatchEvent(new Event('input', {bubbles: true}));
    }
    held = [];
    heldShortcut = typed = null;
  }

  // ── holding presses ────────────────────────────────────────────────────────────────────────
  const controlOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
  // Where an element sits: child positions from <html>. A control rendered anew (a tab) is the
  // element at the same place with the same tag and text.
  function pathTo(element: Element): number[] {
    const path: number[] = [];
    for (let node: Element = element; node.parentElement && node !== root; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return path;
  }
  function currentControl(control: HTMLElement, path: number[]): HTMLElement | null {
    if (control.isConnected) return control;
    let node: Element | undefined = root;
    for (let i = 0; node && i < path.length; i++) node = node.children[path[i]!];
    return node instanceof HTMLElement && node.tagName === control.tagName && node.textContent === control.textContent
      ? node
      : null;
  }

  const listen = <K extends keyof WindowEventMap>(type: K, handler: (event: WindowEventMap[K]) => void) =>
    addEventListener(type, handler, true);
  // A pointer press is taken at pointerup if it ends on the control it began on (or the one
  // rendered anew at its place): a press during hydration makes React finish hydrating within the
  // pointerdown, tabs render anew before the mousedown, and the browser sends the click to an
  // ancestor. A control still disabled at pointerup (the colour toggle) gets no click at all.
  listen('pointerdown', (event) => {
    const control = controlOf(event.target);
    takenAtPointerup = false;
    pointerDownOn = control && holding() && event.button === 0 ? {control, path: pathTo(control)} : null;
  });
  listen('pointerup', (event) => {
    const control = controlOf(event.target);
    const down = pointerDownOn;
    pointerDownOn = null;
    if (!control || !down) return;
    if (control !== down.control && control !== currentControl(down.control, down.path)) return;
    if (holding()) {
      held.push({control, path: pathTo(control)});
      takenAtPointerup = true;
    } else if (!down.control.isConnected) {
      // Begun while held on a control the app has since rendered anew, ended once it serves the page.
      control.click();
    }
  });
  // Keyboard presses come as clicks alone.
  listen('click', (event) => {
    const control = controlOf(event.target);
    const taken = takenAtPointerup;
    takenAtPointerup = false;
    if (!control || !holding()) return;
    event.preventDefault();
    event.stopPropagation();
    if (!taken) held.push({control, path: pathTo(control)});
  });
  listen('keydown', (event) => {
    takenAtPointerup = false;
    // Ctrl+K or Cmd+K focuses the site's search (and, left alone, the browser's).
    if (!holding() || !(event.ctrlKey || event.metaKey) || String(event.key).toLowerCase() !== 'k') return;
    event.preventDefault();
    event.stopPropagation();
    heldShortcut = {key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true};
  });
  listen('input', (event) => {
    const field = event.target;
    if (!event.isTrusted || !(field instanceof HTMLInputElement)) return;
    // Once the app runs it sees the keystrokes itself: an older record must not undo them.
    typed = holding() ? {field, value: field.value} : null;
  });

  // ── the base path ──────────────────────────────────────────────────────────────────────────
  // The theme's banner is off (baseUrlIssueBanner): it tests for the app at DOMContentLoaded, which
  // this loader starts later. Shown when the files are missing or the page is outside the base path.
  let bannerShown = false;
  function showBaseUrlBanner(): void {
    if (bannerShown) return;
    bannerShown = true;
    const banner = document.createElement('div');
    banner.id = '__docusaurus-base-url-issue-banner-container';
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'position:fixed;inset:0 0 auto 0;z-index:1000;padding:1rem;background:#fff4e5;color:#3d2600;' +
      'border-bottom:2px solid #b25e00;font:16px/1.5 system-ui,sans-serif';
    banner.textContent = `This page did not load properly: its scripts are not where the site expects them (under ${baseUrl}). The site may be served under a base path it was not built for.`;
    document.body.insertBefore(banner, document.body.firstChild);
  }
  if (location.pathname.indexOf(baseUrl) !== 0) document.addEventListener('DOMContentLoaded', showBaseUrlBanner);

  // ── waiting ────────────────────────────────────────────────────────────────────────────────
  TRIGGERS.forEach((type) => addEventListener(type, start, {capture: true, passive: true}));
  addEventListener('load', () => {
    if (fetchesAhead()) idle(start);
  });
});
