// A step's checks: each request and what its answer must hold, and once the reader has pressed Check,
// whether it passed with what came back. The list is a live region: results are read out as they come.
import React, {type ReactNode} from 'react';
import {evaluateCheck, type Check} from '../model/checks.mjs';
import type {CheckOutcome} from './runChecks';
import styles from './styles.module.css';

/** A PHP error log longer than this is cut: the first lines say what went wrong. */
const ERRORS_SHOWN = 2000;

/**
 * The lines a check expects, as the judge writes them. They do not depend on the answer, so an empty
 * one gives them before any run (the judge stays the only place that words an expectation).
 */
function expectedLines(check: Check): string[] {
  return evaluateCheck(check, {status: 0, headers: [], body: ''}).expected;
}

function requestLine(check: Check): string {
  return `${check.request.method} ${check.request.path}`;
}

export default function CheckList({checks, outcomes}: {checks: Check[]; outcomes: CheckOutcome[] | null}): ReactNode {
  return (
    <ol className={styles.checks} aria-live="polite" aria-label="Checks">
      {checks.map((check, index) => {
        const outcome = outcomes?.[index];
        const result = outcome ? (outcome.passed ? 'pass' : 'fail') : 'none';
        return (
          <li key={check.name} className={styles.check} data-testid="tutorial-check" data-result={result}>
            <p className={styles.checkName}>
              {outcome && (
                <span className={outcome.passed ? styles.pass : styles.fail}>
                  <span aria-hidden="true">{outcome.passed ? '✓ ' : '✗ '}</span>
                  {outcome.passed ? 'Passed: ' : 'Failed: '}
                </span>
              )}
              {check.name}
            </p>
            <p className={styles.checkLine}>
              <code>{requestLine(check)}</code>
              {check.request.headers?.map(([name, value]) => (
                <code key={name}>{` ${name}: ${value}`}</code>
              ))}
              {check.request.body ? <code>{` ${check.request.body}`}</code> : null}
            </p>
            <p className={styles.checkLine}>
              Expected: <code>{(outcome?.expected ?? expectedLines(check)).join('; ')}</code>
            </p>
            {outcome && (
              <p className={styles.checkLine} data-testid="tutorial-check-actual">
                Got: <code>{outcome.actual.join('; ')}</code>
              </p>
            )}
            {outcome && !outcome.passed && outcome.errors && (
              <pre className={styles.errors} tabIndex={0} aria-label="PHP errors">
                {outcome.errors.slice(0, ERRORS_SHOWN)}
              </pre>
            )}
          </li>
        );
      })}
    </ol>
  );
}
