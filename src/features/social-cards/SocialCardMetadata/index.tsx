import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Points `og:image` and `twitter:image` at a page's social card. Rendered after the theme's own
 * metadata, so these tags replace the default card's (the head keeps the last of each).
 */
export default function SocialCardMetadata({path, title}: {path: string; title: string}): ReactNode {
  const image = useBaseUrl(path, {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
    </Head>
  );
}
