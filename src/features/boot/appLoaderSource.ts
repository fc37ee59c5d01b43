import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {minifySync} from '@swc/core';

/**
 * The text of the inline loader (appLoader.js), as the page template inlines it and the unit tests
 * run it: one function expression, which the caller calls with the page's scripts.
 *
 * Minified (no comments, short local names; 5.9 KB instead of 22.6 KB, 2.2 KB instead of 6.4 KB with
 * Brotli): the template is part of the site's configuration, which Docusaurus hands to the browser
 * whole, so the app's start-up files carry it. Not compressed, so that the minifier keeps the file as
 * it is written (one function expression it would otherwise see as unused). A formatter ends the file
 * with a semicolon, which would make the call a separate, side-effect-free expression that the HTML
 * minifier drops (an empty inline script, an app that never starts): the semicolon goes.
 */
export function appLoaderSource(): string {
  const written = readFileSync(join(dirname(__filename), 'appLoader.js'), 'utf8');
  const source = minifySync(written, {compress: false, mangle: true, module: false, format: {comments: false}})
    .code.trim()
    .replace(/;$/, '');
  if (!/^\(/.test(source) || !/\)$/.test(source)) {
    throw new Error(
      'src/features/boot/appLoader.js must be one parenthesised function expression: the page template calls it.',
    );
  }
  return source;
}
