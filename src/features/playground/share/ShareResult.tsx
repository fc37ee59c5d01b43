// What Share says: that the link is copied, or the link itself in a field when the clipboard was
// refused. The message area is always there (empty at first), so that screen readers announce it.
import React, {useEffect, useRef, type ReactNode} from 'react';
import type {ShareResult as Result} from './useShareLink';
import styles from './ShareResult.module.css';

function message(result: Result): string {
  switch (result.kind) {
    case 'none':
      return '';
    case 'copied':
      return 'Link copied.';
    case 'shown':
      return 'The browser did not let the page copy: copy the link below.';
    case 'too-large':
      return 'This code is too large to share in a link.';
  }
}

export default function ShareResult({result}: {result: Result}): ReactNode {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result.kind === 'shown') field.current?.select();
  }, [result]);
  return (
    <div className={styles.share}>
      <p aria-live="polite" className={styles.message} data-testid="share-message">
        {message(result)}
      </p>
      {result.kind === 'shown' && (
        <label className={styles.field}>
          <span>Link to this example</span>
          <input ref={field} type="text" readOnly value={result.link} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
