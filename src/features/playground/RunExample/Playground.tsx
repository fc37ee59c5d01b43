// What a reader sees once they press Run: the request, the response, and the code to edit.
// Loaded on that first press (src/features/playground/RunExample/index.tsx), never with the page.
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {RunnableExample} from '../remarkRunExamples';
import {isReadyFor, runPhp, RunStopped, stop, type Progress} from './phpClient';
import type {PhpResponse} from './protocol';
import {formOf, initialForm, toRequest, type RequestForm} from './requestForm';
import {statusLine} from './statusLine';
import ExamplesRanOn from '../ExamplesRanOn';
import {droppedNotes} from './droppedNotes';
import {PREVIEW_POLICY, previewDocument} from './previewDocument';
import {METHODS, panelState, type SharedPanel} from '../share/panelState';
import {useShareLink} from '../share/useShareLink';
import ShareResult from '../share/ShareResult';
import styles from './styles.module.css';

const CodeEditor = lazy(() => import('./CodeEditor'));

type Outcome =
  | {kind: 'idle'}
  | {kind: 'running'; progress: Progress | null}
  | {kind: 'response'; response: PhpResponse; milliseconds: number; run: number}
  | {kind: 'failed'; message: string};

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

function isHtml(response: PhpResponse): boolean {
  return response.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && /text\/html/i.test(value));
}

/** A labelled text area of the request form. */
function TextField(props: {label: string; rows: number; value: string; onChange: (value: string) => void}): ReactNode {
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <textarea
        rows={props.rows}
        value={props.value}
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

type Props = {
  example: RunnableExample;
  /** The state of a shared link (src/features/playground/share/): shown, never run until the reader asks. */
  shared?: SharedPanel | null;
};

export default function Playground({example, shared = null}: Props): ReactNode {
  const id = useId();
  const [code, setCode] = useState(shared?.code ?? example.code);
  const [form, setForm] = useState(() => (shared ? formOf(shared) : initialForm(example)));
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  // A shared link's code differs from the block above: it is shown at once.
  const [editing, setEditing] = useState(shared !== null);
  const sharing = useShareLink();
  const [preview, setPreview] = useState(false);
  const runButton = useRef<HTMLButtonElement>(null);
  const runs = useRef(0);
  /** Runs that ended, answered or not: what tests wait for. */
  const finished = useRef(0);
  const running = outcome.kind === 'running';
  const update = (field: keyof RequestForm) => (value: string) => setForm({...form, [field]: value});

  const run = useCallback(async () => {
    const started = performance.now();
    setOutcome({kind: 'running', progress: null});
    try {
      const response = await runPhp(
        code,
        example.files,
        toRequest(form),
        (progress) => setOutcome({kind: 'running', progress}),
        example.packageSet,
      );
      runs.current += 1;
      finished.current += 1;
      setOutcome({
        kind: 'response',
        response,
        milliseconds: Math.round(performance.now() - started),
        run: runs.current,
      });
    } catch (error) {
      finished.current += 1;
      setOutcome({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
      if (!(error instanceof RunStopped)) stop();
    }
  }, [code, example.files, example.packageSet, form]);

  // The press that opened this panel asked for a run; a shared link did not.
  const started = useRef(shared !== null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const reset = () => {
    setCode(example.code);
    setForm(initialForm(example));
    setPreview(false);
    setOutcome({kind: 'idle'});
    runButton.current?.focus();
  };

  const status = (() => {
    switch (outcome.kind) {
      case 'idle':
        return shared ? 'Opened from a shared link: press Run to run it.' : 'Ready to run.';
      case 'running':
        // Announced once; the bytes are on the progress bar, not repeated to screen readers.
        return isReadyFor(example.packageSet) ? 'Running…' : 'Downloading PHP and Slim, once for every page…';
      case 'response':
        return `${statusLine(outcome.response.status)}, in ${outcome.milliseconds} ms.`;
      case 'failed':
        return outcome.message;
    }
  })();

  const response = outcome.kind === 'response' ? outcome.response : null;
  const progress = outcome.kind === 'running' && !isReadyFor(example.packageSet) ? outcome.progress : null;

  return (
    <section
      className={styles.panel}
      aria-label="Run this example"
      data-testid="run-example"
      data-finished={finished.current}
    >
      <form
        className={styles.request}
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) void run();
        }}
      >
        <label className={styles.field}>
          <span>Method</span>
          <select value={form.method} onChange={(event) => update('method')(event.target.value)}>
            {METHODS.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </select>
        </label>
        <label className={`${styles.field} ${styles.path}`}>
          <span>Path</span>
          <input
            type="text"
            value={form.path}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => update('path')(event.target.value)}
          />
        </label>
        <div className={styles.actions}>
          <button ref={runButton} type="submit" className="button button--primary button--sm" disabled={running}>
            Run
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!running}
            onClick={() => stop()}
          >
            Stop
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={reset}>
            Reset
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void sharing.share(panelState(example.where, code, toRequest(form)))}
          >
            Share
          </button>
        </div>
        <details className={styles.more}>
          <summary>Request headers and body</summary>
          <TextField
            label="Headers, one “Name: value” a line"
            rows={3}
            value={form.headers}
            onChange={update('headers')}
          />
          <TextField label="Body" rows={3} value={form.body} onChange={update('body')} />
          <TextField
            label="Files to upload, one “field=name” a line (sent as a form in place of the body)"
            rows={2}
            value={form.uploads}
            onChange={update('uploads')}
          />
        </details>
      </form>
      <ShareResult result={sharing.result} />

      <div className={styles.code}>
        {editing ? (
          <Suspense fallback={<p>Loading the editor…</p>}>
            <CodeEditor
              value={code}
              onChange={setCode}
              label="PHP code of public/index.php"
              focusOnStart={shared === null}
            />
            {!example.complete && (
              <p className={styles.hint}>
                The example runs inside a minimal Slim app, as the guide&apos;s tests run it.
              </p>
            )}
          </Suspense>
        ) : (
          <button type="button" className="button button--link button--sm" onClick={() => setEditing(true)}>
            Edit the code
          </button>
        )}
      </div>

      <p className={styles.hint}>
        Runs on Slim <ExamplesRanOn />, the release the guide&apos;s examples are tested on.
      </p>
      <p role="status" aria-live="polite" className={styles.status} id={`${id}-status`}>
        {status}
      </p>
      {progress && (
        <div className={styles.download}>
          <progress
            className={styles.progress}
            max={progress.total}
            value={progress.loaded}
            aria-label="Download of PHP and Slim"
            aria-valuetext={`${megabytes(progress.loaded)} of ${megabytes(progress.total)}`}
          />
          <span aria-hidden="true">
            {megabytes(progress.loaded)} of {megabytes(progress.total)}
          </span>
        </div>
      )}
      {running && isReadyFor(example.packageSet) && (
        <p className={styles.hint}>A run that takes more than 10 seconds is stopped.</p>
      )}

      {response && (
        <div className={styles.response} aria-label="Response" role="region">
          <pre
            className={styles.output}
            tabIndex={0}
            data-testid="run-output"
            data-run={outcome.kind === 'response' ? outcome.run : 0}
          >
            <span className={styles.statusLine}>{`HTTP/1.1 ${statusLine(response.status)}`}</span>
            {'\n'}
            {response.headers.map(([name, value]) => `${name}: ${value}\n`).join('')}
            {'\n'}
            <span data-testid="run-body">{response.body}</span>
          </pre>
          {droppedNotes(response).map((note) => (
            <p key={note} className={styles.hint} data-testid="run-truncated">
              {note}
            </p>
          ))}
          {response.errors && (
            <pre className={styles.errors} tabIndex={0} aria-label="PHP errors">
              {response.errors}
            </pre>
          )}
          {isHtml(response) && (
            <div>
              <button
                type="button"
                className="button button--secondary button--sm"
                aria-expanded={preview}
                onClick={() => setPreview(!preview)}
              >
                {preview ? 'Hide the HTML preview' : 'Preview the HTML'}
              </button>
              {preview && (
                // The answer is only drawn. The sandbox takes scripts, forms and the origin; `inert`
                // takes clicks, focus and keys, since a sandboxed frame may still follow a link in
                // itself, to any origin where the host sends no policy. Drag the corner to see more.
                <div className={styles.previewFrame}>
                  <iframe
                    className={styles.preview}
                    sandbox=""
                    inert
                    {...{csp: PREVIEW_POLICY}}
                    srcDoc={previewDocument(response.body)}
                    title="Preview of the HTML response"
                  />
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
