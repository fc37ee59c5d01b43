// @ts-check
// Why a block failed, when the cause is a package its page does not install: the runner adds these
// lines to a failed block's problems. Two mistakes are common since the guide's examples ran with
// every package at once: a method only slim/http's decorators add (`$response->withJson()`), and
// `getParsedBody()` of a JSON body, which slim/http parses but Slim alone parses only with
// BodyParsingMiddleware.

/** @typedef {import('../../src/features/playground/model/php-examples.mjs').Example} Example */

const UNDEFINED_METHOD = /Call to undefined method ([\w\\]+)::(\w+)\(\)/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The page line of the block's first line that holds `needle`, as " (line N of page.md)", or "".
 * @param {Example} example
 * @param {string} needle
 */
function pageLineOf(example, needle) {
  const index = example.code.split('\n').findIndex((line) => line.includes(needle));
  // The fence is on example.line; the code starts on the line after it.
  return index < 0 ? '' : ` (line ${example.line + 1 + index} of ${example.where.replace(/:\d+$/, '')})`;
}

/** @param {string[]} packages */
const described = (packages) => packages.join(', ');

/**
 * @param {Example} example
 * @param {string[]} problems what the run found wrong (empty: nothing, and no hint)
 * @returns {string[]}
 */
export function packageHints(example, problems) {
  if (!problems.length || example.packages.includes('slim/http')) return [];
  const text = problems.join('\n');
  const page = example.where.replace(/:\d+$/, '');
  const hints = [];
  const undefinedMethod = UNDEFINED_METHOD.exec(text);
  if (undefinedMethod && /^(?:Slim\\Psr7|Nyholm|GuzzleHttp|Laminas)\\/.test(undefinedMethod[1]))
    hints.push(
      `cause${pageLineOf(example, `->${undefinedMethod[2]}(`)}: ${undefinedMethod[1]} has no ${undefinedMethod[2]}(): methods such as withJson() come from slim/http's ` +
        `decorators, and ${page} installs only ${described(example.packages)}. If the page tells the reader to ` +
        `install slim/http, declare it (front matter "packages: [slim/http]"); otherwise write the example with PSR-7's own methods.`,
    );
  const project = [example.code, ...example.files.map((file) => file.code)].join('\n');
  const sendsJson = example.requests.some(
    (request) =>
      request.body && request.headers.some(([name, value]) => /^content-type$/i.test(name) && JSON_TYPE.test(value)),
  );
  if (sendsJson && /getParsedBody\(/.test(project) && !/BodyParsingMiddleware/.test(project))
    hints.push(
      `cause${pageLineOf(example, 'getParsedBody(')}: the block reads a JSON body with getParsedBody(), which is null without body parsing: ` +
        `${page} installs only ${described(example.packages)} (slim/http, which parses JSON itself, is not among them). ` +
        `Add $app->addBodyParsingMiddleware() to the example, or declare slim/http if the page tells the reader to install it.`,
    );
  return hints;
}
