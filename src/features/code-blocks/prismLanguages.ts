/**
 * The languages code blocks highlight beyond prism-react-renderer's own, each with what registers it
 * (Prism's components register themselves on a global `Prism`; see theme/prism-include-languages.ts).
 * The theme's own registration requires `prismjs/components/prism-${name}` with a computed name,
 * which makes the bundler pack every one of Prism's ~300 components; these requires are static.
 * docusaurus.config.ts lists the names to the theme from here.
 */
export const prismLanguageLoaders = {
  // PHP embeds itself in HTML through markup-templating.
  php: () => {
    require('prismjs/components/prism-markup-templating.js');
    require('prismjs/components/prism-php');
  },
  bash: () => require('prismjs/components/prism-bash'),
  json: () => require('prismjs/components/prism-json'),
  javascript: () => require('prismjs/components/prism-javascript'),
  nginx: () => require('prismjs/components/prism-nginx'),
  apacheconf: () => require('prismjs/components/prism-apacheconf'),
  ini: () => require('prismjs/components/prism-ini'),
  http: () => require('prismjs/components/prism-http'),
  diff: () => require('prismjs/components/prism-diff'),
  docker: () => require('prismjs/components/prism-docker'),
} satisfies Record<string, () => unknown>;

export const additionalPrismLanguages = Object.keys(prismLanguageLoaders);
