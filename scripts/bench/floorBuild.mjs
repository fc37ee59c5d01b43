// The no-script floor the benchmarks compare with: a copy of a build whose given pages have every
// script removed (the same HTML, CSS, fonts and images, no app). Shared by lighthouse.mjs and
// page-weight.mjs so that both measure the same floor.
import {chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** The page with no script at all. */
export const withoutScripts = (/** @type {string} */ html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas=script\b[^>]*>/g, '');

/**
 * A copy of `buildDir` in a temporary directory in which the given pages' HTML is rewritten. The
 * caller removes it (`join(dir, '..')`) when done.
 * @param {string} buildDir
 * @param {string} name
 * @param {string[]} paths
 * @param {(html: string) => string} rewrite
 */
export function rewrittenBuild(buildDir, name, paths, rewrite) {
  const parent = mkdtempSync(join(tmpdir(), `slim-${name}-`));
  // nginx workers run unprivileged: they must be able to walk into the copy.
  chmodSync(parent, 0o755);
  const dir = join(parent, 'build');
  cpSync(buildDir, dir, {recursive: true});
  for (const path of paths) {
    const file = join(dir, path, 'index.html');
    writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
    // nginx would send the precompressed original instead.
    rmSync(`${file}.br`, {force: true});
    rmSync(`${file}.gz`, {force: true});
  }
  return dir;
}
