import type {ReactNode} from 'react';
import Title from '@theme-init/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPageButton from '../../../../CopyPageButton';

type Props = WrapperProps<typeof TitleType>;

/** A post's title, with a "Copy page" button beside it on the post's own page (not in listings). */
export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPageButton permalink={metadata.permalink} />}
      <Title {...props} />
    </>
  );
}
