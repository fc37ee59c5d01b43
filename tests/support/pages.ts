// Pages the browser tests visit, relative to the base path. They stand for their route types.
export const PAGES = {
  home: '',
  docV4: 'docs/v4/objects/request',
  docV3: 'docs/v3/objects/request',
  blogList: 'blog',
  post: 'blog/slim-4.14.0-release',
  unknown: 'this/page/does-not-exist',
} as const;

/** The localStorage key of the remembered docs version (default docs plugin). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
