// Where the benchmarks keep their figures: one JSON file per bench in bench-results/, written after
// the printed tables, with the date, the machine's load and the commit measured. Prose (READMEs,
// decision records, notes) quotes these files; the files are never written from prose.
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';

const DIR = 'bench-results';

/** The commit measured, or null outside a git checkout. */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  } catch {
    return null;
  }
}

/**
 * Writes `bench-results/<name>.json` and says so.
 * @param {string} name
 * @param {Record<string, unknown>} figures
 */
export function writeResults(name, figures) {
  mkdirSync(DIR, {recursive: true});
  const file = join(DIR, `${name}.json`);
  const record = {date: new Date().toISOString(), commit: commit(), loadAverage: loadavg(), ...figures};
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Written: ${file}`);
}
