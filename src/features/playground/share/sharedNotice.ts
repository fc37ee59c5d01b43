// The short notice a shared link that cannot be opened gets, at the top of the page. It is put beside
// the app's root, not inside it: no React tree owns it, so no render of the page can remove or trip
// over it. Its text is set as text, never as markup.
import styles from './sharedNotice.module.css';

const NOTICE_ID = 'shared-link-notice';

export function showSharedNotice(message: string): void {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = `alert alert--warning ${styles.notice}`;
  const text = document.createElement('p');
  // An empty live region first, then its text: screen readers announce a change, not an arrival.
  text.setAttribute('role', 'status');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--sm button--secondary';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => notice.remove());
  notice.append(text, dismiss);
  document.body.prepend(notice);
  setTimeout(() => {
    text.textContent = message;
  }, 50);
}
