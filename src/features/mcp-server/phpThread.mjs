// @ts-check
// The worker thread run_php runs PHP in (phpRunner.ts starts it). The run core is TypeScript, as in
// the browser's worker: tsx compiles it here as it does for the server itself.
import {register} from 'tsx/esm/api';

register();
await import(new URL('phpWorker.ts', import.meta.url).href);
