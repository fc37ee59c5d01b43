import {useEffect, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import SearchSnippet, {HitTitle} from '../SearchSnippet';
import {loadSearchIndex, searchPageUrl, useSearchContexts, type SearchIndex} from '../client';
import {resultUrl} from '../results';
import styles from './styles.module.css';

const PAGE_RESULTS = 30;

/** The query and the context in the address: `?q=routing&ctx=docs%2Fv3`. */
function useSearchParams(): {query: string; context: string; inBrowser: boolean} {
  const {search: params} = useLocation();
  // The page is built without a query: hydrate it as built, then read the address.
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    const parsed = new URLSearchParams(isBrowser ? params : '');
    return {query: parsed.get('q') ?? '', context: parsed.get('ctx') ?? '', inBrowser: isBrowser};
  }, [isBrowser, params]);
}

/**
 * The search page: every result for a query in one guide or the blog (or the current guide and the
 * blog), each with a snippet that shows why it matched. A plain form, so it also works before the app
 * starts.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const history = useHistory();
  const contexts = useSearchContexts();
  const fromAddress = useSearchParams();
  const known = fromAddress.context === '' || contexts.some(({path}) => path === fromAddress.context);
  const context = known ? fromAddress.context : '';
  const [query, setQuery] = useState(fromAddress.query);
  const [index, setIndex] = useState<{context: string; index: SearchIndex} | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => setQuery(fromAddress.query), [fromAddress.query]);
  useEffect(() => {
    // Not for the first, built render: only the index of the context in the address.
    if (!fromAddress.inBrowser) return;
    setFailed(false);
    loadSearchIndex(baseUrl, context).then(
      (loaded) => setIndex({context, index: loaded}),
      () => setFailed(true),
    );
  }, [baseUrl, context, fromAddress.inBrowser]);

  const ready = index?.context === context ? index.index : null;
  const hits = useMemo(() => (ready && query.trim() ? ready.search(query, {limit: PAGE_RESULTS}) : []), [ready, query]);
  const update = (nextQuery: string, nextContext: string) =>
    history.replace(searchPageUrl(baseUrl, nextQuery, nextContext));
  const everywhere = translate({
    id: 'theme.SearchPage.searchContext.everywhere',
    message: 'Current guide and Blog',
    description: 'The search page choice for the pages outside the guides: the current guide and the blog',
  });

  return (
    <Layout
      title={translate({id: 'theme.SearchPage.title', message: 'Search', description: 'The title of the search page'})}
      description={translate({
        id: 'theme.SearchPage.description',
        message: 'Search the Slim guides and blog',
        description: 'The search page meta description',
      })}
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">
          {query.trim()
            ? translate(
                {
                  id: 'theme.SearchPage.existingResultsTitle',
                  message: 'Search results for "{query}"',
                  description: 'The search page title with a query',
                },
                {query: query.trim()},
              )
            : translate({
                id: 'theme.SearchPage.emptyResultsTitle',
                message: 'Search the documentation',
                description: 'The search page title without a query',
              })}
        </Heading>
        <form
          action={`${baseUrl}search`}
          method="get"
          role="search"
          className={styles.form}
          onSubmit={(event) => event.preventDefault()}
        >
          <input
            type="search"
            name="q"
            className={styles.query}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The accessible name of the search page field',
            })}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder of the search page field',
            })}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              update(event.target.value, context);
            }}
          />
          <select
            id="context-selector"
            name="ctx"
            className={styles.context}
            aria-label={translate({
              id: 'theme.SearchPage.searchContext.label',
              message: 'Search in',
              description: "The accessible name of the search page's choice of where to search",
            })}
            value={context}
            onChange={(event) => update(query, event.target.value)}
          >
            <option value="">{everywhere}</option>
            {contexts.map(({path, label}) => (
              <option key={path} value={path}>
                {label}
              </option>
            ))}
          </select>
        </form>
        <div aria-live="polite">
          {failed && (
            <p>
              <Translate id="theme.SearchPage.failed" description="Shown when the search index cannot be downloaded">
                The search index could not be loaded. Try again later.
              </Translate>
            </p>
          )}
          {ready && query.trim() !== '' && (
            <p className={styles.count}>
              {hits.length === 0
                ? translate({
                    id: 'theme.SearchPage.noResultsText',
                    message: 'No results found',
                    description: 'Shown when nothing matches',
                  })
                : translate(
                    {
                      id: 'theme.SearchPage.documentsFound',
                      message: '{count} pages found',
                      description: 'How many pages match',
                    },
                    {count: hits.length === PAGE_RESULTS ? `${PAGE_RESULTS}+` : String(hits.length)},
                  )}
            </p>
          )}
        </div>
        {hits.map((hit) => (
          <article key={hit.url} className={styles.searchResultItem}>
            <Heading as="h2" className={styles.title}>
              <a
                href={resultUrl(hit, query)}
                onClick={(event) => {
                  event.preventDefault();
                  history.push(resultUrl(hit, query));
                }}
              >
                <HitTitle hit={hit} />
              </a>
            </Heading>
            <p className={styles.where}>
              {hit.context === 'blog'
                ? 'Blog'
                : `User Guide › ${contexts.find(({path}) => path === hit.context)?.label ?? ''}`}
            </p>
            <p className={styles.snippet}>
              <SearchSnippet hit={hit} length={240} />
            </p>
          </article>
        ))}
      </main>
    </Layout>
  );
}
