// @ts-check
// Doc-tests: a value the guide shows beside a line of PHP is the value that line computes.
//
// The convention, in any ```php block of a guide:
//
//   $method = $request->getMethod();          // => "GET"
//   echo $response->getReasonPhrase();        // => "Not Found"
//   $request->getHeader('Accept');            // => ["text/html,application/xhtml+xml"]
//   $body->write(json_encode(NAN));           // => throws TypeError
//
// After `// => ` comes a PHP expression (a literal, as a reader reads it: "…", 200, true, null,
// ['id' => '42']), compared with `===` against the value of the one-line statement before it: the
// assigned value, the echoed or returned value, or the expression itself. `// => throws Name` says
// the statement throws an instance of Name (resolved with the block's `use` lines); the exception
// goes on as it would without the check, so the block's status= and expect-log= say what follows,
// and a reader who presses Run in the browser gets the same answer.
//
// A block with shown values must run (run=, see php-examples.mjs): the runner serves it with each
// such line rewritten in place (same line, so PHP's line numbers hold) to record what it computed,
// and every shown value must have been computed at least once, and matched every time. The fence's
// `psr7="all"` runs the block on each PSR-7 implementation the guide lists (the text claims the
// behaviour is general); `psr7="nyholm"` (or guzzle, laminas, slim) on that one. Without it the
// block runs on what Slim detects first, slim/psr7. `origin="https://example.com"` makes PHP see
// the requests as sent to that scheme and host (the built-in server itself answers plain HTTP on
// 127.0.0.1), so a block can show the URI a reader's request has.

/** The PSR-7 implementations the guide lists, by the name `psr7=` uses, with Slim 4's factory for each. */
export const PSR7_IMPLEMENTATIONS = {
  slim: 'Slim\\Factory\\Psr17\\SlimPsr17Factory',
  nyholm: 'Slim\\Factory\\Psr17\\NyholmPsr17Factory',
  guzzle: 'Slim\\Factory\\Psr17\\GuzzlePsr17Factory',
  laminas: 'Slim\\Factory\\Psr17\\LaminasDiactorosPsr17Factory',
};

/** @typedef {keyof typeof PSR7_IMPLEMENTATIONS} Psr7Name */
/** @typedef {{line: number, statement: string, shown: string, throws: string | null}} DocTest */
/** @typedef {{id: number, ok: boolean, actual: string, psr7: string}} DocTestRecord */

const SHOWN = /^(?<indent>\s*)(?<statement>\S.*?;)\s*\/\/ => (?<shown>.+?)\s*$/;
const PREFIX = /^(?<prefix>echo\s+|print\s+|return\s+|\$\w+(?:->\w+|\[[^\]]*\])*\s*=(?!=)\s*)?(?<expression>.+);$/s;
/** Lines that continue a statement begun above: a shown value needs the whole statement on its line. */
const CONTINUATION = /^[)}\]:?.>-]/;

/**
 * The shown values of a block, with the page line of each.
 * @param {{code: string, line: number}} example `line`: the fence's line on the page
 * @returns {{tests: DocTest[], problems: string[]}}
 */
export function findDocTests(example) {
  /** @type {DocTest[]} */
  const tests = [];
  /** @type {string[]} */
  const problems = [];
  example.code.split('\n').forEach((text, offset) => {
    if (!text.includes('// =>')) return;
    const line = example.line + 1 + offset;
    const match = SHOWN.exec(text);
    if (!match?.groups || CONTINUATION.test(match.groups.statement)) {
      problems.push(`line ${line}: a shown value ("// => …") must follow a complete one-line statement`);
      return;
    }
    const throws = /^throws\s+(\\?[\w\\]+)$/.exec(match.groups.shown);
    tests.push({line, statement: match.groups.statement, shown: match.groups.shown, throws: throws ? throws[1] : null});
  });
  return {tests, problems};
}

/**
 * The block's code with each shown-value line rewritten to record what it computes, line for line.
 * @param {{code: string, line: number}} example
 */
export function instrument(example) {
  const {tests} = findDocTests(example);
  const byLine = new Map(tests.map((test) => [test.line, test]));
  return example.code
    .split('\n')
    .map((text, offset) => {
      const test = byLine.get(example.line + 1 + offset);
      if (!test) return text;
      const indent = /^\s*/.exec(text)?.[0] ?? '';
      const parts = PREFIX.exec(test.statement)?.groups;
      if (!parts) return text;
      if (test.throws)
        return `${indent}\\__doc_test_throws(${test.line}, fn () => ${parts.expression}, ${test.throws}::class);`;
      return `${indent}${parts.prefix ?? ''}\\__doc_test(${test.line}, ${parts.expression}, ${test.shown});`;
    })
    .join('\n');
}

/**
 * Which implementations a block's doc-tests run on: `null` is Slim's own detection.
 * @param {{meta: Record<string, string>, code: string, line: number}} example
 * @returns {(Psr7Name | null)[]}
 */
export function implementationsFor(example) {
  const wanted = example.meta.psr7;
  if (!wanted) return [null];
  if (wanted === 'all') return /** @type {Psr7Name[]} */ (Object.keys(PSR7_IMPLEMENTATIONS));
  if (!(wanted in PSR7_IMPLEMENTATIONS))
    throw new Error(`psr7="${wanted}" is not one of all, ${Object.keys(PSR7_IMPLEMENTATIONS).join(', ')}`);
  return [/** @type {Psr7Name} */ (wanted)];
}

/**
 * PHP for the built-in server's router, before the front controller: the recording functions, and
 * the PSR-7 implementation Slim must use.
 * @param {{logPath: string, autoload: string, psr7: Psr7Name | null, origin: string | null}} options
 */
export function routerPrelude({logPath, autoload, psr7, origin}) {
  const log = JSON.stringify(logPath);
  const lines = [
    `function __doc_test_show(mixed $value): string {`,
    `    if (is_array($value)) {`,
    `        $list = array_is_list($value);`,
    `        return '[' . implode(', ', array_map(fn ($key) => ($list ? '' : var_export($key, true) . ' => ') . __doc_test_show($value[$key]), array_keys($value))) . ']';`,
    `    }`,
    `    if (is_object($value)) return 'object(' . get_class($value) . ')';`,
    `    return is_string($value) ? json_encode($value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) : var_export($value, true);`,
    `}`,
    `function __doc_test_record(int $line, bool $ok, string $actual): void {`,
    `    file_put_contents(${log}, json_encode(['id' => $line, 'ok' => $ok, 'actual' => $actual, 'psr7' => ${JSON.stringify(psr7 ?? 'slim')}]) . "\\n", FILE_APPEND);`,
    `}`,
    `function __doc_test(int $line, mixed $actual, mixed $shown): mixed {`,
    `    __doc_test_record($line, $actual === $shown, __doc_test_show($actual));`,
    `    return $actual;`,
    `}`,
    `function __doc_test_throws(int $line, callable $statement, string $class): void {`,
    `    try {`,
    `        $value = $statement();`,
    `        __doc_test_record($line, false, 'no exception, the value ' . __doc_test_show($value));`,
    `    } catch (\\Throwable $thrown) {`,
    `        __doc_test_record($line, $thrown instanceof $class, 'throws ' . get_class($thrown) . ': ' . $thrown->getMessage());`,
    `        throw $thrown;`,
    `    }`,
    `}`,
  ];
  if (origin) {
    const url = new URL(origin);
    const https = url.protocol === 'https:';
    const port = url.port || (https ? '443' : '80');
    const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
    lines.push(
      https ? `$_SERVER['HTTPS'] = 'on';` : `unset($_SERVER['HTTPS']);`,
      `$_SERVER['HTTP_HOST'] = ${JSON.stringify(host)};`,
      `$_SERVER['SERVER_NAME'] = ${JSON.stringify(url.hostname)};`,
      `$_SERVER['SERVER_PORT'] = ${JSON.stringify(port)};`,
    );
  }
  if (psr7) {
    lines.push(
      `require ${JSON.stringify(autoload)};`,
      `\\Slim\\Factory\\Psr17\\Psr17FactoryProvider::setFactories([${JSON.stringify(PSR7_IMPLEMENTATIONS[psr7])}]);`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * The records a run left (one JSON object a line).
 * @param {string} text
 * @returns {DocTestRecord[]}
 */
export function parseRecords(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * What is wrong with a block's shown values, given what its runs recorded: each must have been
 * computed on every implementation it ran on, and match every time.
 * @param {{code: string, line: number, file: string}} example
 * @param {DocTestRecord[]} records
 * @param {(Psr7Name | null)[]} implementations
 */
export function docTestProblems(example, records, implementations) {
  const {tests, problems} = findDocTests(example);
  const page = example.file;
  const out = problems.map((problem) => `${page}:${problem.replace(/^line /, '')}`);
  for (const test of tests) {
    for (const psr7 of implementations) {
      const name = psr7 ?? 'slim';
      const mine = records.filter((record) => record.id === test.line && record.psr7 === name);
      const on = implementations.length > 1 || psr7 ? ` on ${name}` : '';
      if (!mine.length)
        out.push(
          `${page}:${test.line}: the shown value ${test.shown} was never computed${on} (no run reaches the line)`,
        );
      for (const wrong of new Set(mine.filter((record) => !record.ok).map((record) => record.actual))) {
        out.push(`${page}:${test.line}: shows ${test.shown}, computed ${wrong}${on}`);
      }
    }
  }
  return out;
}

/**
 * How many shown values each page has, and on how many implementations they run.
 * @param {{file: string, code: string, line: number, meta: Record<string, string>}[]} examples
 */
export function docTestCounts(examples) {
  /** @type {Map<string, number>} */
  const perPage = new Map();
  let total = 0;
  let everywhere = 0;
  for (const example of examples) {
    const count = findDocTests(example).tests.length;
    if (!count) continue;
    total += count;
    if (example.meta.psr7 === 'all') everywhere += count;
    perPage.set(example.file, (perPage.get(example.file) ?? 0) + count);
  }
  return {total, everywhere, perPage};
}
