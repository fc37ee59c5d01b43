// @ts-check
// What a tutorial step's checks are and how one is judged. The same function judges the reader's code
// in the browser (the Check button) and the steps' starters and solutions in CI, so "passed" means
// one thing everywhere.

/**
 * One request a step's code must answer, and what the answer must hold.
 * @typedef {{method: string, path: string, headers?: [string, string][], body?: string}} CheckRequest
 * @typedef {{
 *   status?: number,
 *   headers?: Record<string, string>,
 *   json?: unknown,
 *   bodyIncludes?: string,
 * }} CheckExpectation
 *   `headers`: names compared without case, values exactly (a parameter such as `; charset=utf-8` counts);
 *   `json`: the body decoded as JSON must equal it (object keys in any order, arrays in order);
 *   `bodyIncludes`: text the body must hold.
 * @typedef {{name: string, request: CheckRequest, expect: CheckExpectation}} Check
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
    passed &&= response.status === expect.status;
  }
  for (const [name, value] of Object.entries(expect.headers ?? {})) {
    const got = headerValue(response, name);
    expected.push(`${name}: ${value}`);
    actual.push(got === null ? `no ${name} header` : `${name}: ${got}`);
    passed &&= got === value;
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
  return {passed, expected, actual};
}
