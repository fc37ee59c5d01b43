// Wraps the theme's version badge: beside it, the other versions that cover the page's subject.
import type {ReactNode} from 'react';
import DocVersionBadgeOriginal from '@theme-init/DocVersionBadge';
import type {Props} from '@theme/DocVersionBadge';
import OtherVersions from '../../VersionCounterparts';
import styles from './styles.module.css';

export default function DocVersionBadge(props: Props): ReactNode {
  return (
    <div className={styles.versions}>
      <DocVersionBadgeOriginal {...props} />
      <OtherVersions />
    </div>
  );
}
