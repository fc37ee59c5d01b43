import {EJECTED} from './checks/ejected';
import {RELIANCES, type Reliance} from './reliances';

/** Where the generated page lives, from the repository's root. */
export const COMPAT_DOC = 'docs-dev/compat.md';

const TIER_TEST = {
  install: 'src/features/compat/tests/install-contracts.unit.ts (npm run test:unit)',
  build: 'src/features/compat/tests/build-contracts.test.ts (npm run test:content)',
} as const;

/** A table cell: no line breaks, no column separators. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function row(reliance: Reliance): string {
  const where = reliance.usedIn.map((file) => `\`${file}\``).join(', ');
  const proof = [
    `\`${reliance.id}\` in ${TIER_TEST[reliance.tier]}`,
    ...(reliance.alsoProvenBy ?? []).map((file) => `\`${file}\``),
  ];
  return `| ${cell(reliance.what)} | ${reliance.upstream.package} ${reliance.upstream.checkedOn} | ${where} | ${cell(proof.join('; '))} |`;
}

/** docs-dev/compat.md, generated from the reliances (npm run compat:doc writes it; a unit test checks it is current). */
export function compatDoc(): string {
  return [
    '<!-- Generated from src/features/compat/reliances.ts by `npm run compat:doc`: edit the module, not this page. -->',
    '',
    '# What the site relies on that upstream does not promise',
    '',
    'Every place where the site leans on a detail of Docusaurus, its classic theme, the bundler (Rspack',
    'through `@docusaurus/faster`) or `@php-wasm` that is not a documented, public API: what it is, the',
    'version it was checked on, where the site uses it, and the contract test that fails, naming the',
    'reliance and what changed, the day it changes. `npm run test:upgrade` runs every contract against the',
    'newest Docusaurus 3.x. How to add one: `src/features/compat/README.md`.',
    '',
    '| Reliance | Checked on | Where | Contract test (and other proof) |',
    '| --- | --- | --- | --- |',
    ...RELIANCES.map(row),
    '',
    '## Components replaced rather than wrapped (ejected)',
    '',
    'The `ejected-theme-components` contract records the SHA-256 of the theme source each was written',
    'from, so that an upstream change is noticed and compared.',
    '',
    '| Component | Ours | Why a wrapper or config could not do it |',
    '| --- | --- | --- |',
    ...EJECTED.map(({component, ours, why}) => `| \`${component}\` | \`${ours}\` | ${cell(why)} |`),
    '',
    "The theme's `SearchBar` is a placeholder (the classic theme ships no search box); the site's own is",
    '`src/features/search/theme/SearchBar`.',
    '',
  ].join('\n');
}
