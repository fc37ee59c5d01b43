// A page's Markdown copy, from a small MDX source of its own: tabs become labelled sections,
// admonitions blockquotes, anchors go, links become absolute.
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {test} from 'node:test';
import {absoluteUrl, toPlainMarkdown, type LinkContext} from '../toMarkdown';

const siteDir = resolve(import.meta.dirname, '../../../..');
const context: LinkContext = {
  sourceFile: resolve(siteDir, 'docs/objects/routing.md'),
  siteDir,
  pageUrl: 'https://example.org/slim/docs/v4/objects/routing',
  siteUrl: 'https://example.org',
  baseUrl: '/slim/',
  permalinkOfSource: (path) =>
    path === resolve(siteDir, 'docs/objects/request.md') ? '/slim/docs/v4/objects/request' : undefined,
};

test('links: site paths get the base, source links their page, anchors the page itself', () => {
  assert.equal(absoluteUrl('/docs/v3/', context), 'https://example.org/slim/docs/v3/');
  assert.equal(absoluteUrl('request.md#body', context), 'https://example.org/slim/docs/v4/objects/request#body');
  assert.equal(absoluteUrl('#groups', context), 'https://example.org/slim/docs/v4/objects/routing#groups');
  assert.equal(absoluteUrl('https://www.php-fig.org/psr/psr-7/', context), 'https://www.php-fig.org/psr/psr-7/');
});

test('MDX becomes plain Markdown a reader outside the site can follow', async () => {
  const source = `---
title: Routing
---

Intro with a [link](request.md).

<Anchor id="old-id" />

:::note[Before you start]
Install Slim first.
:::

<Tabs groupId="psr7">
<TabItem value="slim" label="Slim PSR-7">

\`\`\`bash
composer require slim/psr7
\`\`\`

</TabItem>
</Tabs>
`;
  const markdown = await toPlainMarkdown(source, context);
  assert.ok(!markdown.includes('title: Routing'), 'front matter is left out');
  assert.ok(markdown.includes('[link](https://example.org/slim/docs/v4/objects/request)'), markdown);
  assert.ok(!markdown.includes('Anchor'), 'anchor markers go');
  assert.match(
    markdown,
    /^> \*\*Note: Before you start\*\*\n>\n> Install Slim first\./m,
    'an admonition is a blockquote with its title',
  );
  assert.match(markdown, /\*\*Slim PSR-7\*\*/, 'a tab is a section labelled with its label');
  assert.match(markdown, /```bash\ncomposer require slim\/psr7\n```/, 'code keeps its language');
  assert.ok(!markdown.includes('<Tabs') && !markdown.includes('<TabItem'), 'no JSX is left');
});
