// Where the benchmarks keep their figures: one JSON file per bench in bench-results/, written after
// the printed tables, with the date, the machine's load and the commit measured. Prose (READMEs,
// decision records, notes) quotes these files; the files are never written from prose.
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
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
