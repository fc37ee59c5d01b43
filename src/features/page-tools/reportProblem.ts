// "Report a problem with this page": a link that opens a new issue in the site's repository,
// filled in with what a maintainer needs to find the page. Only a link: no backend, no script.
import type {Repository} from '../../config/repository';

export type ProblemReport = {
  title: string;
  /** Absolute address of the page. */
  pageUrl: string;
  /** `Slim 4 guide (v4, the current version)` or `Blog post of March 14, 2025`. */
  version: string;
  /** The source file, relative to the repository: `docs/objects/routing.md`. */
  source: string;
};

export function reportProblemUrl(repository: Repository, report: ProblemReport): string {
  const body = [
    `Page: ${report.title}`,
    `Address: ${report.pageUrl}`,
    `Version: ${report.version}`,
    `Source: ${report.source}`,
    '',
    'What is wrong or missing, and what did you expect to find?',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Problem on "${report.title}"`, body});
  return `${repository.url}/issues/new?${query.toString()}`;
}
