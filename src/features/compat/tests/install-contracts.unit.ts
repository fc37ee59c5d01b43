// The contracts that read the installed packages (node_modules): one test per reliance of
// src/features/compat/reliances.ts whose check needs no build. A failure names the reliance and what changed.
import {test} from 'node:test';
import {checkReliance} from '../contract';
import {RELIANCES} from '../reliances';

for (const reliance of RELIANCES.filter(({tier}) => tier === 'install')) {
  test(reliance.id, () => checkReliance(reliance, {buildDir: 'build'}));
}
