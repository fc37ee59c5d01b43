// @ts-check
// What a tutorial step's checks are and how one is judged. The same function judges the reader's code
// in the browser (the Check button) and the steps' starters and solutions in CI, so "passed" means
// one thing everywhere.

/**
 * One request a step's code must answer, and what the answer must hold.
 * @typedef {{method: string, path: string, headers?: [string, string][], body?: string}} CheckRequest
 * @typedef {{
 *   status?: number | string,
 *   headers?: Record<string, string>,
 *   json?: unknown,
 *   bodyIncludes?: string,
 *   bodyExcludes?: string,
 * }} CheckExpectation
 *   `status`: a number, or a class such as `"2xx"` where any status of it is right (a preflight);
 *   `headers`: names compared without case, values by what the header means (`headerMatches`);
 *   `json`: the body decoded as JSON must equal it (object keys in any order, arrays in order);
 *   `bodyIncludes` / `bodyExcludes`: text the body must / must not hold.
 * @typedef {{
 *   name: string, request: CheckRequest, expect: CheckExpectation,
 *   until?: number, logs?: string, from?: string,
 * }} Check
 *   `until`: the last step the check applies to (model/steps.mjs carries a check into the steps after
 *   its own until then); `logs`: text this request makes PHP log (CI allows it and requires it);
 *   `from`: set by model/steps.mjs on a check carried over from an earlier step, that step's slug.
 * @typedef {{status: number, headers: [string, string][], body: string}} CheckResponse
 * @typedef {{passed: boolean, expected: string[], actual: string[]}} CheckResult
 *   `expected` and `actual` are short lines, one per expectation, in the same order, for the reader.
 */

/**
 * Whether two decoded JSON values are equal: objects by their keys in any order, arrays in order.
 * @param {unknown} left @param {unknown} right
 * @returns {boolean}
 */
export function jsonEqual(left, right) {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => jsonEqual(item, right[index]));
  }
  const leftRecord = /** @type {Record<string, unknown>} */ (left);
  const rightRecord = /** @type {Record<string, unknown>} */ (right);
  const keys = Object.keys(leftRecord);
  if (keys.length !== Object.keys(rightRecord).length) return false;
  return keys.every((key) => Object.hasOwn(rightRecord, key) && jsonEqual(leftRecord[key], rightRecord[key]));
}

/** @param {CheckResponse} response @param {string} name */
function headerValue(response, name) {
  const wanted = name.toLowerCase();
  const found = response.headers.find(([key]) => key.toLowerCase() === wanted);
  return found ? found[1] : null;
}

/** Headers whose value is a media type: compared by type and subtype, parameters such as charset aside. */
const MEDIA_TYPE_HEADERS = new Set(['content-type']);
/** Headers whose value is a comma-separated list: compared by their items, case and spaces aside. */
const LIST_HEADERS = new Set(['allow', 'access-control-allow-methods', 'access-control-allow-headers', 'vary']);

/** @param {string} value */
const mediaType = (value) => value.split(';')[0].trim().toLowerCase();
/** @param {string} value */
const listItems = (value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(',');

/**
 * Whether a Location header points where the check expects: the same path (and query), written as
 * the path alone or as an absolute http(s) URL on whatever host the server was reached at.
 * @param {string} got @param {string} wanted
 */
function locationMatches(got, wanted) {
  if (got === wanted) return true;
  try {
    const url = new URL(got);
    return (url.protocol === 'http:' || url.protocol === 'https:') && `${url.pathname}${url.search}` === wanted;
  } catch {
    return false;
  }
}

/**
 * Whether a header's value says what the check expects, judged by what the header means.
 * @param {string} name @param {string} got @param {string} wanted
 */
export function headerMatches(name, got, wanted) {
  const key = name.toLowerCase();
  if (MEDIA_TYPE_HEADERS.has(key)) return mediaType(got) === mediaType(wanted);
  if (LIST_HEADERS.has(key)) return listItems(got) === listItems(wanted);
  if (key === 'location') return locationMatches(got, wanted);
  return got === wanted;
}

/**
 * Whether a status is the one expected: the same number, or one of a class such as "2xx".
 * @param {number} got @param {number | string} wanted
 */
export function statusMatches(got, wanted) {
  if (typeof wanted === 'number') return got === wanted;
  const statusClass = /^([1-5])xx$/.exec(wanted);
  return statusClass !== null && Math.floor(got / 100) === Number(statusClass[1]);
}

/** @param {string} body */
function decodeJson(body) {
  try {
    return {ok: true, value: /** @type {unknown} */ (JSON.parse(body))};
  } catch {
    return {ok: false, value: undefined};
  }
}

const shorten = (/** @type {string} */ text, limit = 300) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;

/**
 * Judges one response against one check's expectations.
 * @param {Check} check
 * @param {CheckResponse} response
 * @returns {CheckResult}
 */
export function evaluateCheck(check, response) {
  const {expect} = check;
  /** @type {string[]} */ const expected = [];
  /** @type {string[]} */ const actual = [];
  let passed = true;
  if (expect.status !== undefined) {
    expected.push(`status ${expect.status}`);
    actual.push(`status ${response.status}`);
    passed &&= statusMatches(response.status, expect.status);
  }
  for (const [name, value] of Object.entries(expect.headers ?? {})) {
    const got = headerValue(response, name);
    expected.push(`${name}: ${value}`);
    actual.push(got === null ? `no ${name} header` : `${name}: ${got}`);
    passed &&= got !== null && headerMatches(name, got, value);
  }
  if (expect.json !== undefined) {
    const decoded = decodeJson(response.body);
    expected.push(`JSON body ${JSON.stringify(expect.json)}`);
    actual.push(
      decoded.ok ? `JSON body ${shorten(JSON.stringify(decoded.value))}` : `not JSON: ${shorten(response.body)}`,
    );
    passed &&= decoded.ok && jsonEqual(decoded.value, expect.json);
  }
  if (expect.bodyIncludes !== undefined) {
    expected.push(`body containing ${JSON.stringify(expect.bodyIncludes)}`);
    actual.push(`body ${JSON.stringify(shorten(response.body))}`);
    passed &&= response.body.includes(expect.bodyIncludes);
  }
  if (expect.bodyExcludes !== undefined) {
    expected.push(`body without ${JSON.stringify(expect.bodyExcludes)}`);
    actual.push(`body ${JSON.stringify(shorten(response.body))}`);
    passed &&= !response.body.includes(expect.bodyExcludes);
  }
  return {passed, expected, actual};
}
