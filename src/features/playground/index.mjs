// @ts-check
// The playground's public entry for build-time and Node code (other features' plugins, models and
// tests): the example model and the package sets, with their installs (Node only: it runs Composer).
// Code that also runs in the browser imports client.ts; running PHP in Node is node.ts.
export {DEFAULT_PACKAGES, packageSet, setId} from './model/package-sets.mjs';
export {installPackageSet} from './model/package-set-install.mjs';
export {collectExamples, isRunnable, SLIM4_EXAMPLES} from './model/php-examples.mjs';
/** @typedef {import('./model/php-examples.mjs').ExampleRequest} ExampleRequest */
export {composerInstall, installedPackages} from './model/composer.mjs';
export {markdownFiles} from './model/markdown-blocks.mjs';
export {ENTRY_POINT, PROJECT_DIRS, projectFiles} from './model/project.mjs';
export {entryPointFor} from './model/entry-point.mjs';
export {declaredClasses} from './model/declared-classes.mjs';
