// What an agent may pass as a page: `objects/routing`, `/docs/v4/objects/routing`, the Markdown
// copy's address, or the full web address with a fragment. Read as the guide it names (if any)
// and the page's path inside it.

export type PageRef = {
  /** The guide the address names (`v3` in `/docs/v3/objects/router`), else undefined. */
  version: string | undefined;
  /** Inside the guide, without slashes around it, `.md`, `.html` or `/index`: `objects/routing`. */
  path: string;
};

/**
 * @param input what the agent passed
 * @param basePath the site's base path (`/` or `/slim/`), so that a full address reads the same
 */
export function readPageRef(input: string, basePath: string): PageRef {
  let path = input.trim();
  // A full address: only its path counts (the agent may copy it from anywhere the site is served).
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(path);
  if (absolute) path = absolute[1] ?? '/';
  path = path.replace(/[?#].*$/, '');
  if (absolute && basePath !== '/' && path.startsWith(basePath)) path = `/${path.slice(basePath.length)}`;
  path = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(md|html?)$/i, '')
    .replace(/(^|\/)index$/, '');
  const guide = /^docs\/(v\d+)(?:\/(.*))?$/.exec(path);
  if (guide) return {version: guide[1], path: (guide[2] ?? '').replace(/\/+$/, '')};
  return {version: undefined, path};
}
