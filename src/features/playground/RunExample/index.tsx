import React, {lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {RunnableExample} from '../remarkRunExamples';
import {SHARE_FRAGMENT} from '../share/fragment';
import type {SharedPanel} from '../share/panelState';
import styles from './styles.module.css';

// Everything past the button (the panel, PHP, the editor) loads on the first press.
const Playground = lazy(() => import('./Playground'));

/** A block inside a tab that is not selected: selects that tab, so that the opened panel is seen. */
function revealTabOf(box: HTMLElement): void {
  const panel = box.closest('[role="tabpanel"]');
  if (!panel?.hasAttribute('hidden') || !panel.parentElement) return;
  const index = Array.from(panel.parentElement.children).indexOf(panel);
  const tabs = panel.parentElement.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
  tabs?.[index]?.click();
}

/**
 * The Run button under a complete Slim 4 application of the guide (placed there by
 * src/features/playground/remarkRunExamples.ts). Pressing it runs the example on PHP 8.2 in the browser.
 * A shared link (`#share=…`) naming this example opens its panel with the shared state, not run.
 */
export default function RunExample({example}: {example: string}): ReactNode {
  const parsed = useMemo(() => JSON.parse(example) as RunnableExample, [example]);
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<SharedPanel | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [first] = parsed.requests;

  // After hydration (an effect: the server's HTML has no address fragment), and only when the address
  // shares something: the reader of the link is the only one who pays for it.
  useEffect(() => {
    if (!window.location.hash.startsWith(SHARE_FRAGMENT)) return;
    let current = true;
    void import('../share/openShared')
      .then(({sharedStateFor}) => sharedStateFor(parsed.where))
      .then((state) => {
        if (!current || !state) return;
        setShared(state);
        setOpen(true);
        if (box.current) {
          revealTabOf(box.current);
          box.current.scrollIntoView({block: 'start'});
        }
      });
    return () => {
      current = false;
    };
  }, [parsed.where]);

  if (open) {
    return (
      <div ref={box} data-example={parsed.where}>
        <Suspense fallback={<p className={styles.status}>Loading…</p>}>
          <Playground example={parsed} shared={shared} />
        </Suspense>
      </div>
    );
  }
  return (
    <div ref={box} className={styles.bar} data-example={parsed.where}>
      <button type="button" className="button button--primary button--sm" onClick={() => setOpen(true)}>
        Run
      </button>
      <span className={styles.hint}>
        <code>
          {first.method} {first.path}
        </code>{' '}
        on PHP 8.2, here in your browser, with the packages of <code>{parsed.require}</code>
      </span>
    </div>
  );
}
