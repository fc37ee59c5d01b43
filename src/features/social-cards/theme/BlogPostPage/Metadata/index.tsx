import type {ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMetadata from '../../../SocialCardMetadata';
import {socialCardPath} from '@site/src/shared/pageFiles';

type Props = WrapperProps<typeof MetadataType>;

/** The post's metadata, with its own social card (src/features/social-cards) unless it names an image. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, assets} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const hasOwnImage = Boolean(assets.image ?? metadata.frontMatter.image);
  return (
    <>
      <Metadata {...props} />
      {!hasOwnImage && (
        <SocialCardMetadata path={socialCardPath(metadata.permalink, siteConfig.baseUrl)} title={metadata.title} />
      )}
    </>
  );
}
