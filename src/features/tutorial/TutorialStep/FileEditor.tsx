// The editor of a step's files: one CodeMirror editor (the playground's), and a tab per file when the
// step has several. Loaded with the editor itself, on the reader's first edit.
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {loadCodeEditor} from '../../playground/client';
import type {ProjectFiles} from '../model/steps.mjs';
import styles from './styles.module.css';

const CodeEditor = lazy(loadCodeEditor);

type Props = {
  files: ProjectFiles;
  onChange: (path: string, code: string) => void;
  /** The reader asked for the editor: it takes the focus. */
  takeFocus: boolean;
};

export default function FileEditor({files, onChange, takeFocus}: Props): ReactNode {
  const paths = Object.keys(files);
  const [open, setOpen] = useState(paths[0]);
  const [focusOnStart, setFocusOnStart] = useState(takeFocus);
  const current = paths.includes(open) ? open : paths[0];
  return (
    <div className={styles.editor}>
      {paths.length > 1 && (
        <div className={styles.tabs} role="group" aria-label="Files">
          {paths.map((path) => (
            <button
              key={path}
              type="button"
              className={`button button--sm ${path === current ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={path === current}
              onClick={() => {
                setOpen(path);
                setFocusOnStart(true);
              }}
            >
              {path}
            </button>
          ))}
        </div>
      )}
      <Suspense fallback={<p className={styles.status}>Loading the editor…</p>}>
        <CodeEditor
          key={current}
          value={files[current]}
          onChange={(code) => onChange(current, code)}
          label={`Code of ${current}`}
          focusOnStart={focusOnStart}
        />
      </Suspense>
    </div>
  );
}
