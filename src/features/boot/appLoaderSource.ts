import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {transformSync} from '@swc/core';

/**
 * The text of the inline loader (appLoader.ts), as its head tag carries it and the unit tests run
 * it: one function expression, which the page template calls with the page's scripts. Compiled
 * from TypeScript for the browsers the app itself supports (ES2017), minified without compression,
 * so that the one expression stays (a compressor sees it as unused). The statement's final
 * semicolon goes: `slimAppLoader=(function…)` is an assignment the head tag makes.
 */
export function appLoaderSource(): string {
  const file = join(dirname(__filename), 'appLoader.ts');
  const source = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    isModule: false,
    jsc: {
      parser: {syntax: 'typescript'},
      target: 'es2017',
      minify: {compress: false, mangle: true, format: {comments: false}},
    },
    minify: true,
  })
    .code.trim()
    .replace(/;$/, '');
  if (!/^\(/.test(source) || !/\)$/.test(source)) {
    throw new Error(
      'src/features/boot/appLoader.ts must be one parenthesised function expression: the page template calls it.',
    );
  }
  return source;
}
