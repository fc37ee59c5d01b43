/*
 * Inlined in the head of every page by src/config/ssrTemplate.ts, in place of the theme's
 * <script defer> tags. A page is complete static HTML, so the app (client router, search, colour
 * toggle, tabs) starts on the reader's first interaction instead of competing with the first paint:
 * a reader who only reads never pays for it. Written in ES5 so that every browser can run it.
 *
 * - The app's files are fetched at idle priority once the page has loaded (not on 2G or with
 *   Save-Data, as the theme's own prefetching), so starting it later needs no download.
 * - The first pointer, touch, key, wheel, scroll or focus event starts it.
 * - What the reader did before the app had hydrated is done again once it has: a control pressed,
 *   the search shortcut, text typed into the search box.
 * - Scripts that cannot be found (the site served under another base path) show a banner.
 */
// @ts-check
/** @typedef {HTMLElement & {disabled?: boolean}} Control A button-like element the reader can press. */
(/** @param {string[]} scripts @param {string} baseUrl */ function (scripts, baseUrl) {
  var root = document.documentElement;
  var TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  var CONTROLS = 'button, summary, [role="button"], [role="tab"], a[href="#"]';
  var KEYBOARD_CLASS = 'navigation-with-keyboard';
  // Ctrl+K or Cmd+K focuses search (the search plugin's keymap), and in browsers their own search.
  var SEARCH_SHORTCUT_KEY = 'k';
  var started = false;
  /** @type {Control | null} */
  var pendingControl = null;
  /** @type {number[] | null} */
  var pendingControlPath = null;
  /** @type {KeyboardEventInit | null} */
  var pendingShortcut = null;
  /** @type {{field: HTMLInputElement, value: string} | null} */
  var typed = null;
  var bannerShown = false;

  function hasHydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }

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
      baseUrl + '). The site may be served under a base path it was not built for.';
    document.body.insertBefore(banner, document.body.firstChild);
  }

  /** @param {string} src */
  function addScript(src) {
    var script = document.createElement('script');
    script.src = src;
    // Scripts added by a script run as soon as they arrive; the runtime must run before main.
    script.async = false;
    script.onerror = showBaseUrlBanner;
    document.head.appendChild(script);
  }

  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < TRIGGERS.length; i++) removeEventListener(TRIGGERS[i], start, true);
    for (var j = 0; j < scripts.length; j++) addScript(scripts[j]);
  }

  function prefetch() {
    // Network Information API: Chromium only, hence not in TypeScript's DOM types.
    var connection = /** @type {{connection?: {saveData?: boolean, effectiveType?: string}}} */ (navigator).connection;
    if (connection && (connection.saveData || /2g/.test(connection.effectiveType || ''))) return;
    for (var i = 0; i < scripts.length; i++) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = scripts[i];
      link.onerror = showBaseUrlBanner;
      document.head.appendChild(link);
    }
  }

  /** @param {Control} control */
  function remember(control) {
    pendingControl = control;
    pendingControlPath = pathTo(control);
  }

  /**
   * @param {EventTarget | null} target
   * @returns {Control | null}
   */
  function controlOf(target) {
    var element = /** @type {Element | null} */ (target);
    return element && element.closest ? element.closest(CONTROLS) : null;
  }

  for (var i = 0; i < TRIGGERS.length; i++) addEventListener(TRIGGERS[i], start, {capture: true, passive: true});

  // A control still disabled when the press ends (the colour toggle waits for the app) receives
  // no click: remember the press. One enabled by then gets its click, from the app if it runs.
  addEventListener('pointerup', function (event) {
    var control = controlOf(event.target);
    if (control && control.disabled && !hasHydrated()) remember(control);
  }, true);
  addEventListener('click', function (event) {
    var control = controlOf(event.target);
    if (!control || hasHydrated()) return;
    event.preventDefault();
    remember(control);
  }, true);
  addEventListener('input', function (event) {
    var field = /** @type {HTMLInputElement} */ (event.target);
    if (!event.isTrusted || field.tagName !== 'INPUT') return;
    // Once the app runs it sees the reader's keystrokes itself: an older record must not undo them.
    typed = hasHydrated() ? null : {field: field, value: field.value};
  }, true);
  addEventListener('keydown', /** @param {KeyboardEvent} event */ function (event) {
    var shortcut = (event.ctrlKey || event.metaKey) && String(event.key).toLowerCase() === SEARCH_SHORTCUT_KEY;
    if (!shortcut || hasHydrated()) return;
    event.preventDefault();
    pendingShortcut = {key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true};
  }, true);

  // Where an element sits in the document, as child positions from the root.
  /**
   * @param {Element | null} node
   * @returns {number[]}
   */
  function pathTo(node) {
    var path = [];
    for (; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(/** @type {HTMLElement} */ (node.parentElement).children, node));
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
   * @param {Control} control
   * @param {number[]} path
   * @returns {Control | null}
   */
  function currentControl(control, path) {
    if (control.isConnected) return control;
    // The same tag as the control pressed, so a control too.
    var replacement = /** @type {Control | undefined} */ (nodeAt(path));
    return replacement && replacement.tagName === control.tagName && replacement.textContent === control.textContent
      ? replacement
      : null;
  }

  /**
   * @param {HTMLInputElement} field
   * @param {string} value
   */
  function setFieldValue(field, value) {
    // The native setter, so that the app sees the change as the reader's.
    var descriptor = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value'));
    /** @type {(this: HTMLInputElement, value: string) => void} */ (descriptor.set).call(field, value);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  }

  function replay() {
    var control = pendingControl && currentControl(pendingControl, /** @type {number[]} */ (pendingControlPath));
    if (control) control.click();
    if (pendingShortcut) document.dispatchEvent(new KeyboardEvent('keydown', pendingShortcut));
    // Hydration may reset a field to its rendered value: give it back what the reader typed.
    if (typed && typed.field.isConnected && typed.value && typed.field.value !== typed.value) {
      setFieldValue(typed.field, typed.value);
    }
    pendingControl = pendingShortcut = typed = null;
  }

  new MutationObserver(function (_records, observer) {
    if (!hasHydrated()) return;
    observer.disconnect();
    // After the app's own effects have run and its listeners are in place.
    setTimeout(replay, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});

  // The keyboard-navigation marker, as the theme sets it once it runs.
  addEventListener('keydown', /** @param {KeyboardEvent} event */ function (event) {
    if (event.key === 'Tab' && !hasHydrated()) document.body.classList.add(KEYBOARD_CLASS);
  }, true);
  addEventListener('mousedown', function () {
    if (!hasHydrated()) document.body.classList.remove(KEYBOARD_CLASS);
  }, true);

  if (location.pathname.indexOf(baseUrl) !== 0) {
    document.addEventListener('DOMContentLoaded', showBaseUrlBanner);
  }
  addEventListener('load', function () {
    (window.requestIdleCallback || setTimeout)(prefetch);
  });
})
