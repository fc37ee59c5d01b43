// The playground's public entry for code that runs in the browser (the tutorial's Check, Share and
// Download): running PHP in the page's worker, the share codec, the editor (loaded on first use) and
// the model pieces a page needs. Its components other features render are theme components
// (`@theme/RunExample`, theme/). Build-time code imports index.mjs; Node's runner is node.ts.
export {runPhp, RunStopped, stop, timeBudget, type Progress} from './RunExample/phpClient';
export type {ExampleFile, FromWorker, ToWorker} from './RunExample/protocol';
export {decodeShared, encodeShared, linkText} from './share/codec';
export {declaredClasses} from './model/declared-classes.mjs';
export {composerProjectFor, packageSet, setId} from './model/package-sets.mjs';
/** The versions every package is pinned at (the Composer project the package sets are installed from). */
export {default as pinnedVersions} from './composer/composer.json';

/** The code editor (CodeMirror), in a chunk of its own: only a reader who edits loads it. */
export const loadCodeEditor = () => import('./RunExample/CodeEditor');
