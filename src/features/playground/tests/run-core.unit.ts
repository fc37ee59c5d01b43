// The run core (RunExample/phpRun.ts) on the real PHP 8.2 runtime in Node: each run starts clean
// whatever the one before wrote (the review's C02, C03, C12 and files left in /app and /tmp), the
// file quota answers "No space left on device" (C01), SQLite's heap is bounded (C05), and the
// guarantees hold with a vendor set of its own (a stand-in for Composer's, so that no install is needed).
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {FILE_QUOTA_BYTES, NODE_COST_BYTES} from '../RunExample/fileQuota';
import {preparePhp, runOnce, type CreatePhp, type VendorFiles} from '../RunExample/phpRun';
import type {PhpResponse} from '../RunExample/protocol';
import {webPhpInNode} from '../node/webPhpInNode';

/** Composer's autoload.php as far as the project's autoloader uses it, and one package file. */
const VENDOR: VendorFiles = {
  'vendor/autoload.php':
    "<?php\nrequire __DIR__ . '/acme/greeting.php';\nreturn new class { function addClassMap(array $map): void {} function addPsr4(string $prefix, string $dir): void {} };\n",
  'vendor/acme/greeting.php': "<?php\nfunction greeting(): string { return 'Hello, world!'; }\n",
};
const HELLO = "<?php\nrequire __DIR__ . '/../vendor/autoload.php';\necho greeting();\n";

let createPhp: CreatePhp;
before(async () => {
  createPhp = await webPhpInNode();
});

async function run(code: string, limits?: {fileQuotaBytes?: number; heapCapBytes?: number}): Promise<PhpResponse> {
  const prepared = await preparePhp(createPhp, VENDOR, limits);
  return runOnce(prepared, {
    code,
    files: [],
    request: {method: 'GET', path: '/', headers: [], body: '', uploads: []},
    serverSoftware: 'PHP (WebAssembly) in Node',
    now: Date.now(),
  });
}

/** The run after a hostile one answers exactly as on a fresh page. */
async function assertNextRunClean(): Promise<void> {
  const next = await run(HELLO);
  assert.equal(next.status, 200);
  assert.equal(next.body, 'Hello, world!');
  assert.equal(next.errors, '');
}

const php = (lines: string[]) => `<?php\n${lines.join('\n')}\n`;

describe('each run starts on a clean PHP', () => {
  test('a plain run answers the hello world, with no warning', async () => {
    await assertNextRunClean();
  });

  test('the prepend and its constants file cannot be written, and nothing runs before the entry point', async () => {
    const response = await run(
      php([
        "var_export(@file_put_contents('/internal/shared/auto_prepend_file.php', '<?php echo \"implant\"; exit;'));",
        "var_export(@file_put_contents('/internal/shared/consts.json', '{\"SLIM_IMPLANT\":1}'));",
        "var_export(@error_log('<?php echo \"implant\"; exit; ?>', 3, '/internal/shared/auto_prepend_file.php'));",
        "var_export(ini_get('auto_prepend_file'));",
        'var_export(get_included_files());',
      ]),
    );
    assert.match(response.body, /^falsefalsefalse''array \(\s*0 => '\/app\/public\/index\.php',\s*\)$/);
    await assertNextRunClean();
  });

  test('a vendor file rewritten, or overwritten in place, is the package again in the next run', async () => {
    const response = await run(
      php([
        "var_export(file_put_contents('/app/vendor/acme/greeting.php', '<?php function greeting(): string { return \"[vendor implant]\"; }'));",
        // In place: the same bytes of the same file, which must not reach the vendor the host keeps.
        "$f = fopen('/app/vendor/autoload_composer.php', 'r+'); var_export(fwrite($f, '<?php echo 1;//'));",
      ]),
    );
    assert.match(response.body, /^\d+15$/);
    await assertNextRunClean();
  });

  test('files left in the project and in /tmp are gone in the next run', async () => {
    const plant = await run(
      php([
        "file_put_contents('/app/public/extra.php', '<?php echo 1;');",
        "mkdir('/app/src/Implant', 0777, true); file_put_contents('/app/src/Implant/A.php', '<?php');",
        "file_put_contents('/tmp/left-behind', 'x'); session_start(); $_SESSION['user'] = 'admin'; session_write_close();",
        "echo 'planted';",
      ]),
    );
    assert.equal(plant.body, 'planted');
    const look = await run(
      php([
        "var_export([file_exists('/app/public/extra.php'), file_exists('/app/src/Implant'), file_exists('/tmp/left-behind'), glob('/tmp/sess_*')]);",
      ]),
    );
    assert.match(look.body, /0 => false,\s*1 => false,\s*2 => false,\s*3 =>\s*array \(\s*\),/);
    await assertNextRunClean();
  });
});

describe('the file quota', () => {
  test('writing past it is "No space left on device", a PHP warning, and the run answers', async () => {
    const response = await run(
      php([
        '$chunk = str_repeat("x", 1 << 20);',
        "$f = fopen('/tmp/big', 'w'); $written = 0;",
        'for ($i = 0; $i < 100; $i++) { if (@fwrite($f, $chunk) === false) break; $written++; }',
        "echo $written, '|', error_get_last()['message'];",
      ]),
    );
    assert.equal(response.status, 200);
    const [mib, message] = response.body.split('|');
    assert.ok(Number(mib) < FILE_QUOTA_BYTES / (1 << 20) && Number(mib) >= 30, `stopped after ${mib} MiB`);
    assert.match(message!, /No space left on device/);
    await assertNextRunClean();
  });

  test('one write larger than the quota, and ftruncate() to 3 GB, are refused', async () => {
    const response = await run(
      php([
        "var_export(@file_put_contents('/app/var/big', str_repeat('x', 40 << 20)));",
        "$f = fopen('/tmp/sparse', 'w'); var_export(@ftruncate($f, 3 << 30));",
        "echo '|', error_get_last()['message'];",
      ]),
    );
    assert.match(response.body, /^falsefalse\|.*No space left on device/);
  });

  test('a deleted file gives its room back', async () => {
    const response = await run(
      php([
        '$data = str_repeat("x", 20 << 20);',
        "for ($i = 0; $i < 5; $i++) { if (file_put_contents('/tmp/scratch', $data) === false) { echo 'refused'; exit; } unlink('/tmp/scratch'); }",
        "echo 'five times 20 MiB';",
      ]),
    );
    assert.equal(response.body, 'five times 20 MiB');
  });

  test('empty files are refused too: every file costs its node', async () => {
    // A quota of 1 MiB, so that the loop ends in a moment (the real one stops it after about 120,000).
    const quota = 1 << 20;
    const response = await run(
      php([
        'for ($i = 0; $i < 1000000; $i++) { if (@touch("/tmp/f$i") === false) break; }',
        "echo $i, '|', error_get_last()['message'];",
      ]),
      {fileQuotaBytes: quota},
    );
    const [count, message] = response.body.split('|');
    const most = quota / NODE_COST_BYTES;
    assert.ok(Number(count) > most / 2 && Number(count) < most, `stopped after ${count} files`);
    assert.match(message!, /No space left on device/);
  });
});

test("SQLite's memory is bounded: 30 blobs of 20 MB fail with SQLite's out of memory", async () => {
  const response = await run(
    php([
      "$db = new SQLite3(':memory:'); $db->exec('CREATE TABLE t (b BLOB)');",
      '$stored = 0;',
      "for ($i = 0; $i < 30; $i++) { $s = $db->prepare('INSERT INTO t VALUES (?)'); $s->bindValue(1, str_repeat('x', 20000000), SQLITE3_BLOB); if (!@$s->execute()) break; $stored++; }",
      "echo $stored, '|', $db->lastErrorMsg(), '|', $db->querySingle('PRAGMA hard_heap_limit=0'), '|', $db->querySingle('PRAGMA hard_heap_limit');",
    ]),
  );
  const [stored, message, raised, limit] = response.body.split('|');
  assert.ok(Number(stored) < 4, `stored ${stored} blobs`);
  assert.match(message!, /out of memory/);
  // A reader's PRAGMA lowers the limit, never lifts it.
  assert.equal(raised, limit);
  assert.ok(Number(limit) > 0);
  await assertNextRunClean();
});

test("libxml's memory stops at the heap's ceiling: its calls fail, and the next run is clean", async () => {
  // A ceiling of 512 MiB (the real one is 1 GiB), so that the tree fills it in a moment.
  const response = await run(
    php([
      "$doc = new DOMDocument(); $root = $doc->appendChild($doc->createElement('r')); $text = str_repeat('x', 100000);",
      "try { for ($i = 0; $i < 100000; $i++) $root->appendChild($doc->createTextNode($text)); echo 'all'; }",
      "catch (DOMException $e) { echo get_class($e), ': ', $e->getMessage(), ' after ', intdiv($i, 10), ' MB'; }",
    ]),
    {heapCapBytes: 512 << 20},
  );
  // libxml's malloc() gets NULL: PHP warns, and what needs more memory (the echo too) fails.
  assert.notEqual(response.body, 'all');
  assert.match(`${response.body}${response.errors}`, /Memory allocation failed|DOMException/);
  await assertNextRunClean();
});
