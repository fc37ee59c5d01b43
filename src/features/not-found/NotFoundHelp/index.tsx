import {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useVersions, type GlobalDoc, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {guideKeyOf, subjectOf} from '../../versions/client';
import {closestDocs, guessGuide} from './closestPages';
import styles from './styles.module.css';

type Suggestions = {version: GlobalVersion; docs: GlobalDoc[]};

/**
 * The not-found page's help: a search box (a plain form to the search page, so it works before the app
 * has started) and, for an address inside a guide, that guide's pages closest to it. The page is one
 * static file for every unknown address, so the address is read in the browser once the app runs.
 */
export default function NotFoundHelp(): ReactNode {
  const inputId = useId();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const searchPage = useBaseUrl('/search');
  const docsBase = useBaseUrl('/docs');
  const versions = useVersions(undefined);
  const {pathname} = useLocation();
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);

  useEffect(() => {
    const guess = guessGuide(pathname, versions, docsBase);
    setSuggestions(guess ? {version: guess.version, docs: closestDocs(guess.rest, guess.version)} : null);
  }, [pathname, versions, docsBase]);

  // The search page's guide choice is the guide's path below the base (`docs/v4`).
  const context = suggestions?.version.path.slice(baseUrl.length) ?? '';
  const guide = suggestions ? guideKeyOf(suggestions.version.path) : '';
  return (
    <>
      <form action={searchPage} method="get" role="search" className={styles.search}>
        <label htmlFor={inputId} className={styles.label}>
          Search the guides and the blog
        </label>
        <div className={styles.row}>
          <input id={inputId} name="q" type="search" className={styles.input} autoComplete="off" required />
          {context && <input type="hidden" name="ctx" value={context} />}
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      {suggestions && suggestions.docs.length > 0 && (
        <section className={styles.closest} aria-labelledby={`${inputId}-closest`} data-closest-pages>
          <h2 id={`${inputId}-closest`} className={styles.closestTitle}>
            Closest pages in the {suggestions.version.label} guide
          </h2>
          <ul className={styles.list}>
            {suggestions.docs.map((doc) => {
              const subject = subjectOf(guide, doc.id)?.subject;
              return (
                <li key={doc.id}>
                  <Link to={doc.path}>/{doc.path.slice(baseUrl.length)}</Link>
                  {subject && <span className={styles.subject}> ({subject})</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
