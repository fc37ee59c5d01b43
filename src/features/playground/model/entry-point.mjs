// @ts-check
// The public/index.php a runnable PHP example is served as: a complete application as it is, any
// other block inside the skeleton app of the guide's convention. Part of the PHP-example model: the
// build (the Run buttons, remarkRunExamples.ts) and the example runner
// (scripts/lib/php-example-runner.mjs) serve the same file.
import {SKELETON_HEAD} from './php-examples.mjs';
import {phpString} from './project.mjs';

/** @typedef {import('./php-examples.mjs').Example} Example */

/**
 * The `use` lines at the top level of a fragment, and the rest of it.
 * @param {string} code
 */
function splitUseLines(code) {
  const uses = [];
  const rest = [];
  for (const line of code.replace(/^\s*<\?php\s*\n?/, '').split('\n')) {
    if (/^use\s+[^;(]+;\s*$/.test(line)) uses.push(line.trim());
    else rest.push(line);
  }
  return {uses, rest: rest.join('\n')};
}

/** @param {string} useLine */
function aliasOf(useLine) {
  const name = useLine
    .replace(/^use\s+(function\s+|const\s+)?/, '')
    .replace(/;\s*$/, '')
    .trim();
  const as = /\s+as\s+(\w+)$/i.exec(name);
  return (as ? as[1] : (name.split('\\').pop() ?? name)).toLowerCase();
}

/**
 * The public/index.php a fragment (or a class file's wire= lines) runs in: the skeleton's `use`
 * lines, the fragment's own, the autoloader, an app, the fragment, `$app->run()`.
 * @param {string} fragment
 * @param {string[]} [placeholders] names the fragment uses for the reader's own classes
 */
function skeletonFor(fragment, placeholders = /** @type {string[]} */ ([])) {
  const {uses, rest} = splitUseLines(fragment);
  const taken = new Set(uses.map(aliasOf));
  const head = SKELETON_HEAD.filter((line) => !taken.has(aliasOf(line)));
  // A placeholder named …Middleware stands for the reader's own middleware: it passes the request on.
  const stubs = placeholders
    .filter((name) => /^\w+Middleware$/.test(name))
    .map(
      (name) =>
        `final class ${name} implements \\Psr\\Http\\Server\\MiddlewareInterface\n{\n    public function process(\\Psr\\Http\\Message\\ServerRequestInterface $request, \\Psr\\Http\\Server\\RequestHandlerInterface $handler): \\Psr\\Http\\Message\\ResponseInterface\n    {\n        return $handler->handle($request);\n    }\n}\n`,
    );
  return [
    '<?php',
    '',
    ...head,
    ...uses,
    '',
    "require __DIR__ . '/../vendor/autoload.php';",
    '',
    ...stubs,
    '$app = AppFactory::create();',
    '',
    rest.trim(),
    '',
    '$app->run();',
    '',
  ].join('\n');
}

/**
 * A fragment that works on `$request` and `$response` (wrap="route") as the body of a route callback
 * for its first request: what it echoes is added to the body of the response it leaves in `$response`.
 * @param {Example} example
 */
function inRoute(example) {
  const {uses, rest} = splitUseLines(example.code);
  const {method, path} = example.requests[0];
  const pattern = path.split('?')[0];
  return [
    ...uses,
    `$app->map([${phpString(method)}], ${phpString(pattern)}, function (Request $request, Response $response, array $args): Response {`,
    '    ob_start();',
    rest.trim(),
    '    $response->getBody()->write((string) ob_get_clean());',
    '',
    '    return $response;',
    '});',
  ].join('\n');
}

/** The index.php a runnable block is served as. @param {Example} example */
export function entryPointFor(example) {
  if (example.kind === 'app') return example.code;
  if (example.kind === 'class') return skeletonFor(example.wire ?? '', example.placeholders);
  if (example.meta.wrap === 'route') return skeletonFor(inRoute(example), example.placeholders);
  return skeletonFor(example.code, example.placeholders);
}
