// "Last updated" dates come from each file's newest commit. They need the repository's full
// history: outside git (a source archive) Docusaurus's git lookup fails the build, and in a shallow
// clone every file would show the date of the newest commit. Such builds leave the dates out.
import {execFileSync} from 'node:child_process';

type GitHistory = 'full' | 'shallow' | 'none';

function gitHistory(dir: string): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'true' ? 'shallow' : 'full';
  } catch {
    return 'none';
  }
}

/** Whether this build can show "Last updated" dates; says why not when it cannot. */
export function canShowLastUpdate(dir: string): boolean {
  const history = gitHistory(dir);
  if (history === 'full') return true;
  console.warn(
    history === 'shallow'
      ? '[WARNING] A shallow clone: "Last updated" dates and sitemap lastmod are left out (run `git fetch --unshallow`).'
      : '[WARNING] Not a git repository: "Last updated" dates and sitemap lastmod are left out.',
  );
  return false;
}
