import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageReportProvider} from '../../../ReportProblemLink';
import {describeVersion, toGuideVersion} from '@site/src/shared/pageFiles';

type Props = WrapperProps<typeof FooterType>;

/** The doc's footer, told which page "Report a problem with this page" (beside "Edit this page") is about. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = toGuideVersion(useDocsVersion());
  const report = {
    permalink: metadata.permalink,
    title: metadata.title,
    version: describeVersion(version),
    source: metadata.source.replace(/^@site\//, ''),
  };
  return (
    <PageReportProvider report={report}>
      <Footer {...props} />
    </PageReportProvider>
  );
}
