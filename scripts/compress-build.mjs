#!/usr/bin/env node
// Post-build step: writes .gz and .br files next to every compressible file in build/, so nginx
// (gzip_static, brotli_static) sends them without compressing on each request.
import {createHash} from 'node:crypto';
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {filesUnder} from '../src/shared/files.mjs';

const BUILD_DIR = process.argv[2] ?? 'build';
// .wasm: the PHP runtime of the guide's Run buttons (18 MB, 5 MB with Brotli).
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|md|webmanifest|wasm)$/;
const MIN_BYTES = 512;
// Brotli at its best quality takes minutes for the PHP runtime; large files are compressed once per
// content and kept here between builds.
const CACHE_DIR = 'node_modules/.cache/compress-build';
const CACHED_FROM_BYTES = 1048576;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * @param {Buffer} data
 * @returns {Promise<Buffer[]>} Brotli, then gzip
 */
async function compressed(data) {
  return Promise.all([
    brotli(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
    gz(data, {level: 9}),
  ]);
}

/**
 * @param {Buffer} data
 * @returns {Promise<Buffer[]>} Brotli, then gzip
 */
async function compressedOnce(data) {
  const key = join(CACHE_DIR, createHash('sha256').update(data).digest('hex'));
  try {
    return await Promise.all([readFile(`${key}.br`), readFile(`${key}.gz`)]);
  } catch {
    const [br, gzipped] = await compressed(data);
    await mkdir(CACHE_DIR, {recursive: true});
    await Promise.all([writeFile(`${key}.br`, br), writeFile(`${key}.gz`, gzipped)]);
    return [br, gzipped];
  }
}

/**
 * @param {string} path
 * @returns {Promise<{raw: number, br: number, gz: number}>}
 */
async function compress(path) {
  const data = await readFile(path);
  const [br, gzipped] = data.length >= CACHED_FROM_BYTES ? await compressedOnce(data) : await compressed(data);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return {raw: data.length, br: br.length, gz: gzipped.length};
}

const started = Date.now();
/** @type {string[]} */
const queue = [];
for (const path of filesUnder(BUILD_DIR, COMPRESSIBLE)) if ((await stat(path)).size >= MIN_BYTES) queue.push(path);
const totals = {files: 0, raw: 0, br: 0, gz: 0};
let next = 0;
await Promise.all(
  Array.from({length: 4}, async () => {
    while (next < queue.length) {
      const sizes = await compress(queue[next++]);
      totals.files++;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }),
);
const mb = (/** @type {number} */ n) => `${(n / 1048576).toFixed(1)} MB`;
console.log(
  `compressed ${totals.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${mb(totals.raw)} raw, ${mb(totals.gz)} gzip, ${mb(totals.br)} brotli`,
);
