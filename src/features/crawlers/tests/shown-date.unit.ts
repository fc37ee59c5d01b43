import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shownDate} from '../shownDate';

const DAY_MS = 24 * 60 * 60 * 1000;

test('a shown date is the text Intl gives for English in UTC, for every day of four years', () => {
  const short = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const long = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  // 2023-2026, with a leap year, starting a few hours before midnight UTC so that the time zone shows.
  for (let at = Date.UTC(2022, 11, 31, 22); at < Date.UTC(2027, 0, 1); at += DAY_MS) {
    assert.equal(shownDate(at, 'short'), short.format(at), new Date(at).toISOString());
    assert.equal(shownDate(at, 'long'), long.format(at), new Date(at).toISOString());
  }
});

test('an ISO date string and a Date give the same text as its timestamp', () => {
  assert.equal(shownDate('2019-08-01', 'long'), 'August 1, 2019');
  assert.equal(shownDate(new Date('2019-08-01T23:59:59Z'), 'short'), 'Aug 1, 2019');
});
