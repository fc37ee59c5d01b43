// docs-dev/compat.md is derived from the reliances (data written once): this fails when the module
// changed and the page was not written again.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {COMPAT_DOC, compatDoc} from '../compatDoc';
import {REPOSITORY_ROOT} from '../contract';

test(`${COMPAT_DOC} is the page generated from src/features/compat/reliances.ts`, () => {
  assert.ok(
    readFileSync(join(REPOSITORY_ROOT, COMPAT_DOC), 'utf8') === compatDoc(),
    `${COMPAT_DOC} is out of date: run npm run compat:doc`,
  );
});
