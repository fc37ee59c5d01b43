// Reliances checked on the installed packages (node_modules): no build needed.
import {existsSync} from 'node:fs';
import type {Reliance} from '../reliances';
import {broken, installedFile, requireFromRoot} from '../contract';
import {declaredExports} from './declarations';
import {importedFrom} from './sources';

const THEME_COMMON_INTERNAL = '@docusaurus/theme-common/internal';

export const themeCommonInternal: Reliance = {
  id: 'theme-common-internal',
  what: `Hooks imported from \`${THEME_COMMON_INTERNAL}\`, the theme's internal entry point`,
  upstream: {package: '@docusaurus/theme-common', checkedOn: '3.8.1'},
  usedIn: importedFrom(THEME_COMMON_INTERNAL).files,
  tier: 'install',
  check() {
    const {names} = importedFrom(THEME_COMMON_INTERNAL);
    if (names.length === 0)
      broken(`the site imports nothing from ${THEME_COMMON_INTERNAL} any more: remove this reliance`);
    const declared = declaredExports(installedFile('@docusaurus/theme-common', 'lib/internal.d.ts'));
    const missing = names.filter((name) => !declared.get(name)?.callable);
    if (missing.length) broken(`${THEME_COMMON_INTERNAL} no longer exports ${missing.join(', ')} as a function`);
  },
};

export const prismRegistrationModule: Reliance = {
  id: 'prism-registration-module',
  what: "The theme's client module that registers Prism's languages at start-up, which the browser's bundle replaces with an empty module (`NormalModuleReplacementPlugin`)",
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: ['src/features/code-blocks/lazyPrism/index.ts'],
  tier: 'install',
  check() {
    const file = installedFile('@docusaurus/theme-classic', 'lib/prism-include-languages.js');
    if (!existsSync(file))
      broken(
        '@docusaurus/theme-classic/lib/prism-include-languages.js is gone: the replacement in lazyPrism/index.ts matches nothing and Prism is back in the main bundle',
      );
  },
  alsoProvenBy: ['src/features/code-blocks/tests/lazy-prism.test.mjs'],
};

export const phpWasmHooks: Reliance = {
  id: 'php-wasm-private-hooks',
  what: "`@php-wasm/universal`'s `__private__dont__use` symbol, the key of a PHP instance's Emscripten runtime, whose `onStdout`, `onStderr` and `onHeaders` hooks the worker takes over to cap output",
  upstream: {package: '@php-wasm/universal', checkedOn: '3.1.55'},
  usedIn: ['src/features/playground/RunExample/php.worker.ts'],
  tier: 'install',
  check() {
    const universal = requireFromRoot('@php-wasm/universal') as Record<string, unknown>;
    if (typeof universal.__private__dont__use !== 'symbol')
      broken(
        '@php-wasm/universal no longer exports __private__dont__use as a symbol: captureOutput cannot reach the runtime',
      );
  },
  // The hooks themselves live in the runtime built for the browser: the corpus runs them.
  alsoProvenBy: ['src/features/playground/tests/hostile-php.spec.ts'],
};
