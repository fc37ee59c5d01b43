// @ts-check
// How an example's request reaches PHP: its body (a multipart form when it uploads files) and the
// $_SERVER entries a server gives it. Part of the PHP-example model: the example runner
// (scripts/lib/php-example-runner.mjs) sends these bytes to PHP's built-in server, and the Run
// button's worker (RunExample/php.worker.ts) hands the same bytes, and the entries that server sets,
// to PHP in the browser. No Node.js or browser API here: both sides import this file as it is.
import {DOCUMENT_ROOT, ENTRY_POINT} from './project.mjs';

/** What the small file an upload sends holds. @param {string} name the file's name */
export function uploadContent(name) {
  return `Content of ${name}\n`;
}

/**
 * A field or file name inside a Content-Disposition header, escaped as browsers do (the HTML
 * standard's multipart/form-data encoding), so a name cannot end the header or the part.
 * @param {string} name
 */
function dispositionName(name) {
  return name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
}

/** A boundary no file of ours holds (their content is a line of text). */
function randomBoundary() {
  return `----slim-example-${Math.random().toString(16).slice(2)}${Math.random().toString(16).slice(2)}`;
}

/**
 * A multipart form with one small file (uploadContent) under each [field, file name].
 * @param {[string, string][]} uploads
 * @param {string} [boundary] fixed only by tests
 * @returns {{body: Uint8Array, contentType: string}}
 */
export function multipartForm(uploads, boundary = randomBoundary()) {
  let text = '';
  for (const [field, name] of uploads) {
    text += `--${boundary}\r\n`;
    text += `Content-Disposition: form-data; name="${dispositionName(field)}"; filename="${dispositionName(name)}"\r\n`;
    text += `Content-Type: application/octet-stream\r\n\r\n${uploadContent(name)}\r\n`;
  }
  text += `--${boundary}--\r\n`;
  return {body: new TextEncoder().encode(text), contentType: `multipart/form-data; boundary=${boundary}`};
}

/**
 * The headers and body an example's request is sent with: its own headers and body, or, when it
 * uploads files, the multipart form, whose content type replaces any the request names.
 * @param {{headers: [string, string][], body: string | null, uploads: [string, string][]}} request
 * @param {string} [boundary] fixed only by tests
 * @returns {{headers: [string, string][], body: Uint8Array | null}}
 */
export function encodeRequest(request, boundary) {
  if (!request.uploads.length)
    return {headers: request.headers, body: request.body ? new TextEncoder().encode(request.body) : null};
  const form = multipartForm(request.uploads, boundary);
  return {
    headers: [
      ...request.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
      ['Content-Type', form.contentType],
    ],
    body: form.body,
  };
}

/** A path's %XX escapes decoded, as PHP's built-in server decodes PATH_INFO ("+" stays "+"). @param {string} path */
function rawUrlDecode(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The $_SERVER entries PHP's built-in server sets for a request when the project's public/index.php
 * is its router (`php -S host:port -t public public/index.php`, as Slim's skeleton serves an app),
 * for a path that names no other file of public/. The headers' HTTP_* entries are the server's own.
 * @param {{method: string, path: string}} request path: the path and query as sent (`/hello?x=1`)
 * @param {{root: string, host: string, port: number, software: string, now: number}} server
 *   root: the project's absolute path; now: the request's time in milliseconds since 1970
 * @returns {Record<string, string>}
 */
export function serverVariables(request, {root, host, port, software, now}) {
  const question = request.path.indexOf('?');
  const pathname = rawUrlDecode(question < 0 ? request.path : request.path.slice(0, question));
  const script = ENTRY_POINT.slice(DOCUMENT_ROOT.length);
  // The script's own path (with or without a trailing path) is not path info; any other path is.
  const pathInfo =
    pathname === '/' || pathname === script
      ? ''
      : pathname.startsWith(`${script}/`)
        ? pathname.slice(script.length)
        : pathname;
  return {
    DOCUMENT_ROOT: `${root}/${DOCUMENT_ROOT}`,
    SCRIPT_FILENAME: `${root}/${ENTRY_POINT}`,
    SCRIPT_NAME: script,
    PHP_SELF: `${script}${pathInfo}`,
    ...(pathInfo ? {PATH_INFO: pathInfo} : {}),
    REQUEST_URI: request.path,
    ...(question < 0 ? {} : {QUERY_STRING: request.path.slice(question + 1)}),
    REQUEST_METHOD: request.method,
    SERVER_PROTOCOL: 'HTTP/1.1',
    SERVER_NAME: host,
    SERVER_PORT: String(port),
    SERVER_SOFTWARE: software,
    REMOTE_ADDR: '127.0.0.1',
    REQUEST_TIME: String(Math.floor(now / 1000)),
    REQUEST_TIME_FLOAT: String(now / 1000),
  };
}
