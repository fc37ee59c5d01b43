// What the search indexes of a built page: its title, each section's heading and prose, and from its
// code blocks only the names a reader would type (methods, classes, functions, setting keys, package
// names, exception messages), never the whole blocks: they would triple the index.
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {CODE_NAME_SEPARATOR, type SearchSection} from './engine.mjs';

export type PageSections = Omit<SearchSection, 'id'>[];

// Names in code, by the shape of the code around them.
const NAME_PATTERNS: RegExp[] = [
  // Methods, properties and constants: $app->addRoutingMiddleware(), AppFactory::create(), Foo::class.
  /(?:->|::|\?->)\s*([A-Za-z_]\w*)/g,
  // Declared functions and methods.
  /\bfunction\s+&?\s*([A-Za-z_]\w*)/g,
  // Classes and interfaces, by their last segment.
  /\b(?:new|extends|implements|instanceof|catch\s*\(|class|interface|trait)\s+\\?(?:[A-Za-z_]\w*\\)*([A-Za-z_]\w*)/g,
  /\buse\s+(?:function\s+|const\s+)?\\?(?:[A-Za-z_]\w*\\)*([A-Za-z_]\w*)/g,
  /\b([A-Z]\w*)::/g,
  // Interfaces after a comma (implements A, B) and type declarations: PascalCase with two humps or more.
  /\b([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)\b/g,
  // Array keys: settings and options ('displayErrorDetails' => true, $settings['db']).
  /['"]([A-Za-z_][\w.-]*)['"]\s*(?:=>|\])/g,
  // PHP functions with an underscore (session_start, ini_set), and snake_case settings.
  /\b([a-z][a-z0-9]*_[a-z0-9_]+)\s*\(/g,
  // Packages: composer require slim/psr7.
  /\bcomposer\s+require\s+(?:--\S+\s+)*([\w.-]+\/[\w.-]+)/g,
];
// Messages of exceptions thrown in examples: readers paste error messages.
const EXCEPTION_MESSAGE = /\bthrow\s+new\s+[\w\\]+\(\s*(?:\$\w+\s*,\s*)?(['"])(.{4,120}?)\1/g;
// Names so common in every example that they say nothing about a page.
const COMMON_NAMES = new Set([
  'php',
  'class',
  'app',
  'request',
  'response',
  'args',
  'this',
  'self',
  'static',
  'parent',
]);

/** The names a reader would search for in one code block, in order of appearance, each once. */
export function namesInCode(code: string): string[] {
  const names = new Set<string>();
  for (const pattern of NAME_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const name = match[1];
      if (name && name.length > 2 && !COMMON_NAMES.has(name.toLowerCase())) names.add(name);
    }
  }
  for (const match of code.matchAll(EXCEPTION_MESSAGE)) names.add(match[2]);
  return [...names];
}

const SKIPPED = new Set(['script', 'style', 'button', 'nav', 'svg']);
const BLOCKS = new Set([
  'p',
  'li',
  'div',
  'section',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'br',
  'dt',
  'dd',
  'details',
  'summary',
  'h4',
  'h5',
  'h6',
]);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/** A code block's text, line by line (the highlighter puts each line in its own element). */
function codeText($: CheerioAPI, block: Element): string {
  const lines = $(block).find('.token-line');
  if (lines.length > 0)
    return lines
      .map((_, line) => $(line).text())
      .get()
      .join('\n');
  return $(block).find('pre').text();
}

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/**
 * The sections of a built doc page or blog post, or null for any other page (listings, tags).
 * @param html the page's HTML
 * @param page its address, with the base path
 * @param context the guide (`docs/v4`) or `blog`
 */
export function extractSections(html: string, page: string, context: string): PageSections | null {
  const $ = load(html);
  const content = $('article .theme-doc-markdown, article #__blog-post-container').first();
  if (content.length === 0) return null;
  const pageTitle = squash($('article h1').first().text());
  const sections: {heading: string; anchor: string; text: string[]; code: string[]}[] = [
    {heading: '', anchor: '', text: [], code: []},
  ];
  const walk = (node: AnyNode) => {
    const current = sections[sections.length - 1];
    if (node.type === 'text') {
      current.text.push(node.data);
      return;
    }
    // `data-search="skip"`: text a feature adds beside the prose, such as the type cards' lists of
    // signatures (src/features/type-cards), which would otherwise rank every page for every API name.
    if (
      !isElement(node) ||
      SKIPPED.has(node.name) ||
      hasClass(node, 'hash-link') ||
      node.attribs['data-search'] === 'skip'
    )
      return;
    if (node.name === 'h1') return;
    if (node.name === 'h2' || node.name === 'h3') {
      $(node).find('.hash-link').remove();
      sections.push({heading: squash($(node).text()), anchor: node.attribs.id ?? '', text: [], code: []});
      return;
    }
    if (hasClass(node, 'theme-code-block')) {
      current.code.push(...namesInCode(codeText($, node)));
      return;
    }
    const block = BLOCKS.has(node.name);
    if (block) current.text.push(' ');
    for (const child of node.children) walk(child);
    if (block) current.text.push(' ');
  };
  for (const child of content.get(0)!.children) walk(child);
  return sections
    .map((section, i) => ({
      url: section.anchor ? `${page}#${section.anchor}` : page,
      page,
      pageTitle,
      title: i === 0 ? pageTitle : '',
      heading: section.heading,
      code: [...new Set(section.code)].join(CODE_NAME_SEPARATOR),
      text: squash(section.text.join('')),
      context,
    }))
    .filter((section, i) => i === 0 || section.heading || section.text || section.code);
}
