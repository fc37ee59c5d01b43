#!/usr/bin/env node
// `npm run compat:doc`: writes docs-dev/compat.md from the reliances (src/features/compat/reliances.ts).
import {writeFileSync} from 'node:fs';
import {COMPAT_DOC, compatDoc} from '../src/features/compat/compatDoc';

writeFileSync(COMPAT_DOC, compatDoc());
console.log(`${COMPAT_DOC} written`);
