import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-init/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/** An author's posts, with the description search results and link previews show (the theme gives none). */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author, listMetadata} = props;
  const role = author.title ? ` (${author.title})` : '';
  const page = listMetadata.page > 1 ? `, page ${listMetadata.page} of ${listMetadata.totalPages}` : '';
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata description={`Posts by ${author.name}${role} on the Slim Framework blog${page}.`} />
    </>
  );
}
