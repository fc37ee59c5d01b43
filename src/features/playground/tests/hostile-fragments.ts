// Share links nobody made with Share: what a page does with each must be safe (nothing runs, nothing
// breaks, nothing is fetched for PHP) and, where the link is for a Run panel, say so politely.
import {constants, deflateRawSync} from 'node:zlib';
import {encodeShared, MAX_DECODED_BYTES, MAX_FRAGMENT_CHARS} from '../share/codec';

/** What the page must do: a notice at the top, or nothing at all (a tutorial step's link is not ours). */
type Expected = 'notice' | 'nothing';

type HostileFragment = {name: string; fragment: string; expected: Expected};

/** A Run panel's state that opens `where`, with `change` made to it. */
const panel = (where: string, change: Record<string, unknown> = {}) => ({
  v: 1,
  example: where,
  code: '<?php\n',
  method: 'GET',
  path: '/',
  headers: [],
  body: '',
  ...change,
});

const state = (where: string, change: Record<string, unknown>) => encodeShared(panel(where, change));

/** One MiB of zeros deflated (1,037 bytes), ending on a full flush: no reference reaches back before it. */
const DEFLATED_MEBIBYTE = deflateRawSync(Buffer.alloc(1 << 20), {finishFlush: constants.Z_FULL_FLUSH});
/** The last block of a deflate stream, empty. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * Raw deflate that inflates to `mebibytes` MiB of zeros: the deflated MiB again and again, then the
 * last block. 1,500 copies are the review's 2 MB step link that inflated to 1.5 GB.
 */
export function deflateBomb(mebibytes: number): Buffer {
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(DEFLATED_MEBIBYTE), LAST_BLOCK]);
}

/** The largest bomb, in MiB, whose link still fits under the codec's length cap. */
export const LARGEST_BOMB_UNDER_CAP = Math.floor(
  ((MAX_FRAGMENT_CHARS * 3) / 4 - LAST_BLOCK.length) / DEFLATED_MEBIBYTE.length,
);

/**
 * A valid link made 2 MB long: `blocks` empty stored blocks (5 bytes each, inflating to nothing)
 * before the value's own deflate. It decodes to the value, if anything decodes it.
 */
export function paddedLink(value: unknown, blocks = 300_000): string {
  const emptyStored = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);
  const json = Buffer.from(JSON.stringify(value));
  return Buffer.concat([...Array<Buffer>(blocks).fill(emptyStored), deflateRawSync(json)]).toString('base64url');
}

/**
 * Links whose decoding is the attack (the review's A02, A03, A03b): over the length cap, refused
 * before any work; under it, stopped at the output cap.
 */
export function bombFragments(value: unknown): {name: string; fragment: string}[] {
  return [
    {name: "the review's 1.5 GB bomb (2 MB)", fragment: deflateBomb(1500).toString('base64url')},
    {
      name: `the largest bomb under the length cap (${LARGEST_BOMB_UNDER_CAP} MiB)`,
      fragment: deflateBomb(LARGEST_BOMB_UNDER_CAP).toString('base64url'),
    },
    {name: 'a valid state padded to 2 MB', fragment: paddedLink(value)},
  ];
}

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
    ...bombFragments(panel(where)).map((bomb) => ({...bomb, expected: 'notice' as const})),
    {
      name: "a tutorial step's link",
      fragment: await encodeShared({v: 1, step: '01-first-route', files: {'public/index.php': '<?php\n'}}),
      expected: 'nothing',
    },
  ];
}
