// The repository the site is built from: where "Edit this page" and "Report a problem with this
// page" lead. A fork or a mirror sets REPOSITORY_URL (and REPOSITORY_BRANCH) when it builds.

const DEFAULT_REPOSITORY_URL = 'https://github.com/slimphp/Slim-Website';
const DEFAULT_REPOSITORY_BRANCH = 'main';

export type Repository = {
  /** `https://github.com/slimphp/Slim-Website`, no trailing slash. */
  url: string;
  /** The branch edits are proposed against. */
  branch: string;
};

export function repositoryFrom(env: Record<string, string | undefined>): Repository {
  const url = (env.REPOSITORY_URL || DEFAULT_REPOSITORY_URL).replace(/\/+$/, '');
  if (!/^https:\/\/[^\s"'<>]+$/.test(url)) throw new Error(`REPOSITORY_URL must be an https URL, got "${url}"`);
  const branch = env.REPOSITORY_BRANCH || DEFAULT_REPOSITORY_BRANCH;
  if (!/^[\w./-]+$/.test(branch)) throw new Error(`REPOSITORY_BRANCH is not a branch name: "${branch}"`);
  return {url, branch};
}

/** The page that edits a file of the repository (`docs/objects/routing.md`) on GitHub. */
export function editUrlOf(repository: Repository, path: string): string {
  return `${repository.url}/edit/${repository.branch}/${path}`;
}
