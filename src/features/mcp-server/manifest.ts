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

export type McpManifest = {
  /** The site's address with its base path: `https://www.slimframework.com/`. */
  site: string;
  /** Composer's installed packages of the Run button's project: name → version. */
  packages: Record<string, string>;
  /** The PHP runtime the Run button and run_php use. */
  php: {runtime: string; version: string};
  /** The packed vendor/ (path → source), relative to the build folder. */
  vendor: string;
  versions: McpVersion[];
};
