// Stands in the browser's bundle for react-helmet-async, which Docusaurus's <Head> renders and its
// client entry provides (index.ts beside this file). The server still renders with react-helmet-async,
// which writes the head of every page; in the browser, all that is left to do is what it does there:
// keep document.title, the <html> and <body> attributes and the head's tags marked `data-rh` in step
// with the <Head> elements mounted, the later one winning. This does the same in about a fifth of the
// bytes: no server rendering, no prop types, no title templates or `Helmet` props (Docusaurus passes
// children only). tests/browser-head.unit.ts holds it to react-helmet-async's own output.
import {Children, Fragment, isValidElement, useLayoutEffect, useRef, type ReactNode} from 'react';

/** An element's attributes, as HTML names them; `innerHTML` and `cssText` carry a tag's text. */
type Attributes = Record<string, unknown>;
/** What one <Head> element asks for. */
type HeadRequest = {
  title?: string;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  titleAttributes?: Attributes;
  tags: Partial<Record<TagName, Attributes[]>>;
};
type TagName = (typeof TAG_NAMES)[number];

const TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
/**
 * The attributes that make two tags of a kind the same tag (the later one wins), as react-helmet-async
 * decides it: for a link, `rel` unless it is a stylesheet's, then `href`, but a canonical link is one
 * whatever its `href`.
 */
const PRIMARY: Record<TagName, string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};
/** React's names for the attributes whose HTML names differ. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
const MARK = 'data-rh';

/** The <Head> elements mounted, in the order they were. */
const mounted = new Map<object, HeadRequest>();
let pendingFrame: number | undefined;

function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  return Array.isArray(children) ? children.join('') : String(children);
}

/**
 * What a <Head>'s children ask for. As with react-helmet-async, tags of a kind inside a fragment are
 * dropped when the fragment's parent has tags of that kind too: the server renders the page so.
 */
function requestOf(children: ReactNode, request: HeadRequest = {tags: {}}): HeadRequest {
  const tags: HeadRequest['tags'] = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {children: inner, ...props} = child.props;
    if (child.type === Fragment) {
      requestOf(inner as ReactNode, request);
      return;
    }
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(props)) attributes[HTML_NAMES[name] ?? name] = value;
    const type = child.type as string;
    if (type === 'title') {
      request.title = textOf(inner) ?? '';
      request.titleAttributes = attributes;
    } else if (type === 'html') request.htmlAttributes = attributes;
    else if (type === 'body') request.bodyAttributes = attributes;
    else if ((TAG_NAMES as readonly string[]).includes(type)) {
      const text = textOf(inner);
      if (text !== undefined) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text;
      (tags[type as TagName] ??= []).push(attributes);
    }
  });
  Object.assign(request.tags, tags);
  return request;
}

/** The tag's attribute that decides which tags are the same, if it has one. */
function primaryOf(tag: Attributes, primary: string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    const value = (attribute: string) => String(tag[attribute]).toLowerCase();
    if (
      primary.includes(lower) &&
      !(key === 'rel' && value(key) === 'canonical') &&
      !(lower === 'rel' && value(lower) === 'stylesheet')
    )
      key = lower;
    if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText')) key = name;
  }
  return key !== undefined && tag[key] ? key : undefined;
}

/** The tags of a kind to show: later requests win over earlier ones on the same primary value. */
function tagsOf(type: TagName, requests: HeadRequest[]): Attributes[] {
  const seen = new Set<string>();
  const kept: Attributes[] = [];
  for (const request of [...requests].reverse()) {
    const own = new Set<string>();
    const tags = (request.tags[type] ?? []).filter((tag) => {
      const key = primaryOf(tag, PRIMARY[type]);
      if (key === undefined) return false;
      const id = `${key}\n${String(tag[key]).toLowerCase()}`;
      if (seen.has(id)) return false;
      own.add(id);
      return true;
    });
    kept.unshift(...tags);
    for (const id of own) seen.add(id);
  }
  return kept;
}

function setAttributes(element: Element | null | undefined, attributes: Attributes): void {
  if (!element) return;
  const earlier = element.getAttribute(MARK)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of earlier) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(MARK);
  else if (element.getAttribute(MARK) !== names.join(',')) element.setAttribute(MARK, names.join(','));
}

function setTags(type: TagName, tags: Attributes[]): void {
  const head = document.head;
  const old = [...head.querySelectorAll(`${type}[${MARK}]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(value);
      else if (name === 'cssText') element.append(String(value));
      else element.setAttribute(name, value === undefined || value === null ? '' : String(value));
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  head.append(...added);
}

function commit(): void {
  pendingFrame = undefined;
  const requests = [...mounted.values()];
  const merged = (pick: (request: HeadRequest) => Attributes | undefined) =>
    Object.assign({}, ...requests.map(pick)) as Attributes;
  setAttributes(
    document.body,
    merged((request) => request.bodyAttributes),
  );
  setAttributes(
    document.documentElement,
    merged((request) => request.htmlAttributes),
  );
  // The last <title> counts, even empty (then the title stays as it is).
  const title = [...requests].reverse().find((request) => request.title !== undefined)?.title;
  if (title && document.title !== title) document.title = title;
  setAttributes(
    document.querySelector('title'),
    merged((request) => request.titleAttributes),
  );
  for (const type of TAG_NAMES) setTags(type, tagsOf(type, requests));
}

/** As react-helmet-async's default (`defer`): one update per frame, after the last change. */
function scheduleCommit(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(commit);
}

export function Helmet({children}: {children?: ReactNode}): null {
  const self = useRef({}).current;
  // The request as text: compared to skip unchanged renders, and read back in the effect. An
  // attribute set to undefined is kept, as null (set as an empty value, as react-helmet-async does).
  const key = JSON.stringify(requestOf(children), (_name, value: unknown) => (value === undefined ? null : value));
  useLayoutEffect(() => {
    mounted.set(self, JSON.parse(key) as HeadRequest);
    scheduleCommit();
  }, [self, key]);
  useLayoutEffect(
    () => () => {
      mounted.delete(self);
      scheduleCommit();
    },
    [self],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
