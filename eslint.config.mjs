// @ts-check
// Lint rules for every code file: TypeScript's recommended checks with types, React's rules of
// hooks, and the accessibility rules for JSX. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import {readdirSync} from 'node:fs';

// Features are modules: across features, code imports only a feature's public entries: `index` (its
// plugin and its API for build-time code), `client` (its API for code that runs in the browser) and
// `node` (its API for a Node program, where it has one). The list of features is the folder's.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ENTRIES = ['index', 'client', 'node'];

/** Import patterns (gitignore-style, on the specifier) that reach into `feature` past its entries. */
function deepImportsOf(feature) {
  return {
    group: [
      `**/${feature}/**`,
      ...ENTRIES.flatMap((entry) => [`!**/${feature}/${entry}`, `!**/${feature}/${entry}.*`]),
    ],
    message: `Import src/features/${feature} through its public entry (${ENTRIES.map((entry) => `${feature}/${entry}`).join(' or ')}), not a file inside it.`,
  };
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/',
      'under-load-report/',
      'budget-report/',
      '.lighthouseci/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // Unused names are TypeScript's to report (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      // Build-time modules read JSON and CommonJS through require() on purpose (webpack's static require).
      '@typescript-eslint/no-require-imports': 'off',
      // Docusaurus's logger is a tagged template (logger.info`…`): a call, not a stray expression.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  {
    // Tool configurations that their tools load with require() (Lighthouse CI, size-limit).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The app loader is one function expression that the page template calls inline (ssrTemplate.ts).
    files: ['src/features/boot/appLoader.ts'],
    rules: {'@typescript-eslint/no-unused-expressions': 'off'},
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: FEATURES.filter((other) => other !== feature).map((other) => deepImportsOf(other))},
      ],
    },
  })),
  {
    // What every feature may use belongs to none of them: the shared folders import no feature.
    files: ['src/shared/**/*.{ts,tsx,js,mjs}', 'src/config/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message: 'src/shared and src/config import no feature: move the module into the feature it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      // The rules of hooks. (The plugin's React Compiler readiness rules are left out: the site does
      // not use the compiler, and they flag ref objects the theme's own hooks hand out.)
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable <pre> must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel']}],
    },
  },
);
