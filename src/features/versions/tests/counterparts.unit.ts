// The map of pages on the same subject across guides (versionCounterparts.json), read
// through the functions the dropdown, the banner and the counterpart links use.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {counterpartId, guideKeyOf, SUBJECTS, subjectOf} from '../counterparts';

test('a guide is named by the last segment of its path', () => {
  assert.equal(guideKeyOf('/slim/docs/v4'), 'v4');
  assert.equal(guideKeyOf('/slim/docs/v3/'), 'v3');
});

test('every page of the map belongs to one subject per guide', () => {
  const seen = new Map<string, string>();
  for (const subject of SUBJECTS) {
    for (const [guide, ids] of Object.entries(subject.pages)) {
      for (const id of ids ?? []) {
        const key = `${guide}:${id}`;
        assert.ok(!seen.has(key), `${key} is in "${seen.get(key)}" and in "${subject.subject}"`);
        seen.set(key, subject.subject);
      }
    }
  }
  assert.ok(seen.size > 100, `the map names ${seen.size} pages`);
});

test('a counterpart is the first page of the same subject in the other guide, both ways', () => {
  for (const subject of SUBJECTS) {
    const v4 = subject.pages.v4?.[0];
    const v3 = subject.pages.v3?.[0];
    if (!v4 || !v3) continue;
    assert.equal(counterpartId('v4', v4, 'v3'), v3, subject.subject);
    assert.equal(counterpartId('v3', v3, 'v4'), v4, subject.subject);
    assert.equal(subjectOf('v4', v4), subject);
  }
  assert.equal(counterpartId('v4', 'objects/routing', 'v4'), 'objects/routing', 'the same guide is the page itself');
  assert.equal(counterpartId('v4', 'no/such-page', 'v3'), undefined);
});

test('a guide the map does not name yet borrows the newest older column', () => {
  const routing = subjectOf('v4', 'objects/routing');
  assert.ok(routing, 'objects/routing has a subject');
  // A guide cut after the map was last edited (say v5) reads the v4 column until it gets its own.
  assert.equal(subjectOf('v5', 'objects/routing'), routing);
  assert.equal(counterpartId('v5', 'objects/routing', 'v3'), 'objects/router');
});
