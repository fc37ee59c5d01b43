// A ledger of runs that only count together: runs of the browser suite under load, appended one at
// a time (an interrupted session keeps the runs it finished) to `bench-results/<name>.json`. Each
// entry names the site's code it ran on: the last commit that changed anything but the results and
// the prose no build or test reads (bench-results/, docs-dev/, the Markdown files at the top), so that
// committing the ledger or a note does not start the count again.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';

const DIR = 'bench-results';

// What does not change the site or its tests: results, decision records, the top-level guides.
const NOT_THE_SITE = [':(exclude)bench-results', ':(exclude)docs-dev', ':(exclude,glob)*.md'];

/** The last commit that changed the site's code or tests, or null outside git or with uncommitted changes to them. */
export function siteCommit() {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%h', '--', '.', ...NOT_THE_SITE], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    // Uncommitted changes to the site make the tree another site than any commit.
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ...NOT_THE_SITE], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out && !dirty ? out : null;
  } catch {
    return null;
  }
}

/**
 * @template {Record<string, unknown>} Entry
 * @param {string} name
 * @returns {{about: string, runs: (Entry & {date: string, site: string | null, loadAverage: number[]})[]}}
 */
export function readLedger(name) {
  const file = join(DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {about: '', runs: []};
}

/**
 * Adds one run to `bench-results/<name>.json`, with the date, the site's code and the machine's load.
 * @param {string} name
 * @param {string} about what the ledger records, written at its top
 * @param {Record<string, unknown>} entry
 */
export function appendRun(name, about, entry) {
  const ledger = readLedger(name);
  ledger.about = about;
  ledger.runs.push({date: new Date().toISOString(), site: siteCommit(), loadAverage: loadavg(), ...entry});
  mkdirSync(DIR, {recursive: true});
  writeFileSync(join(DIR, `${name}.json`), `${JSON.stringify(ledger, null, 2)}\n`);
}
