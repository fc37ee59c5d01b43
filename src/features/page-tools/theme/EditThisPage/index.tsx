import type {ReactNode} from 'react';
import EditThisPage from '@theme-init/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblemLink from '../../ReportProblemLink';

type Props = WrapperProps<typeof EditThisPageType>;

/** "Edit this page", then "Report a problem with this page" under it (for the page the footer names). */
export default function EditThisPageWrapper(props: Props): ReactNode {
  return (
    <>
      <EditThisPage {...props} />
      <ReportProblemLink />
    </>
  );
}
