// Replaces the theme's unmaintained banner (not only a wrapper: the theme picks its link inside the component, from the
// doc with the same id in the latest version). Same markup, class names and translation ids as the
// theme's; the link goes to the page on the same subject in the latest version (versionCounterparts.json).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import OriginalDocVersionBanner from '@theme-init/DocVersionBanner';
import {useVersionCounterparts} from '../../VersionCounterparts/useVersionCounterparts';

function UnmaintainedBanner({className}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const versionMetadata = useDocsVersion();
  const {subject, versions} = useVersionCounterparts(versionMetadata.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(versionMetadata.pluginId);
  const latest = versions.find(({version}) => version.isLast) ?? versions[0]!;
  const remember = () => savePreferredVersionName(latest.version.name);
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert"
    >
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          description="The label used to tell the user that he's browsing an unmaintained doc version"
          values={{siteTitle: siteConfig.title, versionLabel: <b>{versionMetadata.label}</b>}}
        >
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
      </div>
      <div className="margin-top--md">
        {latest.doc && subject ? (
          <>
            For up-to-date documentation, see{' '}
            <b>
              <Link to={latest.target.path} onClick={remember}>
                {subject.subject}
              </Link>
            </b>{' '}
            in the latest version ({latest.version.label}).
          </>
        ) : (
          <>
            The latest version ({latest.version.label}) has no page on this subject. See its{' '}
            <b>
              <Link to={latest.target.path} onClick={remember}>
                user guide
              </Link>
            </b>
            .
          </>
        )}
      </div>
    </div>
  );
}

/** The banner of an unmaintained version; the theme's own for any other (an unreleased version). */
export default function DocVersionBanner(props: Props): ReactNode {
  const {banner} = useDocsVersion();
  return banner === 'unmaintained' ? <UnmaintainedBanner {...props} /> : <OriginalDocVersionBanner {...props} />;
}
