import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import {useVersionCounterparts} from './useVersionCounterparts';
import styles from './styles.module.css';

/**
 * One line under a doc page's version badge: the other versions whose guide covers this page's subject,
 * each linking to its page, or a note that only this version covers it.
 */
export default function OtherVersions({className}: {className?: string}): ReactNode {
  const {activeVersion, activeDoc, versions} = useVersionCounterparts();
  const {savePreferredVersionName} = useDocsPreferredVersion();
  if (!activeVersion || !activeDoc) return null;
  const others = versions.filter(({version, doc}) => version !== activeVersion && doc);
  return (
    <p className={clsx(styles.otherVersions, className)} data-other-versions>
      {others.length === 0 ? (
        <>Only the {activeVersion.label} guide covers this subject.</>
      ) : (
        <>
          Also in{' '}
          {others.map(({version, target}, index) => (
            <span key={version.name}>
              {index > 0 && (index === others.length - 1 ? ' and ' : ', ')}
              <Link to={target.path} onClick={() => savePreferredVersionName(version.name)}>
                {version.label}
              </Link>
            </span>
          ))}
        </>
      )}
    </p>
  );
}
