import {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Repository} from '@site/src/config/repository';
import {reportProblemUrl, type ProblemReport} from '@site/src/utils/reportProblem';
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
          <path
            fill="currentColor"
            d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm8.75-3.75v4.5h-1.5v-4.5h1.5ZM8 10.25a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
          />
        </svg>
        Report a problem with this page
      </Link>
    </div>
  );
}
