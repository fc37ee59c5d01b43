// @ts-check
// Compiles a page's Markdown as the site's build does: MDX 3 with GFM and directives (admonitions),
// the site's own remark plugins from docusaurus.config.ts (the docs plugin's for a guide page, the
// blog's for a post), and the Markdown options of that config (`mdx1Compat`: HTML comments are an
// error, `{#id}` heading ids are read before MDX parses the heading). A writer sees in seconds what the
// build would fail on. Needs tsx (the config is TypeScript): `node --import tsx`.
import {readFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {VFile} from 'vfile';
import yaml from 'js-yaml';

/** @typedef {{remarkPlugins?: unknown[], beforeDefaultRemarkPlugins?: unknown[]}} ContentOptions */

const {default: config} = /** @type {{default: import('@docusaurus/types').Config}} */ (
  await import(resolve('docusaurus.config.ts'))
);

/** The classic preset's options for one content plugin (`docs` or `blog`). @param {'docs' | 'blog'} plugin */
function contentOptions(plugin) {
  const classic = (config.presets ?? []).find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  const options = /** @type {Record<string, ContentOptions>} */ (Array.isArray(classic) ? classic[1] : {});
  return options[plugin] ?? {};
}

const {mdx1Compat, format = 'mdx'} =
  /** @type {{mdx1Compat: {comments: boolean, headingIds: boolean}, format?: 'mdx' | 'md' | 'detect'}} */ (
    config.markdown
  );

/**
 * The build's error for a Markdown file, or null when it compiles.
 * @param {string} file
 * @returns {Promise<string | null>}
 */
export async function mdxError(file) {
  const raw = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  try {
    if (frontMatter) yaml.load(frontMatter[1]);
  } catch (error) {
    return `front matter is not valid YAML: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
  }
  let source = raw.replace(/^---\n[\s\S]*?\n---\n/, (block) => '\n'.repeat(block.split('\n').length - 1));
  if (mdx1Compat.comments) source = source.replace(/<!--[\s\S]*?-->/g, '');
  if (mdx1Compat.headingIds) source = source.replace(/^(#{1,6} .*?)\s*\\?\{#[^}]+\}\s*$/gm, '$1');
  const options = contentOptions(relative('.', file).startsWith('blog/') ? 'blog' : 'docs');
  const plugins = [
    remarkGfm,
    remarkDirective,
    ...(options.beforeDefaultRemarkPlugins ?? []),
    ...(options.remarkPlugins ?? []),
  ];
  try {
    // Docusaurus's own default format is MDX for .md files too (`markdown.format`).
    await compile(new VFile({path: resolve(file), value: source}), {
      format: format === 'detect' ? (file.endsWith('.mdx') ? 'mdx' : 'md') : format,
      remarkPlugins: /** @type {import('unified').PluggableList} */ (plugins),
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
