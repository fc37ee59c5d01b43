// The contracts that read the production build (BUILD_DIR, default build/): one test per reliance of
// src/features/compat/reliances.ts whose check needs a build. A failure names the reliance and what changed.
import {test} from 'node:test';
import {BUILD_DIR} from '../../../../tests/support/build.mjs';
import {checkReliance} from '../contract';
import {RELIANCES} from '../reliances';

for (const reliance of RELIANCES.filter(({tier}) => tier === 'build')) {
  test(reliance.id, () => checkReliance(reliance, {buildDir: BUILD_DIR}));
}
