import type {Reliance} from '../reliances';
import {broken, installedVersion, requireFromRoot} from '../contract';

type Utils = {
  DOCUSAURUS_VERSION: unknown;
  admonitionTitleToDirectiveLabel: (content: string, keywords: string[]) => string;
  escapeMarkdownHeadingIds: (content: string) => string;
  unwrapMdxCodeBlocks: (content: string) => string;
};

/** Each helper on a sample, with the result the Markdown copies depend on. */
const SAMPLES: {helper: keyof Utils; run: (utils: Utils) => string; expected: string}[] = [
  {
    helper: 'admonitionTitleToDirectiveLabel',
    run: (utils) => utils.admonitionTitleToDirectiveLabel(':::note Read first\n\nText\n:::', ['note']),
    expected: ':::note[Read first]\n\nText\n:::',
  },
  {
    helper: 'escapeMarkdownHeadingIds',
    run: (utils) => utils.escapeMarkdownHeadingIds('## Routing {#routing}'),
    expected: '## Routing \\{#routing}',
  },
  {
    helper: 'unwrapMdxCodeBlocks',
    run: (utils) => utils.unwrapMdxCodeBlocks('```mdx-code-block\n<Tabs>\n```'),
    expected: '<Tabs>',
  },
];

export const docusaurusUtils: Reliance = {
  id: 'docusaurus-utils',
  what: "`@docusaurus/utils` helpers that are not in Docusaurus's documented API: the Markdown preprocessing steps (admonition titles, heading ids, `mdx-code-block`) and `DOCUSAURUS_VERSION`",
  upstream: {package: '@docusaurus/utils', checkedOn: '3.8.1'},
  usedIn: ['src/features/markdown-copies/toMarkdown.ts', 'src/config/fasterFlags.ts'],
  tier: 'install',
  check() {
    const utils = requireFromRoot('@docusaurus/utils') as Utils;
    for (const {helper, run, expected} of SAMPLES) {
      if (typeof utils[helper] !== 'function') broken(`${helper} is no longer exported`);
      const actual = run(utils);
      if (actual !== expected)
        broken(`${helper} now gives ${JSON.stringify(actual)} where it gave ${JSON.stringify(expected)}`);
    }
    const version = installedVersion('@docusaurus/core');
    if (utils.DOCUSAURUS_VERSION !== version)
      broken(
        `DOCUSAURUS_VERSION is ${JSON.stringify(utils.DOCUSAURUS_VERSION)}, not the installed @docusaurus/core ${version}`,
      );
  },
  alsoProvenBy: ['src/features/markdown-copies/tests/to-markdown.unit.ts'],
};
