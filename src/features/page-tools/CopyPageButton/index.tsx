import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownCopyPath} from '@site/src/shared/pageFiles';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 2500;

/** The Markdown copy, as the clipboard takes it: a promise, so that the copy keeps the click's permission. */
async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(url)})]);
    return;
  }
  const blob = await fetchMarkdown(url);
  await navigator.clipboard.writeText(await blob.text());
}

/** "Copy page": puts the page's Markdown copy (`<page>.md`, same origin) on the clipboard. */
export default function CopyPageButton({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onClick = () => {
    copyMarkdown(markdownCopyPath(permalink, siteConfig.baseUrl)).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div>
      <div className={styles.container}>
        <button
          type="button"
          className={clsx(styles.button, status === 'copied' && styles.copied)}
          onClick={onClick}
          title="Copy this page as Markdown, for AI assistants and other tools"
        >
          <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            {status === 'copied' ? <path d="m3 8.5 3 3 7-7" /> : <path d="M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3" />}
          </svg>
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
        </button>
        <span role="status" className={styles.status}>
          {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'The page could not be copied' : ''}
        </span>
      </div>
    </div>
  );
}
