/**
 * A comparison for the benchmarks, not a mode of the site: `THEME_LOADING=1 npm run build` gives
 * pages with Docusaurus's own template (its `<script defer>` tags), no inline loader, the theme's
 * base-URL banner and the bundler's default chunk layout, so that scripts/bench/lighthouse.mjs can
 * measure what the idle start buys beside the theme's loading in the same run. No test suite runs
 * on such a build. Read once, at build time, from the environment of the build only.
 */
export const THEME_LOADING = process.env.THEME_LOADING === '1';
