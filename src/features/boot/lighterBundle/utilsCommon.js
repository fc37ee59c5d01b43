// @ts-check
// Stands in the browser's bundle for @docusaurus/utils-common's entry point (index.ts beside this
// file). That entry is CommonJS compiled with tslib's helpers, and one `require("tslib")` puts all of
// tslib (3.6 KB with Brotli) into every page's start-up files for one helper. The same exports,
// from the same files, without it; the compat contract `utils-common-entry` checks that they are.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
// The one export the entry defines itself (the blog post's container id); the contract compares it.
export const blogPostContainerID = '__blog-post-container';
