import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMetadata from '../../../SocialCardMetadata';
import {socialCardPath} from '@site/src/utils/pageFiles';

type Props = WrapperProps<typeof MetadataType>;

/** The doc's metadata, with its own social card (src/features/social-cards) unless it names an image. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const hasOwnImage = Boolean(assets.image ?? frontMatter.image);
  return (
    <>
      <Metadata {...props} />
      {!hasOwnImage && <SocialCardMetadata path={socialCardPath(metadata.permalink, siteConfig.baseUrl)} title={metadata.title} />}
    </>
  );
}
