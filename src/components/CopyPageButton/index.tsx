import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownCopyPath} from '@site/src/utils/pageFiles';
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
          title="Copy this page as Markdown, for AI assistants and other tools">
          <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            {status === 'copied' ? (
              <path fill="currentColor" d="M13.78 4.22a.75.75 0 0 1 0 1.06l-7.25 7.25a.75.75 0 0 1-1.06 0L2.22 9.28a.75.75 0 0 1 1.06-1.06L6 10.94l6.72-6.72a.75.75 0 0 1 1.06 0Z" />
            ) : (
              <path
                fill="currentColor"
                d="M0 6.75C0 5.78.78 5 1.75 5h1.5a.75.75 0 0 1 0 1.5h-1.5a.25.25 0 0 0-.25.25v7.5c0 .14.11.25.25.25h7.5a.25.25 0 0 0 .25-.25v-1.5a.75.75 0 0 1 1.5 0v1.5A1.75 1.75 0 0 1 9.25 16h-7.5A1.75 1.75 0 0 1 0 14.25ZM5 1.75C5 .78 5.78 0 6.75 0h7.5C15.22 0 16 .78 16 1.75v7.5A1.75 1.75 0 0 1 14.25 11h-7.5A1.75 1.75 0 0 1 5 9.25Zm1.75-.25a.25.25 0 0 0-.25.25v7.5c0 .14.11.25.25.25h7.5a.25.25 0 0 0 .25-.25v-7.5a.25.25 0 0 0-.25-.25Z"
              />
            )}
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
