import React, {lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

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

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the page (it uses getServerSnapshot then), false for a block mounted
 * later. React re-renders the block once after hydration with the other value: the state keeps
 * the first answer.
 */
function useIsHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [firstAnswer] = useState(hydrating);
  return firstAnswer;
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
  const {wordWrap} = useCodeBlockContext();
  const hydrating = useIsHydrating();
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
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
