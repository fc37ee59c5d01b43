// What the build hands the MCP server (written by index.ts, read by data.ts): plain JSON, paths
// relative to the build folder.

/** Relative to the build folder. */
export const MANIFEST_FILE = 'mcp/manifest.json';

export type McpPage = {
  /** Inside its guide: `objects/routing`; "" for the guide's home. */
  path: string;
  title: string;
  /** The canonical web address. */
  url: string;
  /** The Markdown copy, relative to the build folder: `docs/v4/objects/routing.md`. */
  markdown: string;
};

export type McpVersion = {
  /** `v4`: the URL segment and the `version` argument. */
  label: string;
  /** `Slim 4 guide`. */
  guide: string;
  isCurrent: boolean;
  isUnmaintained: boolean;
  /** The guide's search index, relative to the build folder. */
  searchIndex: string;
  pages: McpPage[];
};

/** One package set a Run button or the tutorial's Check runs on (src/features/playground/model/package-sets.mjs). */
export type McpPackageSet = {
  /** The packages the set requires, as the guide declares them: `["slim/slim", "slim/psr7"]`. */
  requires: string[];
  /** Composer's installed packages, their dependencies included: name → version. */
  installed: Record<string, string>;
  /** The packed vendor/ (path → source) the Run button fetches, relative to the build folder. */
  file: string;
};

export type McpManifest = {
  /** The site's address with its base path: `https://www.slimframework.com/`. */
  site: string;
  /** The PHP runtime the Run button and run_php use. */
  php: {runtime: string; version: string};
  /** The set of the installation page (slim/slim and slim/psr7): run_php's when a call names none. */
  defaultSet: string;
  /** Every set the build packed, by its id. */
  packageSets: Record<string, McpPackageSet>;
  versions: McpVersion[];
};
