// @ts-check
/*
 * Inlined in the head of every page by ssrTemplate.ts (beside this file), in place of the theme's
 * <script defer> tags. A page is complete static HTML; the app (client router, search, colour
 * toggle, tabs) is fetched and started once the page has loaded and the browser is idle, so that
 * it never competes with the first paint (fetching it during load doubled LCP). See README.md.
 * Written in ES5 so that every browser can run it.
 *
 * - The app starts at idle time after the load event, or at the reader's first pointer, touch,
 *   key, wheel, scroll or focus event if that comes first. On 2G or with Save-Data (where the
 *   theme would not prefetch either) only the first interaction starts it.
 * - What the reader did before the app had hydrated is done again once it has: a control pressed,
 *   the search shortcut, text typed into the search box.
 * - Scripts that cannot be found (the site served under another base path) show a banner.
 * - It fails open: if a script of the app fails to load, the app throws before it has hydrated, or
 *   it has not settled within BOOT_BOUND_MS, the loader stops holding presses, gives back those it
 *   held, and the page is plain HTML (links, details/summary) from then on.
 * - It reads nothing the address can set: the theme's inline script copies `docusaurus-data-*`
 *   query parameters onto <html> as data attributes, so hydration is learnt from an event the app
 *   dispatches (hydrationSignal.ts), not from an attribute.
 */
// Called in the page with the app's files, in order (runtime first), the site's base path, the
// name of the bundler's chunk array (src/features/boot/chunkGlobal.ts) and the name of the event the app
// dispatches once it has hydrated (src/features/boot/hydrationSignal.ts).
/** @type {(scripts: string[], baseUrl: string, chunkGlobal: string, hydratedEvent: string) => void} */ (
  function (scripts, baseUrl, chunkGlobal, hydratedEvent) {
    var root = document.documentElement;
    var TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
    var CONTROLS = 'button, summary, [role="button"], [role="tab"], a[href="#"]';
    // The theme's links to the page's next and previous pages (docs, posts, the blog's list pages).
    var NEXT_AND_PREVIOUS = 'a.pagination-nav__link--next, a.pagination-nav__link--prev';
    var KEYBOARD_CLASS = 'navigation-with-keyboard';
    var SETTLED_ATTRIBUTE = 'data-app-settled';
    // Set (to why) when the loader gave up waiting for the app: for tests and tools, never read.
    var FAILED_OPEN_ATTRIBUTE = 'data-app-failed-open';
    // How long the app may take, from the moment its files are requested, to hydrate and settle
    // before the page is left to itself as plain HTML. Measured (npm run bench:boot: a phone's
    // screen, CPU slowed 4x, Lighthouse's slow 4G, cold cache, 3 runs of 5 pages, on a shared
    // 2-core machine): hydrated after 2.5-4.9 s (medians), settled after at most 5.6 s (the blog
    // list, 70 route chunks). 8 s leaves a working phone about 40% more than the slowest settling
    // seen, so that its early taps still go to the app; a press held longer than that is worse than
    // one that does nothing, so the bound is not longer.
    var BOOT_BOUND_MS = 8000;
    // Ctrl+K or Cmd+K focuses search (src/theme/SearchBar), and in browsers their own search.
    var SEARCH_SHORTCUT_KEY = 'k';
    // How long one step of evaluating the main bundle may take: well under the 50 ms that count as a
    // long task, even on a slow phone.
    var STEP_MS = 6;
    var started = false;
    // Set once the loader has taken over the bundler's chunk array (evaluateEntryInSteps).
    var stepping = false;
    // Set by the app's own event (hydrationSignal.ts).
    var hydrated = false;
    // Set once presses are no longer held: the app has settled and been handed what the reader did
    // before, or the loader has failed open.
    var settled = false;
    /** @type {{control: HTMLElement, path: number[]}[]} */
    var pendingPresses = [];
    // The control the pointer went down on, while presses are held.
    /** @type {{control: HTMLElement, path: number[]} | null} */
    var pointerDownOn = null;
    // Set when a pointer press was taken at its pointerup: the click that follows is the same press.
    var takenAtPointerup = false;
    /** @type {KeyboardEventInit | null} */
    var pendingShortcut = null;
    /** @type {{field: HTMLInputElement, value: string} | null} */
    var typed = null;
    var bannerShown = false;

    function showBaseUrlBanner() {
      if (bannerShown) return;
      bannerShown = true;
      var banner = document.createElement('div');
      banner.id = '__docusaurus-base-url-issue-banner-container';
      banner.setAttribute('role', 'alert');
      banner.style.cssText =
        'position:fixed;inset:0 0 auto 0;z-index:1000;padding:1rem;background:#fff4e5;color:#3d2600;' +
        'border-bottom:2px solid #b25e00;font:16px/1.5 system-ui,sans-serif';
      banner.textContent =
        'This page did not load properly: its scripts are not where the site expects them (under ' +
        baseUrl +
        '). The site may be served under a base path it was not built for.';
      document.body.insertBefore(banner, document.body.firstChild);
    }

    /**
     * @param {string} src
     * @param {(() => void) | null} onload
     */
    function addScript(src, onload) {
      var script = document.createElement('script');
      script.src = src;
      // Scripts added by a script run as soon as they arrive; the runtime must run before main.
      script.async = false;
      script.onerror = function () {
        showBaseUrlBanner();
        failOpen('script');
      };
      // A script's load event fires right after it has run, before the next one in order runs.
      script.onload = onload;
      document.head.appendChild(script);
    }

    function start() {
      if (started) return;
      started = true;
      for (var i = 0; i < TRIGGERS.length; i++) removeEventListener(TRIGGERS[i], start, true);
      // An error nobody caught before the app has hydrated (its bundle throws, a route chunk fails
      // to load and the start-up promise rejects, hydration throws) means it will not: fail open.
      // Bubbling listeners only: a resource that fails to load (an image) does not bubble to window.
      addEventListener('error', failOpenIfNotHydrated);
      addEventListener('unhandledrejection', failOpenIfNotHydrated);
      setTimeout(function () {
        failOpen('timeout');
      }, BOOT_BOUND_MS);
      for (var j = 0; j < scripts.length - 1; j++) addScript(scripts[j], evaluateEntryInSteps);
      addScript(scripts[scripts.length - 1], function () {
        evaluateEntryInSteps();
        // Every file has run and none was the runtime of the configured array: the app started unstepped.
        if (!stepping)
          console.error(
            'src/features/boot/appLoader.js: no bundler runtime took over the chunk array "' +
              chunkGlobal +
              '" (src/features/boot/chunkGlobal.ts); the app ran in one go.',
          );
      });
    }

    /** @param {() => void} task */
    function whenIdle(task) {
      if ('requestIdleCallback' in window) requestIdleCallback(task);
      else setTimeout(task, 50);
    }

    /**
     * @typedef {{(id: string): unknown, l: (...args: unknown[]) => void}} BundlerRequire
     * @typedef {[Array<string | number>, Record<string, unknown>, ((require: BundlerRequire) => unknown)?]} Chunk
     * @typedef {{push: (chunk: Chunk) => unknown, forEach: (each: (chunk: Chunk) => void) => void}} ChunkArray
     */

    // Run as soon as the bundler's runtime has (after each of the app's files, until one of them was
    // the runtime: it replaces the chunk array's push): the app's modules are not run in
    // one go. In one go, evaluating them is one task of 0.3-0.6 s on a phone, which Lighthouse counts
    // as blocking time. The bundle is laid out for this (entryChunk.ts): the chunks of the first load
    // other than main.js hold every module but the entry, and carry no startup function; main.js
    // holds the entry and its startup function. The former's modules are registered as they arrive,
    // then evaluated a few milliseconds' worth at a time, each step in a task of its own, and only
    // then is main's startup function run (its entry finds them evaluated). Uses the bundler's public
    // chunk format only: a chunk pushed with a function is handed the bundler's require (README.md:
    // "Evaluating the bundle in steps").
    function evaluateEntryInSteps() {
      var found = /** @type {ChunkArray | undefined} */ (/** @type {any} */ (window)[chunkGlobal]);
      if (stepping || !found || found.push === /** @type {unknown} */ (Array.prototype.push)) return;
      stepping = true;
      var chunks = found;
      var bundlerPush = chunks.push;
      /** @type {string[]} */
      var moduleIds = [];
      // Chunks of the first load that came before the runtime: it has registered them already.
      chunks.forEach(function (chunk) {
        if (!chunk[2]) moduleIds.push.apply(moduleIds, Object.keys(chunk[1]));
      });
      chunks.push = function (chunk) {
        var runEntry = chunk[2];
        if (!runEntry) {
          // The app's modules, when they come after the runtime: registered now, evaluated in steps.
          moduleIds.push.apply(moduleIds, Object.keys(chunk[1]));
          return bundlerPush(chunk);
        }
        chunks.push = bundlerPush;
        bundlerPush([chunk[0], chunk[1]]);
        var steps = new MessageChannel();
        /** @type {(() => void)[]} */
        var work = [];
        /** @param {() => void} task */
        function later(task) {
          if (work.push(task) === 1) steps.port2.postMessage(null);
        }
        steps.port1.onmessage = function () {
          var until = performance.now() + STEP_MS;
          while (work.length) {
            /** @type {() => void} */ (work.shift())();
            if (performance.now() >= until) break;
          }
          // (A task that queued work when the queue was empty has posted a message already.)
          if (work.length) steps.port2.postMessage(null);
        };
        bundlerPush([
          ['slim-boot-steps'],
          {},
          function (require) {
            moduleIds.forEach(function (id) {
              later(function () {
                try {
                  require(id);
                } catch (error) {
                  // Thrown again, and reported, when the entry requires it.
                }
              });
            });
            later(function () {
              deferScriptLoads(require, later);
              /** @type {(require: BundlerRequire) => unknown} */ (runEntry)(require);
              prefetchOnIntent();
            });
          },
        ]);
      };
    }

    // The entry fetches the route's chunks before it hydrates (about 70 on the blog list): their
    // script elements are added a few per step too, through the bundler's script loader `require.l`.
    // That name is the one part of the runtime that is not its public chunk format: if it is gone,
    // say so and let the runtime load the chunks its own way.
    /**
     * @param {BundlerRequire} require
     * @param {(task: () => void) => void} later
     */
    function deferScriptLoads(require, later) {
      var loadScript = require.l;
      if (typeof loadScript !== 'function') {
        console.error(
          'src/features/boot/appLoader.js: the bundler\'s require has no script loader `l` any more (README.md, "Theme assumptions"); route chunks load unstepped.',
        );
        return;
      }
      require.l = function () {
        var args = arguments;
        later(function () {
          loadScript.apply(require, /** @type {any} */ (args));
        });
      };
      later(function () {
        require.l = loadScript;
      });
    }

    // The theme prefetches the route chunks of every link as it comes into view (its Link calls
    // window.docusaurus.prefetch): on a desktop that is most of the sidebar, each chunk carrying a
    // whole page, fetched for a reader who may read this page and leave. Instead a link's chunks are
    // fetched when the reader shows intent: pointer over it or touch (the theme's Link preloads then
    // itself), or focus (added here); and the page's next and previous pages are prefetched at idle
    // time once the reader is near their links (whenNear), the likely next reads, except on 2G or
    // with Save-Data. window.docusaurus is frozen: it is replaced by one whose prefetch does nothing
    // and whose preload is the app's.
    function prefetchOnIntent() {
      var app = /** @type {{prefetch: (path: string) => unknown, preload: (path: string) => unknown} | undefined} */ (
        /** @type {any} */ (window).docusaurus
      );
      if (!app || !app.prefetch || !app.preload) return;
      var prefetch = app.prefetch;
      var preload = app.preload;
      /** @type {any} */ (window).docusaurus = Object.freeze({
        preload: preload,
        prefetch: function () {
          return false;
        },
      });
      addEventListener(
        'focusin',
        function (event) {
          var path = sameSitePath(event.target);
          if (path) preload(path);
        },
        true,
      );
      if (!fetchesAhead()) return;
      var links = document.querySelectorAll(NEXT_AND_PREVIOUS);
      for (var i = 0; i < links.length; i++) {
        whenNear(links[i], function (link) {
          whenIdle(function () {
            var path = sameSitePath(link);
            if (path) prefetch(path);
          });
        });
      }
    }

    // The next and previous links are at the end of the page: a reader who gets within a screen of
    // them is about to choose one, a reader who reads the top of a long page and leaves is not, and
    // fetching their pages for the latter cost a guide page 14 KB and the blog's list 32 KB (its next
    // page is 20 posts). On a page short enough to show them at once, they are near from the start.
    /**
     * @param {Element} element
     * @param {(element: Element) => void} task
     */
    function whenNear(element, task) {
      if (!('IntersectionObserver' in window)) {
        task(element);
        return;
      }
      var observer = new IntersectionObserver(
        function (entries) {
          if (
            !entries.some(function (entry) {
              return entry.isIntersecting;
            })
          )
            return;
          observer.disconnect();
          task(element);
        },
        {rootMargin: '0px 0px 100% 0px'},
      );
      observer.observe(element);
    }

    /**
     * The path of the page a link leads to on this site, other than this page; null otherwise.
     * @param {EventTarget | null} target
     * @returns {string | null}
     */
    function sameSitePath(target) {
      var link = target instanceof Element ? target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
      return link.pathname === location.pathname ? null : link.pathname;
    }

    // Not on 2G or with Save-Data (as the theme's own prefetching): there the first interaction
    // starts the app, and nothing is fetched ahead of the reader.
    function fetchesAhead() {
      /** @type {{saveData?: boolean, effectiveType?: string} | undefined} */
      var connection = /** @type {Navigator & {connection?: {saveData?: boolean, effectiveType?: string}}} */ (
        navigator
      ).connection;
      return !(connection && (connection.saveData || /2g/.test(connection.effectiveType || '')));
    }

    /** @param {HTMLElement} control */
    function remember(control) {
      pendingPresses.push({control: control, path: pathTo(control)});
    }

    /**
     * @param {EventTarget | null} target
     * @returns {HTMLElement | null}
     */
    function controlOf(target) {
      return target instanceof Element ? target.closest(CONTROLS) : null;
    }

    for (var i = 0; i < TRIGGERS.length; i++) addEventListener(TRIGGERS[i], start, {capture: true, passive: true});

    // Until the app has settled, a press on a control is the loader's: the app does not see it
    // (it may be hydrating, and some components render anew just after), and gets it once, later.
    // A pointer press is taken at its pointerup, when it ended on the control it began on (or the
    // one rendered anew at its place): a press during hydration makes React finish hydrating within
    // that pointerdown, the tabs render anew before its mousedown, and the browser then sends the
    // click to an ancestor (1 code-tab press in 2 at 1 s was lost so). A control still disabled when
    // the press ends (the colour toggle waits for the app) gets no click at all. Keyboard presses
    // come as clicks alone.
    addEventListener(
      'pointerdown',
      /** @param {PointerEvent} event */ function (event) {
        var control = controlOf(event.target);
        takenAtPointerup = false;
        pointerDownOn = control && !settled && event.button === 0 ? {control: control, path: pathTo(control)} : null;
      },
      true,
    );
    addEventListener(
      'pointerup',
      function (event) {
        var control = controlOf(event.target);
        var down = pointerDownOn;
        pointerDownOn = null;
        if (!control || !down || settled) return;
        if (control !== down.control && control !== currentControl(down.control, down.path)) return;
        remember(control);
        takenAtPointerup = true;
      },
      true,
    );
    addEventListener(
      'click',
      function (event) {
        var control = controlOf(event.target);
        var taken = takenAtPointerup;
        takenAtPointerup = false;
        if (!control || settled) return;
        event.preventDefault();
        event.stopPropagation();
        if (!taken) remember(control);
      },
      true,
    );
    addEventListener(
      'input',
      function (event) {
        var field = event.target;
        if (!event.isTrusted || !(field instanceof HTMLInputElement)) return;
        // Once the app runs it sees the reader's keystrokes itself: an older record must not undo them.
        typed = settled ? null : {field: field, value: field.value};
      },
      true,
    );
    addEventListener(
      'keydown',
      /** @param {KeyboardEvent} event */ function (event) {
        // A key press after a pointer press: its click is the key's own.
        takenAtPointerup = false;
        var shortcut = (event.ctrlKey || event.metaKey) && String(event.key).toLowerCase() === SEARCH_SHORTCUT_KEY;
        if (!shortcut || settled) return;
        event.preventDefault();
        event.stopPropagation();
        pendingShortcut = {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          bubbles: true,
          cancelable: true,
        };
      },
      true,
    );

    /**
     * Where an element sits in the document, as child positions from the root.
     * @param {Element} element
     */
    function pathTo(element) {
      /** @type {number[]} */
      var path = [];
      for (
        var node = /** @type {Element | null} */ (element);
        node && node.parentElement && node !== root;
        node = node.parentElement
      ) {
        path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      }
      return path;
    }

    /** @param {number[]} path */
    function nodeAt(path) {
      /** @type {Element | undefined} */
      var node = root;
      for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
      return node;
    }

    // Hydration keeps the server-rendered elements, but some components (tabs) render theirs anew
    // right after it: then the control at the same place, with the same text, is the one pressed.
    /**
     * @param {HTMLElement} control
     * @param {number[]} path
     * @returns {HTMLElement | null}
     */
    function currentControl(control, path) {
      if (control.isConnected) return control;
      var replacement = nodeAt(path);
      return replacement instanceof HTMLElement &&
        replacement.tagName === control.tagName &&
        replacement.textContent === control.textContent
        ? replacement
        : null;
    }

    /**
     * @param {HTMLInputElement} field
     * @param {string} value
     */
    function setFieldValue(field, value) {
      // The native setter, so that the app sees the change as the reader's.
      var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      if (setter && setter.set) setter.set.call(field, value);
      field.dispatchEvent(new Event('input', {bubbles: true}));
    }

    /** @param {Event} event */
    function failOpenIfNotHydrated(event) {
      if (!hydrated) failOpen(event.type);
    }

    // Presses are no longer held: those held so far are handed to the page now (to the app's
    // controls, or, failing open, to the browser: a summary opens its details, a link is followed).
    /** @param {string} reason */
    function failOpen(reason) {
      if (settled) return;
      root.setAttribute(FAILED_OPEN_ATTRIBUTE, reason);
      release();
    }

    function settle() {
      release();
      // For tests and tools: from here on the app serves every press itself.
      root.setAttribute(SETTLED_ATTRIBUTE, 'true');
    }

    function release() {
      if (settled) return;
      settled = true;
      var presses = pendingPresses;
      pendingPresses = [];
      for (var i = 0; i < presses.length; i++) {
        var control = currentControl(presses[i].control, presses[i].path);
        if (control) control.click();
      }
      if (pendingShortcut) document.dispatchEvent(new KeyboardEvent('keydown', pendingShortcut));
      // Hydration may reset a field to its rendered value: give it back what the reader typed.
      if (typed && typed.field.isConnected && typed.value && typed.field.value !== typed.value) {
        setFieldValue(typed.field, typed.value);
      }
      pendingShortcut = typed = null;
    }

    // Idle rounds to wait at most for the page to stop changing after hydration.
    var MAX_SETTLE_ROUNDS = 5;

    addEventListener(hydratedEvent, function () {
      if (hydrated) return;
      hydrated = true;
      // Hand over once the app is idle and the page has stopped changing: its effects have run, its
      // listeners are in place, and what it renders anew after hydration is done (tabs remount once
      // they know they run in a browser, at a moment of React's choosing). A press handed to a tab
      // about to be replaced was lost (1 of 5 code-tab presses at 1 s); two posted-message turns,
      // sooner still, lost 1 of 3.
      var changed = false;
      var rounds = 0;
      var changes = new MutationObserver(function () {
        changed = true;
      });
      changes.observe(document.body, {childList: true, subtree: true});
      var wait =
        'requestIdleCallback' in window
          ? function (/** @type {() => void} */ next) {
              requestIdleCallback(next, {timeout: 1000});
            }
          : function (/** @type {() => void} */ next) {
              setTimeout(next, 50);
            };
      function replayWhenStill() {
        rounds++;
        if (changed && rounds < MAX_SETTLE_ROUNDS) {
          changed = false;
          wait(replayWhenStill);
          return;
        }
        changes.disconnect();
        settle();
      }
      // At least two idle rounds: what React renders after hydration may begin after the first.
      changed = true;
      wait(replayWhenStill);
    });

    // The keyboard-navigation marker, as the theme sets it once it runs.
    addEventListener(
      'keydown',
      /** @param {KeyboardEvent} event */ function (event) {
        if (event.key === 'Tab' && !hydrated) document.body.classList.add(KEYBOARD_CLASS);
      },
      true,
    );
    addEventListener(
      'mousedown',
      function () {
        if (!hydrated) document.body.classList.remove(KEYBOARD_CLASS);
      },
      true,
    );

    if (location.pathname.indexOf(baseUrl) !== 0) {
      document.addEventListener('DOMContentLoaded', showBaseUrlBanner);
    }
    // Fetched and run once the page has loaded and the browser is idle: never in the way of the
    // first paint, and running before the reader's first tap in the common case.
    addEventListener('load', function () {
      if (fetchesAhead()) (window.requestIdleCallback || setTimeout)(start);
    });
  }
);
