import React, {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import type {RunnableExample} from '../remarkRunExamples';
import styles from './styles.module.css';

// Everything past the button (the panel, PHP, the editor) loads on the first press.
const Playground = lazy(() => import('./Playground'));

/**
 * The Run button under a complete Slim 4 application of the guide (placed there by
 * src/features/playground/remarkRunExamples.ts). Pressing it runs the example on PHP 8.2 in the browser.
 */
export default function RunExample({example}: {example: string}): ReactNode {
  const parsed = useMemo(() => JSON.parse(example) as RunnableExample, [example]);
  const [open, setOpen] = useState(false);
  const [first] = parsed.requests;
  if (open) {
    return (
      <div data-example={parsed.where}>
        <Suspense fallback={<p className={styles.status}>Loading…</p>}>
          <Playground example={parsed} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.bar} data-example={parsed.where}>
      <button type="button" className="button button--primary button--sm" onClick={() => setOpen(true)}>
        Run
      </button>
      <span className={styles.hint}>
        <code>
          {first.method} {first.path}
        </code>{' '}
        on PHP 8.2 and Slim, here in your browser
      </span>
    </div>
  );
}
