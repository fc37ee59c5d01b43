import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/**
 * The text of the inline loader (appLoader.js), as the page template inlines it and the unit tests
 * run it: one function expression, which the caller calls with the page's scripts. A formatter ends
 * the file with a semicolon, which would make the call a separate, side-effect-free expression that
 * the HTML minifier drops (an empty inline script, an app that never starts): the semicolon goes.
 */
export function appLoaderSource(): string {
  const source = readFileSync(join(dirname(__filename), 'appLoader.js'), 'utf8')
    .trim()
    .replace(/;$/, '');
  if (!/\)$/.test(source)) {
    throw new Error(
      'src/features/boot/appLoader.js must be one parenthesised function expression: the page template calls it.',
    );
  }
  return source;
}
