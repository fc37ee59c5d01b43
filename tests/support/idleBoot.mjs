// @ts-check
// The tag of browser tests about the idle boot's loader itself (src/features/boot/appLoader.ts).
// It once let a second suite run the rest on a build with the theme's own loading; that suite is
// gone (THEME_LOADING=1 is a benchmark comparison only), so the tag filters nothing. Kept only while
// src/features/playground/tests/run-example.spec.ts still imports it; delete it with that import.
export const IDLE_BOOT_TAG = '@idle-boot';

/**
 * The details of a test about the loader: the tag, and why.
 * @param {string} reason one line
 * @returns {{tag: string, annotation: {type: string, description: string}}}
 */
export function idleBoot(reason) {
  return {tag: IDLE_BOOT_TAG, annotation: {type: 'idle-boot', description: reason}};
}
