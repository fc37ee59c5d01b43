import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from '../../text.mjs';
import {contextOfPath, loadSearchIndex, searchPageUrl, useSearchContexts, type SearchIndex} from '../../client';
import styles from './styles.module.css';

/** Results shown under the box; the search page shows more. */
const DROPDOWN_RESULTS = 8;

/** Where a result lies, before its title. */
function sectionLabel(hit: SearchHit): string {
  return hit.context === 'blog'
    ? translate({
        id: 'theme.SearchBar.blogLabel',
        message: 'Blog',
        description: 'Shown before a search result from the blog',
      })
    : translate({
        id: 'theme.SearchBar.guideLabel',
        message: 'User Guide',
        description: 'Shown before a search result from a guide',
      });
}

type ResultOptionsProps = {
  ready: SearchIndex;
  hits: SearchHit[];
  /** The query the hits answer. */
  query: string;
  selected: number;
  allResultsUrl: string;
  optionId: (i: number) => string;
  onActivate: (i: number) => void;
  go: (url: string) => void;
};

/**
 * The options of the list: every hit, then the search page. A component of its own, memoised, so
 * that the render each key causes is the box alone while the hits still answer the previous query.
 */
const ResultOptions = memo(function ResultOptions({
  ready,
  hits,
  query,
  selected,
  allResultsUrl,
  optionId,
  onActivate,
  go,
}: ResultOptionsProps): ReactNode {
  return (
    <>
      {hits.map((hit, i) => (
        <a
          key={hit.url}
          id={optionId(i)}
          role="option"
          aria-selected={selected === i}
          href={ready.resultUrl(hit, query)}
          className={clsx(styles.option, selected === i && styles.selected)}
          onMouseEnter={() => onActivate(i)}
          onClick={(event) => {
            event.preventDefault();
            go(ready.resultUrl(hit, query));
          }}
        >
          <span className={styles.title}>
            <span className={styles.where}>{sectionLabel(hit)} › </span>
            <ready.HitTitle hit={hit} />
          </span>
          <ready.SearchSnippet hit={hit} length={120} className={styles.snippet} />
        </a>
      ))}
      {hits.length > 0 && (
        <a
          id={optionId(hits.length)}
          role="option"
          aria-selected={selected === hits.length}
          href={allResultsUrl}
          className={clsx(styles.option, styles.all, selected === hits.length && styles.selected)}
          onMouseEnter={() => onActivate(hits.length)}
          onClick={(event) => {
            event.preventDefault();
            go(allResultsUrl);
          }}
        >
          {translate(
            {
              id: 'theme.SearchBar.seeAll',
              message: 'See all results for "{query}"',
              description: 'The last option under the search box',
            },
            {query: query.trim()},
          )}
        </a>
      )}
    </>
  );
});

/**
 * The navbar's search box (a combobox, ARIA 1.2). The index of the guide being read, or the blog's, or
 * for other pages the current guide's and the blog's, downloads on the first focus, never before; then
 * every keystroke searches it in the page (src/features/search/engine.mjs) and lists the best pages.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const location = useLocation();
  const history = useHistory();
  const contexts = useSearchContexts();
  const context = contextOfPath(location.pathname, baseUrl, contexts);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<{context: string; index: SearchIndex} | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isMac, setIsMac] = useState(false);

  const load = useCallback(() => {
    if (index?.context === context) return;
    setFailed(false);
    loadSearchIndex(baseUrl, context).then(
      (loaded) => setIndex({context, index: loaded}),
      () => setFailed(true),
    );
  }, [baseUrl, context, index]);

  // What the reader did before the app started (src/features/boot/appLoader.js hands focus and keys over):
  // a box focused or typed into then keeps its text and loads its index now, in the first commit.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setQuery(input.value);
    if (document.activeElement === input) {
      setOpen(true);
      load();
    }
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not again when `load` changes
  }, []);

  // Ctrl+K or Cmd+K anywhere focuses the box.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Another guide: its own index, on the next focus (or now, if the box has it). Not on the first
  // render: the layout effect above has opened the box if the reader typed before the app ran, and
  // closing it here hid the results of a query typed in full before hydration.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (document.activeElement === inputRef.current) load();
    setOpen(false);
    // Only when the reader moves to another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not again when `load` changes
  }, [location.pathname]);

  const ready = index?.context === context ? index.index : null;
  // The list follows the box a key behind while the reader types: React renders each key's box at
  // once, and searches and lists in a render of lower priority that the next key interrupts.
  const listed = useDeferredValue(query);
  const settled = listed === query;
  const hits = useMemo(
    () => (ready && listed.trim() ? ready.search(listed, {limit: DROPDOWN_RESULTS}) : []),
    [ready, listed],
  );
  const allResultsUrl = searchPageUrl(baseUrl, listed.trim(), context);
  // The options: every hit, then the search page.
  const optionCount = hits.length > 0 ? hits.length + 1 : 0;
  const expanded = open && query.trim() !== '' && (ready !== null || failed);
  // The option Enter opens: the one the reader moved to, else the first result.
  const selected = active >= 0 && active < optionCount ? active : optionCount > 0 ? 0 : -1;

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      inputRef.current?.blur();
      history.push(url);
    },
    [history],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      // The first result is chosen until the reader moves: Enter opens it.
      const current = selected === -1 ? 0 : selected;
      setActive(event.key === 'ArrowDown' ? (current + 1) % optionCount : (current - 1 + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      if (!query.trim()) return;
      event.preventDefault();
      // The list may be a key behind: Enter answers what the box says, with its first result.
      const current = settled ? hits : (ready?.search(query, {limit: DROPDOWN_RESULTS}) ?? []);
      const choice = settled ? selected : 0;
      const everything = searchPageUrl(baseUrl, query.trim(), context);
      if (choice === current.length && current.length > 0) go(everything);
      else if (ready && current.length > 0) go(ready.resultUrl(current[Math.max(choice, 0)], query));
      else if (ready) go(everything);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  const optionId = useCallback((i: number) => `${listboxId}-option-${i}`, [listboxId]);

  return (
    <div className={styles.searchBar}>
      <input
        ref={inputRef}
        // A combobox is a text field: HTML allows role="combobox" on type="text", not on type="search".
        // inputMode and enterKeyHint keep the phone keyboard's search key that type="search" gave.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded && optionCount > 0}
        aria-controls={listboxId}
        aria-activedescendant={expanded && selected >= 0 ? optionId(selected) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
          load();
        }}
        onFocus={() => {
          setOpen(true);
          load();
        }}
        onBlur={(event) => {
          // A press on a result moves focus into the list: it closes after the navigation.
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      {query === '' ? (
        <kbd className={styles.hint} aria-hidden="true">
          {isMac ? '⌘' : 'Ctrl'} K
        </kbd>
      ) : (
        // The clear control a search field has natively; a text field needs its own.
        <button
          type="button"
          className={styles.clear}
          aria-label={translate({
            id: 'theme.SearchBar.clear',
            message: 'Clear search',
            description: 'The label of the button that empties the search box',
          })}
          onClick={() => {
            setQuery('');
            setActive(-1);
            inputRef.current?.focus();
          }}
        >
          ×
        </button>
      )}
      {open && query.trim() !== '' && ready === null && !failed && (
        <span className={styles.loading} role="status">
          {translate({
            id: 'theme.SearchBar.loading',
            message: 'Loading the index…',
            description: 'Shown while the search index downloads',
          })}
        </span>
      )}
      {/* The combobox keeps focus in the input and points into the list (aria-activedescendant):
          the listbox itself takes no focus, as the ARIA 1.2 combobox pattern has it. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={translate({
          id: 'theme.SearchBar.resultsLabel',
          message: 'Search results',
          description: 'The accessible name of the list of search results',
        })}
        className={clsx(styles.results, !(expanded && optionCount > 0) && styles.hidden)}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && ready && (
          <ResultOptions
            ready={ready}
            hits={hits}
            query={listed}
            selected={selected}
            allResultsUrl={allResultsUrl}
            optionId={optionId}
            onActivate={setActive}
            go={go}
          />
        )}
      </div>
      {expanded && ((settled && hits.length === 0) || failed) && (
        <p className={styles.empty} role="status">
          {failed
            ? translate({
                id: 'theme.SearchBar.failed',
                message: 'The search index could not be loaded.',
                description: 'Shown when the index download fails',
              })
            : translate(
                {
                  id: 'theme.SearchBar.noResults',
                  message: 'No results for "{query}"',
                  description: 'Shown under the search box when nothing matches',
                },
                {query: query.trim()},
              )}
        </p>
      )}
    </div>
  );
}
