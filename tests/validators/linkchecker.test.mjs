// linkchecker (Debian's package) crawls the site behind the production nginx from its home page, with
// anchors: every link and every `#fragment` of the site must resolve, and no internal link may go
// through a redirect (a link names the page's canonical address). External links are not fetched.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {after, before, test} from 'node:test';
import {startCrawlerServer} from './crawlerServer.mjs';
import {parseSemicolonCsv} from './csv.mjs';

const run = promisify(execFile);

// Internal links only; the anchor plugin; enough requests a second for a local server (the test
// server sends the LinkChecker header that allows more than 10).
const CONFIG = `[checking]
threads=4
maxrequestspersecond=1000
[filtering]
checkextern=0
[AnchorCheck]
`;

/** @type {import('../../scripts/lib/servers.mjs').RunningNginx} */
let server;
before(async () => {
  server = await startCrawlerServer();
});
after(async () => {
  await server?.stop();
});

test('linkchecker finds no broken link or anchor, and no internal link that redirects', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'slim-linkchecker-'));
  try {
    const config = join(dir, 'linkcheckerrc');
    writeFileSync(config, CONFIG);
    const started = Date.now();
    // linkchecker exits 1 when it found problems: the CSV says which.
    const {stdout} = await run('linkchecker', ['-f', config, '--no-status', '--verbose', '-o', 'csv', server.origin], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((/** @type {{stdout?: string, code?: number}} */ error) => {
      if (error.code === 1 && error.stdout) return {stdout: error.stdout};
      throw error;
    });
    const rows = parseSemicolonCsv(
      stdout
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .join('\n'),
    );
    const problems = rows.flatMap((row) => {
      const where = `${row.parentname || '(start)'} → ${row.urlname}`;
      if (row.valid !== 'True') return [`${where}: ${row.result}`];
      if (row.warningstring) return [`${where}: ${row.warningstring}`];
      if (/Redirected to/.test(row.infostring)) return [`${where}: ${row.infostring.replace(/\s+/g, ' ')}`];
      return [];
    });
    const anchors = rows.filter((row) => row.urlname.includes('#')).length;
    console.log(
      `linkchecker: ${rows.length} URLs (${anchors} with an anchor) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${problems.length} problems`,
    );
    assert.deepEqual(problems, []);
    assert.ok(rows.length > 500, `linkchecker checked only ${rows.length} URLs: did the crawl start at the home page?`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
