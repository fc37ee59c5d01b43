// Turns a doc page's or post's MDX source into plain Markdown that any tool reads as the page
// shows it: MDX components resolved (tabs become labelled sections, admonitions blockquotes,
// <Anchor> markers dropped), code blocks with their language, every link absolute.
// The source is parsed as Docusaurus parses it (same preprocessing, MDX, directives, GFM), so what
// the site renders and what the copy says come from one tree.
import {dirname, resolve} from 'node:path';
import {resolveCounterpartUrl} from '../versions';
import {installedSlimVersion} from '../playground/node';

/** An mdast node, loosely: the tree holds MDX and directive nodes besides CommonMark's. */
type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  name?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {directiveLabel?: boolean};
};

const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

export type LinkContext = {
  /** Absolute path of the source file the Markdown comes from. */
  sourceFile: string;
  /** The site's folder, to resolve `counterpart:` links (src/features/versions/remarkCounterpartLinks.ts). */
  siteDir: string;
  /** `https://www.slimframework.com/slim/docs/v4/objects/routing`: where the page is read. */
  pageUrl: string;
  /** `https://www.slimframework.com`. */
  siteUrl: string;
  /** `/slim/`. */
  baseUrl: string;
  /** The page a source file (absolute path) becomes, to resolve links between sources. */
  permalinkOfSource: (absolutePath: string) => string | undefined;
};

type Processors = {
  parse: (markdown: string) => MdNode;
  stringify: (tree: MdNode) => string;
};

let processors: Promise<Processors> | undefined;

/** The parser and the printer, loaded once (the unified packages are ES modules). */
function loadProcessors(): Promise<Processors> {
  processors ??= (async () => {
    const [
      {unified},
      {default: remarkParse},
      {default: remarkMdx},
      {default: remarkDirective},
      {default: remarkGfm},
      {default: remarkComment},
      {default: remarkStringify},
    ] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-directive'),
      import('remark-gfm'),
      import('@slorber/remark-comment'),
      import('remark-stringify'),
    ]);
    const parser = unified().use(remarkParse).use(remarkMdx).use(remarkComment).use(remarkDirective).use(remarkGfm);
    const printer = unified().use(remarkGfm).use(remarkStringify, {
      bullet: '-',
      emphasis: '_',
      strong: '*',
      fence: '`',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
    });
    return {
      parse: (markdown) => parser.parse(markdown) as unknown as MdNode,
      stringify: (tree) => printer.stringify(tree as never),
    };
  })();
  return processors;
}

const text = (value: string): MdNode => ({type: 'text', value});
const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Plain text of a node's subtree. */
function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** A link as a reader outside the site follows it: absolute, and to the page a source link names. */
export function absoluteUrl(source: string, context: LinkContext): string {
  // The page on the same subject in another guide, as the site resolves it.
  const url = resolveCounterpartUrl(source, context.sourceFile, context.siteDir);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (path === '') return `${context.pageUrl}${hash}`;
  if (/\.mdx?$/i.test(path) && !path.startsWith('/')) {
    const target = context.permalinkOfSource(resolve(dirname(context.sourceFile), decodeURI(path)));
    if (target) return `${context.siteUrl}${target}${hash}`;
  }
  // Site paths in sources leave out the base URL; the site adds it.
  if (path.startsWith('/')) return `${context.siteUrl}${context.baseUrl}${path.slice(1)}${hash}`;
  return new URL(url, context.pageUrl).href;
}

/** Each tab as a section under its label: a copy shows every choice the page offers. */
function tabsToSections(tabs: MdNode, context: LinkContext): MdNode[] {
  const out: MdNode[] = [];
  for (const item of tabs.children ?? []) {
    if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
      out.push(...transformNode(item, context));
      continue;
    }
    const label = attribute(item, 'label') ?? attribute(item, 'value') ?? 'Option';
    out.push(paragraph(strong(label)), ...transformChildren(item.children ?? [], context));
  }
  return out;
}

/** `:::note[Title]` → a blockquote that opens with "Note: Title". */
function admonitionToBlockquote(node: MdNode, kind: string, context: LinkContext): MdNode {
  const [first, ...rest] = node.children ?? [];
  const hasLabel = first?.data?.directiveLabel === true;
  const title = hasLabel ? textOf(first) : '';
  const body = hasLabel ? rest : (node.children ?? []);
  return {
    type: 'blockquote',
    children: [paragraph(strong(title ? `${kind}: ${title}` : kind)), ...transformChildren(body, context)],
  };
}

/** A directive that is not an admonition was text (`12:30`, `Note:this`): give the text back. */
function directiveAsText(node: MdNode, context: LinkContext): MdNode[] {
  const label = node.children?.length ? [text('['), ...transformChildren(node.children, context), text(']')] : [];
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const inline = [text(`${marker}${node.name ?? ''}`), ...label];
  return node.type === 'leafDirective' ? [paragraph(...inline)] : inline;
}

function transformChildren(nodes: MdNode[], context: LinkContext): MdNode[] {
  return nodes.flatMap((node) => transformNode(node, context));
}

function transformNode(node: MdNode, context: LinkContext): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'comment':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (node.name === 'Anchor') return [];
      if (node.name === 'ExamplesRanOn') return [{type: 'text', value: installedSlimVersion()}];
      if (node.name === 'Tabs') return tabsToSections(node, context);
      // Any other component: its content, as the reader sees it.
      return transformChildren(node.children ?? [], context);
    case 'containerDirective': {
      const kind = ADMONITIONS[node.name ?? ''];
      return kind ? [admonitionToBlockquote(node, kind, context)] : transformChildren(node.children ?? [], context);
    }
    case 'leafDirective':
    case 'textDirective':
      return directiveAsText(node, context);
    case 'heading': {
      // `## Title {#pinned-id}`: the id is the site's anchor, not part of the title.
      const children = transformChildren(node.children ?? [], context);
      const last = children[children.length - 1];
      if (last?.type === 'text' && last.value) last.value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
      return [{...node, children}];
    }
    case 'code': {
      // Of the meta only the file name stays (`php title="app.php"`): the rest (what the example
      // runner sends and expects, lint markers) is the site's own business.
      const title = /\btitle=("[^"]*"|'[^']*')/.exec(node.meta ?? '')?.[0];
      return [{...node, meta: title ?? null}];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...node,
          url: absoluteUrl(node.url ?? '', context),
          ...(node.children ? {children: transformChildren(node.children, context)} : {}),
        },
      ];
    default:
      return [node.children ? {...node, children: transformChildren(node.children, context)} : node];
  }
}

/** The body of a source file (front matter left out) as plain Markdown. */
export async function toPlainMarkdown(source: string, context: LinkContext): Promise<string> {
  const {parse, stringify} = await loadProcessors();
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  // What the site's Markdown options ask of Docusaurus before MDX parses a page (`mdx1Compat`:
  // `headingIds` only; the MDX 1 admonition titles and comments are switched off): a heading's
  // pinned `{#id}` escaped, so that MDX reads it as text, not as an expression.
  const prepared = body.replace(/^(#{1,6} .*?)(?<!\\)\{#([^}]+)\}\s*$/gm, '$1\\{#$2}');
  const tree = parse(prepared);
  return stringify({...tree, children: transformChildren(tree.children ?? [], context)});
}
