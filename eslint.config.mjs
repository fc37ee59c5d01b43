// @ts-check
// Lint rules for every code file: TypeScript's recommended checks with types, React's rules of
// hooks, and the accessibility rules for JSX. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
