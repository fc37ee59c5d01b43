import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

/** Where the checked packages are installed: this checkout, or the upgrade canary's copy of it. */
// (__filename, not __dirname: the latter is not set when an ES module script imports this file through tsx.)
export const REPOSITORY_ROOT = join(dirname(__filename), '..', '..', '..');

/** `require` from the repository's root: what the site's build resolves, never a copy of it. */
export const requireFromRoot = createRequire(join(REPOSITORY_ROOT, 'package.json'));

/**
 * The folder a package is installed in, found as Node would look for it but without its `exports`
 * map: the files checked here (type declarations, the theme's sources) are not in it.
 */
function packageFolder(packageName: string): string {
  for (const folder of requireFromRoot.resolve.paths(packageName) ?? []) {
    if (existsSync(join(folder, packageName, 'package.json'))) return join(folder, packageName);
  }
  throw new Error(`${packageName} is not installed`);
}

/** The absolute path of a file inside an installed package (`@docusaurus/core/lib/…`, package name first). */
export function installedFile(packageName: string, file: string): string {
  return join(packageFolder(packageName), file);
}

/** The installed version of a package, from its package.json. */
function installedVersion(packageName: string): string {
  const manifest = JSON.parse(readFileSync(installedFile(packageName, 'package.json'), 'utf8')) as {version: string};
  return manifest.version;
}

/** A reliance whose upstream no longer is what the site relies on: the message says which and what changed. */
class ContractBroken extends Error {
  override name = 'ContractBroken';
}

/** Fails a check with what changed (checkReliance adds which reliance and which versions). */
export function broken(whatChanged: string): never {
  throw new ContractBroken(whatChanged);
}

/**
 * Runs a reliance's check; a failure is rethrown with the reliance's name, the version it was checked
 * on and the one installed, so that the message alone says what to look at.
 */
export async function checkReliance(
  reliance: {
    id: string;
    upstream: {package: string; checkedOn: string};
    check: (context: {buildDir: string}) => unknown;
  },
  context: {buildDir: string},
): Promise<void> {
  try {
    await reliance.check(context);
  } catch (error) {
    const installed = installedVersionOrNone(reliance.upstream.package);
    throw new ContractBroken(
      `${reliance.id} (${reliance.upstream.package}: checked on ${reliance.upstream.checkedOn}, installed ${installed}): ` +
        (error instanceof Error ? error.message : String(error)),
      {cause: error},
    );
  }
}

function installedVersionOrNone(packageName: string): string {
  try {
    return installedVersion(packageName);
  } catch {
    return 'none';
  }
}
