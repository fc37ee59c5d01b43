import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import SocialCardMetadata from '../../../SocialCardMetadata';
import {socialCardPath} from '@site/src/shared/pageFiles';
import {guidePageTitle} from '../../../guidePageTitle';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The doc's metadata, with its own social card (src/features/social-cards) unless it names an image,
 * and a document title that names an older guide's Slim (src/features/social-cards/guidePageTitle.ts): the head keeps
 * the last title, so it replaces the theme's.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {version} = useDocsVersion();
  const hasOwnImage = Boolean(assets.image ?? frontMatter.image);
  return (
    <>
      <Metadata {...props} />
      <PageMetadata title={guidePageTitle(metadata.title, version)} />
      {!hasOwnImage && (
        <SocialCardMetadata path={socialCardPath(metadata.permalink, siteConfig.baseUrl)} title={metadata.title} />
      )}
    </>
  );
}
