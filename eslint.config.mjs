// @ts-check
// Lint rules for every code file: TypeScript's recommended checks with types, React's rules of
// hooks, and the accessibility rules for JSX. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'tests/fixtures/']},
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
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
