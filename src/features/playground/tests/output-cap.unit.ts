// What the worker keeps of a run's output, and the note that says what it left out.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {CappedSink, OUTPUT_CAP_BYTES, truncationNote} from '../RunExample/outputCap';

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
