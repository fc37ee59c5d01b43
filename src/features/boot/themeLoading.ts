/**
 * The build switch for the theme's own way of loading the app: `THEME_LOADING=1 npm run build`
 * gives pages with Docusaurus's `<script defer>` tags, no inline loader, the theme's base-URL banner
 * and the bundler's default chunk layout, for debugging and for comparison (scripts/bench/lighthouse.mjs builds such a
 * variant). Read once, at build time, from the environment of the build only.
 */
export const THEME_LOADING = process.env.THEME_LOADING === '1';
