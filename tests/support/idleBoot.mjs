// @ts-check
// The tag of the browser tests that are about the idle boot's loader itself (src/features/boot/appLoader.js:
// presses held before hydration and replayed, failing open, the bundle evaluated in steps). A build
// with the theme's own loading (THEME_LOADING=1) has no loader: `npm run test:theme-loading` runs
// the rest of the suite on it (--grep-invert this tag).
export const IDLE_BOOT_TAG = '@idle-boot';

/**
 * The details of a test about the loader: the tag, and why the theme's loading cannot pass it.
 * @param {string} reason one line
 * @returns {{tag: string, annotation: {type: string, description: string}}}
 */
export function idleBoot(reason) {
  return {tag: IDLE_BOOT_TAG, annotation: {type: 'idle-boot', description: reason}};
}
