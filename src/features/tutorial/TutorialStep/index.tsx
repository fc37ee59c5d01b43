// The interactive part of a tutorial step page, `<TutorialStep step="<NN-slug>" />` (the step's data
// arrives at build time from src/features/tutorial/remarkTutorialSteps.ts). On the server it renders
// the whole step as a page: the starter code, the checks, the solution in a disclosure. In the
// browser it adds the editor, Check, Show solution, Reset, Share and Download.
import React, {lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {Progress} from '../../playground/client';
import type {ProjectFiles, TutorialStep as StepData} from '../model/steps.mjs';
import CheckList from './CheckList';
import ProjectCode from './ProjectCode';
import {readStoredStep, writeStoredStep} from './progressStore';
import type {CheckOutcome} from './runChecks';
import {openSharedStep, shareLink} from './sharedStep';
import {onStarterPaths} from './starterPaths';
import styles from './styles.module.css';

// The editor (CodeMirror) loads when the reader first edits, or when there are edits to show.
const FileEditor = lazy(() => import('./FileEditor'));

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

type Props = {step: string; data: string};

export default function TutorialStep({data}: Props): ReactNode {
  const step = useMemo(() => JSON.parse(data) as StepData, [data]);
  const section = useRef<HTMLElement>(null);
  const [files, setFiles] = useState<ProjectFiles>(step.starter);
  const [editing, setEditing] = useState<{takeFocus: boolean} | null>(null);
  const [outcomes, setOutcomes] = useState<CheckOutcome[] | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState('');
  const [done, setDone] = useState(false);
  const [undo, setUndo] = useState<ProjectFiles | null>(null);
  const [link, setLink] = useState<string | null>(null);
  /** Check presses that have ended: what tests wait for. */
  const [checksRun, setChecksRun] = useState(0);

  // After hydration: a shared link's files, else the reader's own kept edits, and the progress mark.
  useEffect(() => {
    let current = true;
    const stored = readStoredStep(step.slug);
    setDone(stored.done === true);
    void openSharedStep(window.location.hash, step.slug, step.starter).then((opened) => {
      if (!current) return;
      if (opened.kind === 'files') {
        setFiles(opened.files);
        setEditing({takeFocus: false});
        setStatus('The code of the shared link is in the editor. Nothing has run: press Check to run it.');
        section.current?.scrollIntoView();
        return;
      }
      if (opened.kind === 'invalid') {
        setStatus('The shared link could not be read, so this step shows its own code.');
      }
      if (stored.files) {
        const kept = onStarterPaths(step.starter, stored.files);
        if (kept.found > 0) {
          setFiles(kept.files);
          setEditing({takeFocus: false});
        }
      }
    });
    return () => {
      current = false;
    };
  }, [step]);

  /** Puts files in the editor and keeps them; the reader's code before can be brought back with one press. */
  const replaceFiles = (next: ProjectFiles, message: string) => {
    setUndo(files);
    setFiles(next);
    setEditing(editing ?? {takeFocus: false});
    setOutcomes(null);
    // The starter is no edit: nothing of it is kept.
    writeStoredStep(step.slug, {files: next === step.starter ? undefined : next});
    setStatus(message);
  };

  const edit = (path: string, code: string) => {
    setFiles((previous) => {
      const next = {...previous, [path]: code};
      writeStoredStep(step.slug, {files: next});
      return next;
    });
  };

  const check = async () => {
    if (running) return;
    setRunning(true);
    setStatus('Running the checks… Stop ends them.');
    const {runChecks} = await import('./runChecks');
    const run = await runChecks(step.checks, files, setProgress);
    setRunning(false);
    setProgress(null);
    setChecksRun((count) => count + 1);
    if (run.kind === 'failed') {
      setOutcomes(null);
      setStatus(run.message);
      return;
    }
    setOutcomes(run.outcomes);
    const passed = run.outcomes.filter((outcome) => outcome.passed).length;
    const all = passed === run.outcomes.length;
    setStatus(
      `${passed} of ${run.outcomes.length} checks passed.${all ? ' This step is done.' : ' See what came back below.'}`,
    );
    if (all) {
      setDone(true);
      writeStoredStep(step.slug, {done: true});
    }
  };

  const stopCheck = async () => {
    if (!running) return;
    const {stopChecks} = await import('./runChecks');
    stopChecks();
  };

  const share = async () => {
    const address = await shareLink(step.slug, files);
    setLink(address);
    if (address === null) {
      setStatus('Your code is too large for a link: Download keeps it as a project.');
      return;
    }
    try {
      await navigator.clipboard.writeText(address);
      setStatus('Link copied: it opens this step with your code.');
    } catch {
      setStatus('The browser did not let the page copy: copy the link from the field below.');
    }
  };

  const download = async () => {
    const {downloadStep} = await import('./downloadStep');
    downloadStep(step, files);
    setStatus(`Saved slim-tutorial-${step.slug}.zip.`);
  };

  return (
    <section
      ref={section}
      className={styles.step}
      aria-label={`Try it: ${step.title}`}
      data-tutorial-step={step.slug}
      data-checks-run={checksRun}
    >
      {done && (
        <p className={styles.done} data-testid="tutorial-done">
          <span aria-hidden="true">✓ </span>Done: every check of this step passed.
        </p>
      )}
      <p className={styles.label}>Your code</p>
      {editing ? (
        <Suspense fallback={<p className={styles.status}>Loading the editor…</p>}>
          <FileEditor files={files} onChange={edit} takeFocus={editing.takeFocus} />
        </Suspense>
      ) : (
        <div className={styles.starter}>
          <ProjectCode files={files} />
        </div>
      )}
      <div className={styles.actions}>
        {!editing && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setEditing({takeFocus: true})}
          >
            Edit the code
          </button>
        )}
        {/* Both stay focusable while unavailable (aria-disabled), so a keyboard press on one
            never drops the focus, and the next Tab reaches the other. */}
        <button
          type="button"
          className={`button button--primary button--sm${running ? ' disabled' : ''}`}
          aria-disabled={running}
          onClick={check}
        >
          Check
        </button>
        <button
          type="button"
          className={`button button--secondary button--sm${running ? '' : ' disabled'}`}
          aria-disabled={!running}
          onClick={stopCheck}
        >
          Stop
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => replaceFiles(step.solution, 'The solution is in the editor. Press Check to run it.')}
        >
          Show solution
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => replaceFiles(step.starter, 'The starter code is back in the editor.')}
        >
          Reset
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={share}>
          Share
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={download}>
          Download
        </button>
        {undo && (
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => {
              const previous = undo;
              setUndo(null);
              setFiles(previous);
              setOutcomes(null);
              writeStoredStep(step.slug, {files: previous});
              setStatus('Your code is back in the editor.');
            }}
          >
            Bring back my code
          </button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {progress && progress.loaded < progress.total && (
        <p className={styles.status} aria-hidden="true">
          Downloading PHP and Slim, once for every page: {megabytes(progress.loaded)} of {megabytes(progress.total)}
        </p>
      )}
      {link && (
        <label className={styles.field}>
          <span>Link to this step with your code</span>
          <input type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </label>
      )}
      <p className={styles.label}>Checks</p>
      <CheckList checks={step.checks} outcomes={outcomes} />
      <details className={styles.solution}>
        <summary>Read the solution</summary>
        <ProjectCode files={step.solution} />
      </details>
    </section>
  );
}
