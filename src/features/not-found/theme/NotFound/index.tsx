import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-init/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

/**
 * The not-found page, described and kept out of search indexes: it answers every unknown address with a
 * 404. (Its canonical link and og:url, which the theme gives every page, are removed after the build by
 * scripts/complete-not-found-page.mjs: an address that answers 404 is nobody's canonical.)
 */
export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <NotFound {...props} />
      <PageMetadata description="This address is not a page of the Slim Framework website: search for it, or start from the user guides or the blog." />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
    </>
  );
}
