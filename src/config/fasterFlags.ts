import {docusaurusAtLeast} from './docusaurusVersion';

type FasterFlags = {
  swcJsLoader: boolean;
  swcJsMinimizer: boolean;
  swcHtmlMinimizer: boolean;
  lightningCssMinimizer: boolean;
  mdxCrossCompilerCache: boolean;
  rspackBundler: boolean;
  rspackPersistentCache: boolean;
  ssgWorkerThreads: boolean;
};

/**
 * The `future` entry of Docusaurus Faster's flags, under the name the installed Docusaurus reads:
 * 3.10 renamed `future.experimental_faster` to `future.faster` and rejects the old name, 3.8 knows
 * only the old one. The site is pinned to 3.8.1; this lets the upgrade canary (npm run
 * test:upgrade) get past that rename to whatever breaks next. Drop it once the site is on 3.10.
 */
export function fasterFlags(flags: FasterFlags): {experimental_faster: FasterFlags} {
  const renamed = docusaurusAtLeast(3, 10);
  // Typed as 3.8.1's config has it; a 3.10 config type names the same object `faster`.
  return (renamed ? {faster: flags} : {experimental_faster: flags}) as {experimental_faster: FasterFlags};
}
