// Share links nobody made with Share: what a page does with each must be safe (nothing runs, nothing
// breaks, nothing is fetched for PHP) and, where the link is for a Run panel, say so politely.
import {deflateRawSync} from 'node:zlib';
import {encodeShared, MAX_DECODED_BYTES} from '../share/codec';

/** What the page must do: a notice at the top, or nothing at all (a tutorial step's link is not ours). */
type Expected = 'notice' | 'nothing';

type HostileFragment = {name: string; fragment: string; expected: Expected};

const state = (where: string, change: Record<string, unknown>) =>
  encodeShared({v: 1, example: where, code: '<?php\n', method: 'GET', path: '/', headers: [], body: '', ...change});

/** The corpus for a page whose one Run button is `where`. */
export async function hostileFragments(where: string): Promise<HostileFragment[]> {
  const bomb = deflateRawSync(Buffer.alloc(MAX_DECODED_BYTES * 8, 0x20)).toString('base64url');
  return [
    {name: 'empty', fragment: '', expected: 'notice'},
    {name: 'not base64url', fragment: '%3Cscript%3Ealert(1)%3C%2Fscript%3E', expected: 'notice'},
    {name: 'base64url, not deflate', fragment: 'AAAAAAAAAAAA', expected: 'notice'},
    {name: 'deflate, not JSON', fragment: deflateRawSync('<?php echo 1;').toString('base64url'), expected: 'notice'},
    {name: 'a number', fragment: await encodeShared(42), expected: 'notice'},
    {name: 'code is not text', fragment: await state(where, {code: {toString: 1}}), expected: 'notice'},
    {name: 'another version', fragment: await state(where, {v: 2}), expected: 'notice'},
    {name: 'a method the form has not', fragment: await state(where, {method: 'TRACE'}), expected: 'notice'},
    {name: 'headers not pairs', fragment: await state(where, {headers: [['A', 1]]}), expected: 'notice'},
    {name: 'prototype keys', fragment: await encodeShared(JSON.parse('{"__proto__": {"v": 1}}')), expected: 'notice'},
    {name: 'no such example', fragment: await state('docs/nowhere.md:1', {}), expected: 'notice'},
    {name: 'a selector in the id', fragment: await state('"], body, [x="', {}), expected: 'notice'},
    {name: 'a deflate bomb', fragment: bomb, expected: 'notice'},
    {name: 'a megabyte', fragment: 'A'.repeat(1024 * 1024), expected: 'notice'},
    {
      name: "a tutorial step's link",
      fragment: await encodeShared({v: 1, step: '01-first-route', files: {'public/index.php': '<?php\n'}}),
      expected: 'nothing',
    },
  ];
}
