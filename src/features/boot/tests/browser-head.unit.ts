// The browser's <Head> (lighterBundle/browserHead.tsx) against react-helmet-async, the one Docusaurus
// resolves: the same pages are mounted, changed and taken down with each, in a DOM without a
// browser (jsdom, whose animation frames run on a timer), and the document must come out the same
// at every step: title, <html> and <body> attributes, and the head's tags in their order.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {test} from 'node:test';
import {JSDOM} from 'jsdom';
import {createElement as h, Fragment, type ComponentType, type ReactNode} from 'react';

type HeadModule = {
  Helmet: ComponentType<{children?: ReactNode}>;
  HelmetProvider: ComponentType<{children?: ReactNode}>;
};

// What a server-rendered page starts with: a head react-helmet-async wrote, with tags of its own.
const PAGE = `<!doctype html><html lang="en" data-rh="lang"><head><meta charset="utf-8">
<title data-rh="true">Slim</title><meta data-rh="true" name="description" content="Server">
<link rel="stylesheet" href="/site.css"></head><body><div id="root"></div></body></html>`;

const dom = new JSDOM(PAGE, {pretendToBeVisual: true});
const globals = globalThis as Record<string, unknown>;
// defineProperty: Node 21 and later have a getter-only `navigator` of their own.
for (const name of ['window', 'document', 'navigator', 'requestAnimationFrame', 'cancelAnimationFrame', 'HTMLElement'])
  Object.defineProperty(globals, name, {
    value: (dom.window as unknown as Record<string, unknown>)[name],
    configurable: true,
    writable: true,
  });
globals.IS_REACT_ACT_ENVIRONMENT = true;

// Loaded once the globals above are set: react-helmet-async decides at load whether it has a DOM.
const loaded = (async () => {
  const {act} = await import('react');
  const {createRoot} = await import('react-dom/client');
  const ours = (await import('../lighterBundle/browserHead')) as HeadModule;
  const fromDocusaurus = createRequire(join(process.cwd(), 'node_modules/@docusaurus/core/package.json'));
  const upstream = fromDocusaurus('react-helmet-async') as HeadModule;
  return {act, createRoot, ours, upstream};
})();

/** The site's <Head> elements, as the theme and the pages use them, for one page. */
function site(Head: HeadModule['Helmet'], page: 'doc' | 'blog' | 'none'): ReactNode {
  const defaults = h(
    Head,
    null,
    h('html', {lang: 'en', dir: 'ltr', 'data-has-hydrated': page !== 'doc'}),
    h('title', null, 'Slim Framework'),
    h('meta', {name: 'viewport', content: 'width=device-width'}),
    h('meta', {property: 'og:title', content: 'Slim Framework'}),
    h('meta', {name: 'description', content: 'A micro framework'}),
    h('link', {rel: 'canonical', href: 'https://example.org/'}),
    h('link', {rel: 'alternate', href: 'https://example.org/', hrefLang: 'en'}),
  );
  const pages = {
    doc: h(
      Head,
      null,
      h('html', {className: 'docs-wrapper plugin-docs'}),
      h('body', {className: 'doc-page'}),
      h('title', null, 'Routing | Slim Framework'),
      h(
        Fragment,
        null,
        h('meta', {name: 'description', content: 'Routes'}),
        h('meta', {httpEquiv: 'x-ua', content: 'a'}),
      ),
      h('meta', {property: 'og:title', content: 'Routing'}),
      h('link', {rel: 'canonical', href: 'https://example.org/routing'}),
      h('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
    ),
    blog: h(
      Head,
      null,
      h('html', {className: 'blog-wrapper'}),
      h('title', null, 'Blog | Slim Framework'),
      h('meta', {name: 'description', content: 'News'}),
      h('meta', {name: 'robots', content: 'noindex'}),
      h('link', {rel: 'stylesheet', href: '/a.css'}),
      h('link', {rel: 'stylesheet', href: '/b.css'}),
      h('style', null, 'p{color:red}'),
    ),
    none: null,
  };
  // An empty <title> is the innermost title on the blog page: the title stays as it was.
  return h(Fragment, null, defaults, pages[page], page === 'blog' ? h(Head, null, h('title', null)) : null);
}

/** The document as a reader's browser has it. */
function snapshot(): string {
  const {documentElement, body, head, title} = dom.window.document;
  const attributes = (element: Element) => [...element.attributes].map((a) => `${a.name}=${a.value}`).join(' ');
  return [`title: ${title}`, `html: ${attributes(documentElement)}`, `body: ${attributes(body)}`, head.innerHTML].join(
    '\n',
  );
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

/** The document after each step of a reader's visit, with one implementation of <Head>. */
async function visit({Helmet, HelmetProvider}: HeadModule): Promise<string[]> {
  const {act, createRoot} = await loaded;
  dom.window.document.documentElement.innerHTML = new JSDOM(PAGE).window.document.documentElement.innerHTML;
  for (const attribute of [...dom.window.document.documentElement.attributes])
    dom.window.document.documentElement.removeAttribute(attribute.name);
  dom.window.document.documentElement.setAttribute('lang', 'en');
  dom.window.document.documentElement.setAttribute('data-rh', 'lang');
  const root = createRoot(dom.window.document.getElementById('root')!);
  const steps: string[] = [];
  for (const page of ['doc', 'blog', 'doc', 'none'] as const) {
    await act(async () => root.render(h(HelmetProvider, null, site(Helmet, page))));
    await frames();
    steps.push(snapshot());
  }
  await act(async () => root.unmount());
  await frames();
  steps.push(snapshot());
  return steps;
}

test('the document comes out as with react-helmet-async at every step of a visit', async () => {
  const {ours, upstream} = await loaded;
  const theirs = await visit(upstream);
  const mine = await visit(ours);
  const [doc, blog] = theirs;
  assert.ok(doc!.includes('title: Routing | Slim Framework'), `react-helmet-async did not run:\n${doc}`);
  assert.ok(blog!.includes('title: Routing | Slim Framework') && blog!.includes('href="/b.css"'), blog);
  assert.ok(blog!.includes('content="News"') && !blog!.includes('content="A micro framework"'), blog);
  assert.deepEqual(mine, theirs);
});
