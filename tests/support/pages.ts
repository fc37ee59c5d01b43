// Pages the browser tests visit, relative to the base path. They stand for their route types.
export const PAGES = {
  home: '',
  docV4: 'docs/v4/objects/request',
  docV3: 'docs/v3/objects/request',
  docV4Only: 'docs/v4/middleware/content-length',
  blogList: 'blog',
  post: 'blog/slim-4.14.0-release',
  markdownPage: 'about',
  unknown: 'this/page/does-not-exist',
} as const;

/** The localStorage key of the remembered docs version (default docs plugin). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
