// What the worker keeps of a run's output, and the note that says what it left out.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {CappedSink, HEADER_LINES_CAP, OUTPUT_CAP_BYTES, truncationNote} from '../RunExample/outputCap';
import {parseResponseHead} from '../RunExample/responseHead';

test('a sink keeps the first bytes up to its cap and counts the rest', () => {
  const sink = new CappedSink(10);
  sink.write(new TextEncoder().encode('abcdef'));
  sink.write(new TextEncoder().encode('ghijklmnop'));
  sink.write(new TextEncoder().encode('qrstu'));
  assert.equal(sink.text(), 'abcdefghij');
  assert.equal(sink.dropped, 11);
});

test('a sink keeps a copy: the runtime reuses its buffer', () => {
  const sink = new CappedSink(8);
  const buffer = new TextEncoder().encode('first');
  sink.write(buffer);
  buffer.set(new TextEncoder().encode('XXXXX'));
  assert.equal(sink.text(), 'first');
});

test('100 MB printed in one piece: 256 KiB shown, the rest named in decimal megabytes', () => {
  const sink = new CappedSink(OUTPUT_CAP_BYTES);
  const chunk = new Uint8Array(1_000_000).fill(120);
  for (let i = 0; i < 100; i++) sink.write(chunk);
  assert.equal(sink.bytes().byteLength, 256 * 1024);
  assert.equal(truncationNote('Output', sink.dropped), 'Output truncated: 99.7 MB not shown.');
  assert.equal(truncationNote('PHP errors', 1500), 'PHP errors truncated: 1.5 KB not shown.');
});

test('headers: names that are object keys elsewhere are data here; past 2,000 lines the rest is counted', () => {
  const lines = ['constructor: a', '__proto__: b', 'toString: c'];
  for (let i = 0; i < 10_000; i++) lines.push(`X-Many-${i}: value-${i}`);
  const head = parseResponseHead(JSON.stringify({status: 201, headers: lines}), false);
  assert.equal(head.status, 201);
  assert.deepEqual(head.headers.slice(0, 3), [
    ['constructor', 'a'],
    ['__proto__', 'b'],
    ['tostring', 'c'],
  ]);
  assert.equal(head.headers.length, HEADER_LINES_CAP);
  assert.deepEqual(head.headers.at(-1), ['x-many-1996', 'value-1996']);
  assert.equal(head.droppedHeaders, lines.length - HEADER_LINES_CAP);
});

test('headers: a raw stream cut at its cap keeps every whole line and says some were lost', () => {
  const raw = JSON.stringify({status: 200, headers: ['X-One: 1', 'X-Two: 2']}).slice(0, -8);
  const head = parseResponseHead(raw, true);
  assert.deepEqual(head.headers, [['x-one', '1']]);
  assert.equal(head.droppedHeaders, 1);
});
