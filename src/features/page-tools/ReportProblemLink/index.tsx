import {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Repository} from '@site/src/config/repository';
import {reportProblemUrl, type ProblemReport} from '../reportProblem';
import styles from './styles.module.css';

export type PageReport = Omit<ProblemReport, 'pageUrl'> & {permalink: string};

/**
 * The page a report is about. The doc and post footers provide it; "Edit this page" reads it, so
 * that the report link sits right under the edit link, on wide screens and narrow ones alike.
 */
const PageReportContext = createContext<PageReport | null>(null);

export function PageReportProvider({report, children}: {report: PageReport | null; children: ReactNode}): ReactNode {
  return <PageReportContext.Provider value={report}>{children}</PageReportContext.Provider>;
}

/** "Report a problem with this page": opens a new issue, pre-filled, in the site's repository. */
export default function ReportProblemLink(): ReactNode {
  const report = useContext(PageReportContext);
  const {siteConfig} = useDocusaurusContext();
  if (!report) return null;
  const {permalink, ...details} = report;
  const repository = siteConfig.customFields?.repository as Repository;
  const href = reportProblemUrl(repository, {...details, pageUrl: `${siteConfig.url}${permalink}`});
  return (
    <div className={styles.row}>
      <Link to={href} className={styles.link}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 4.5V9m0 2.25v.25" />
        </svg>
        Report a problem with this page
      </Link>
    </div>
  );
}
