import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '../../../NotFoundHelp';
import {guideVersions} from '@site/src/config/versions';
import styles from './styles.module.css';

const WAYS_ON = [
  // The current guide and the one before it: most readers who land here came for one of them.
  ...guideVersions.slice(0, 2).map((version, index) => ({
    to: version.root,
    label: `Slim ${version.major} user guide`,
    text:
      index === 0
        ? 'the current version, from installation to middleware.'
        : `for applications that still run Slim ${version.major}.`,
  })),
  {to: '/blog', label: 'Blog', text: 'release announcements and tutorials since 2011.'},
  {to: '/', label: 'Home page', text: 'an overview of Slim and how to install it.'},
];

/**
 * The not-found page: says what happened and offers the places most readers were looking for. It is
 * described and kept out of search indexes, since it answers every unknown address with a 404 (its
 * canonical link and og:url, which the theme gives every page, are removed after the build by
 * scripts/complete-not-found-page.mjs: an address that answers 404 is nobody's canonical).
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      <PageMetadata description="This address is not a page of the Slim Framework website: search for it, or start from the user guides or the blog." />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundMain className={className} />
    </>
  );
}

function NotFoundMain({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p className={styles.lead}>
            There is no page at this address. It may have moved when the guides were reorganised, or the link that
            brought you here has a typo. The search box below finds words anywhere in a guide or a blog post.
          </p>
          <NotFoundHelp />
          <ul className={styles.list}>
            {WAYS_ON.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>: {item.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
