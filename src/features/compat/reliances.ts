// Every detail of Docusaurus, its classic theme, the bundler or @php-wasm that the site relies on
// and that upstream does not promise (no public, documented API), written once: what it is, which
// package and version it was checked on, where the site uses it, and a contract check that fails
// with a message naming the reliance and what changed. docs-dev/compat.md is generated from this
// list (npm run compat:doc); the unit tier runs the checks that read node_modules, the content
// tests those that read the build, and the upgrade canary both on the newest Docusaurus 3.x.
import {ejectedComponents} from './checks/ejected';
import {phpWasmHooks, prismRegistrationModule, themeCommonInternal} from './checks/installed';
import {linkPrefetchCalls} from './checks/intent';
import {wrappedComponents} from './checks/wrapped';
import {chunkFormat, themeMarkup} from './checks/build';

/** Where a check looks: the installed packages (`install`, no build needed) or the production build (`build`). */
type Tier = 'install' | 'build';

export type Reliance = {
  /** Short, stable name, used in test titles and failure messages. */
  id: string;
  /** What the site relies on, in a sentence. */
  what: string;
  /** The npm package that owns the detail, and the version the check was written against. */
  upstream: {package: string; checkedOn: string};
  /** The site's files that rely on it. */
  usedIn: string[];
  tier: Tier;
  /** Throws ContractBroken (naming what changed) when upstream is no longer what the site relies on. */
  check: (context: {buildDir: string}) => void | Promise<void>;
  /** Other tests that prove the reliance end to end (in the browser, over the build). */
  alsoProvenBy?: string[];
};

export const RELIANCES: Reliance[] = [
  themeCommonInternal,
  wrappedComponents,
  ejectedComponents,
  prismRegistrationModule,
  phpWasmHooks,
  chunkFormat,
  themeMarkup,
  linkPrefetchCalls,
];
