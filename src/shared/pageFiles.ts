// Where the files the build writes beside each doc page and post live: its Markdown copy and its
// social card. One mapping, shared by the build plugins that write them and the theme that links them.

/** A page's address below the base URL, without slashes at either end: `/slim/docs/v4/` → `docs/v4`. */
export function pageKey(permalink: string, baseUrl: string): string {
  const below = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink;
  return below.replace(/^\/+|\/+$/g, '') || 'index';
}

/** The Markdown copy of a page, as a site path: `/slim/docs/v4/objects/routing` → `…/routing.md`. */
export function markdownCopyPath(permalink: string, baseUrl: string): string {
  return `${baseUrl}${pageKey(permalink, baseUrl)}.md`;
}

/** The social card of a page, relative to the base URL (as `useBaseUrl` and the theme's `image` take it). */
export function socialCardPath(permalink: string, baseUrl: string): string {
  return `img/social/${pageKey(permalink, baseUrl)}.png`;
}

/** The card of every page without one of its own (the theme's `image`), relative to the base URL. */
export const DEFAULT_SOCIAL_CARD = 'img/social-card.png';

/** One guide per docs version: its name and how it stands, for copies, cards and issue reports. */
export type GuideVersion = {
  /** The docs plugin's version name: `current`, `3.x`. */
  name: string;
  /** Its label and path segment: `v4`. */
  label: string;
  /** `Slim 4 guide`. */
  guide: string;
  isCurrent: boolean;
  isUnmaintained: boolean;
};

/** `v4` → `Slim 4`: the framework release a guide version documents. */
function frameworkOf(versionLabel: string): string {
  return `Slim ${versionLabel.replace(/^v/, '')}`;
}

/** How a page names its guide version to readers and to AI assistants. */
export function describeVersion(version: GuideVersion): string {
  const standing = version.isCurrent
    ? 'the current version'
    : version.isUnmaintained
      ? 'no longer maintained'
      : 'maintained';
  return `${version.guide} (${version.label}, ${standing})`;
}

/**
 * A guide version from what the docs plugin knows of it, on the server (its loaded versions) and in
 * the browser (`useDocsVersion`) alike. The one place that turns version data into names: when the
 * site gains a version list of its own, only this changes.
 */
export function toGuideVersion(version: {
  versionName?: string;
  version?: string;
  label: string;
  isLast: boolean;
  banner: string | null;
}): GuideVersion {
  return {
    name: version.versionName ?? version.version ?? version.label,
    label: version.label,
    guide: `${frameworkOf(version.label)} guide`,
    isCurrent: version.isLast,
    isUnmaintained: version.banner === 'unmaintained',
  };
}
