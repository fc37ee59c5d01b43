import React, {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {hasHydrated} from '../../../hydrationMark';

/**
 * The theme's highlighted content (Prism, one React element per token). The server renders it
 * into every page; the browser's main bundle does not contain it (src/features/code-blocks/lazyPrism defines
 * the flag, and drops this require from the browser's bundle), and loads it in its own chunk only
 * for a block that mounts after the app has started (a client-side navigation).
 */
const ServerHighlighted: ComponentType<Props> | null =
  process.env.SLIM_SERVER_BUNDLE === 'true'
    ? (require('./Highlighted') as {default: ComponentType<Props>}).default
    : null;
const Highlighted = lazy(() => import('./Highlighted'));

// The block's HTML as the server rendered it stays; the same object every render, so that React
// never writes innerHTML (it compares the objects).
const KEEP_SERVER_HTML = {__html: ''};

/** A block as the server highlighted it: its `<pre>`'s class, style and content. */
type ServerBlock = {className: string; style: CSSProperties; html: {__html: string}};

// The blocks of the page the app hydrated, by what they show. The theme's Tabs render their panels
// anew once they run in a browser (a key that changes with useIsBrowser), right after hydration: the
// blocks inside mount again, and without this would load Prism (37 KB with gzip, on every page with
// tabs) to highlight code the reader already has highlighted.
const serverBlocks = new Map<string, ServerBlock>();

/** What makes two blocks look the same: language, code, highlighted lines and numbering. */
function blockKey({metadata}: ReturnType<typeof useCodeBlockContext>): string {
  return JSON.stringify([metadata.language, metadata.code, metadata.lineClassNames, metadata.lineNumbersStart]);
}

/** The inline style of an element as React's style object (custom properties keep their names). */
function styleOf(element: HTMLElement): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of Array.from(element.style)) {
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = element.style.getPropertyValue(name);
  }
  return style as CSSProperties;
}

/**
 * True for a block React hydrates, false for a block mounted later; kept for the block's life. Read
 * once, at mount, from a flag that flips in the commit that ends hydration: no second render. (With
 * useSyncExternalStore's server snapshot, React re-rendered every block once after hydration, in one
 * synchronous pass at the end of the task that ran hydration's effects.)
 */
function useIsHydrating(): boolean {
  const [hydrating] = useState(() => !hasHydrated());
  return hydrating;
}

/** While the highlighter loads: the code as plain text, in the same box. */
function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={className}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const context = useCodeBlockContext();
  const {wordWrap} = context;
  const hydrating = useIsHydrating();
  const key = blockKey(context);
  // Remembers the server's block once hydrated (layout effects run in the browser only).
  useLayoutEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (!hydrating || !pre || serverBlocks.has(key)) return;
    serverBlocks.set(key, {className: pre.className, style: styleOf(pre), html: {__html: pre.innerHTML}});
  }, [hydrating, key, wordWrap.codeBlockRef]);
  if (ServerHighlighted) return <ServerHighlighted {...props} />;
  // One element to hydrate instead of one per token; its attributes and content stay the server's.
  if (hydrating)
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        tabIndex={0}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  const server = serverBlocks.get(key);
  if (server)
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        tabIndex={0}
        className={server.className}
        style={server.style}
        dangerouslySetInnerHTML={server.html}
      />
    );
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
