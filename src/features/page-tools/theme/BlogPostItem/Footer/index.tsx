import type {ReactNode} from 'react';
import Footer from '@theme-init/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {PageReportProvider} from '../../../ReportProblemLink';
import {formatPostDate} from '../../../../crawlers/client';

type Props = WrapperProps<typeof FooterType>;

/** A post's footer, told which post "Report a problem with this page" (beside "Edit this page") is about. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const report = isBlogPostPage
    ? {
        permalink: metadata.permalink,
        title: metadata.title,
        version: `Blog post of ${formatPostDate(metadata.date)}`,
        source: metadata.source.replace(/^@site\//, ''),
      }
    : null;
  return (
    <PageReportProvider report={report}>
      <Footer {...props} />
    </PageReportProvider>
  );
}
