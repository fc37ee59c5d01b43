// `<TutorialProgress />` on the tutorial's start page: every step, linked, with a mark on those whose
// checks all passed in this browser, and a way to forget that progress and the kept edits. The list
// of steps arrives at build time (src/features/tutorial/remarkTutorialSteps.ts); the marks after
// hydration, from storage.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import type {StepSummary} from '../remarkTutorialSteps';
import {clearStoredSteps, readStoredStep} from '../TutorialStep/progressStore';
import styles from '../TutorialStep/styles.module.css';

export default function TutorialProgress({steps}: {steps: string}): ReactNode {
  const list = useMemo(() => JSON.parse(steps) as StepSummary[], [steps]);
  // A step page's address, from the docs plugin's data of the guide this page is in.
  const version = useActiveVersion(undefined);
  const pathOf = (slug: string) => version?.docs.find((doc) => doc.id === `tutorial/${slug}`)?.path;
  const [done, setDone] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState('');
  useEffect(() => {
    setDone(new Set(list.filter((step) => readStoredStep(step.slug).done).map((step) => step.slug)));
  }, [list]);

  return (
    <div>
      <ol data-testid="tutorial-progress">
        {list.map((step) => {
          const path = pathOf(step.slug);
          return (
            <li key={step.slug} data-step={step.slug} data-done={done.has(step.slug)}>
              {path ? <Link to={path}>{step.title}</Link> : step.title}
              {done.has(step.slug) && (
                <span className={styles.pass}>
                  {' '}
                  <span aria-hidden="true">✓ </span>done
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            clearStoredSteps();
            setDone(new Set());
            setStatus('Your progress and your edits of every step are cleared.');
          }}
        >
          Clear my progress
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
