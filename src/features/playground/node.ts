// The playground's public entry for running PHP in Node (the MCP server's run_php): the Run button's
// run core on the same PHP build, its protocol's types, the notes on what a run dropped, and what the
// plugin packed. The hostile-PHP corpus is here too: every runner of reader code is tried on it.
export {preparePhp, runOnce, type PreparedPhp, type VendorFiles} from './RunExample/phpRun';
export type {ExampleFile, PhpRequest, PhpResponse} from './RunExample/protocol';
export {droppedNotes} from './RunExample/droppedNotes';
export {webPhpInNode} from './node/webPhpInNode';
export {installedSlimVersion, type PackedSet} from './phpPlayground';
export {HOSTILE_PROGRAMS, type Expectation} from './tests/hostile-php/corpus';
