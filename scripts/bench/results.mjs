// Where the benchmarks keep their figures: one JSON file per bench in bench-results/, written after
// the printed tables, with the date, the machine's load and the commit measured. Prose (READMEs,
// decision records, notes) quotes these files; the files are never written from prose.
// A ledger is the other kind of file here: runs that only count together (the browser suite under
// load), appended one at a time, so that an interrupted sitting keeps the runs it finished, each with
// the site it ran on (siteCommit), so that runs on the same site add up across sittings.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';

const DIR = 'bench-results';

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();

/** The commit measured, or null outside a git checkout. */
function commit() {
  try {
    return git(['rev-parse', '--short', 'HEAD']);
  } catch {
    return null;
  }
}

// What neither the build nor the browser suite reads: results, the measuring scripts, decision
// records and the top-level guides. Committing a ledger, a note or a bench change keeps the site.
const NOT_THE_SITE = [
  ':(exclude)bench-results',
  ':(exclude)scripts/bench',
  ':(exclude)scripts/e2e-under-load.mjs',
  ':(exclude)docs-dev',
  ':(exclude,glob)*.md',
];

/** The last commit that changed the site or its tests; null outside git or with uncommitted changes to them. */
export function siteCommit() {
  try {
    const last = git(['log', '-1', '--format=%h', '--', '.', ...NOT_THE_SITE]);
    const dirty = git(['status', '--porcelain', '--', '.', ...NOT_THE_SITE]);
    return last && !dirty ? last : null;
  } catch {
    return null;
  }
}

/** @param {string} name */
const fileOf = (name) => join(DIR, `${name}.json`);

/** @param {string} file @param {unknown} data */
function writeJson(file, data) {
  mkdirSync(DIR, {recursive: true});
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Writes `bench-results/<name>.json` and says so.
 * @param {string} name
 * @param {Record<string, unknown>} figures
 */
export function writeResults(name, figures) {
  const file = fileOf(name);
  writeJson(file, {date: new Date().toISOString(), commit: commit(), loadAverage: loadavg(), ...figures});
  console.log(`Written: ${file}`);
}

/**
 * @param {string} name
 * @returns {{about: string, runs: (Record<string, unknown> & {site: string | null})[]}}
 */
export function readLedger(name) {
  return existsSync(fileOf(name)) ? JSON.parse(readFileSync(fileOf(name), 'utf8')) : {about: '', runs: []};
}

/**
 * Adds one run to the ledger `bench-results/<name>.json`, with the date, the site and the machine's load.
 * @param {string} name
 * @param {string} about what the ledger records, written at its top
 * @param {Record<string, unknown>} run
 */
export function appendRun(name, about, run) {
  const ledger = readLedger(name);
  ledger.runs.push({date: new Date().toISOString(), site: siteCommit(), loadAverage: loadavg(), ...run});
  writeJson(fileOf(name), {about, runs: ledger.runs});
}
