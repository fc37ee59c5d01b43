// Replaces the theme's version dropdown (not a wrapper: the theme computes each item's link inside the
// component, from the doc with the same id in the other version, and has no way to pass other links in).
// Everything else is the theme's own: its dropdown, its labels, the remembered version.
import type {ReactNode} from 'react';
import {useDocsPreferredVersion, useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {useVersionCounterparts} from '../../VersionCounterparts/useVersionCounterparts';

/** The version dropdown: each version leads to the page on the same subject (versionCounterparts.json). */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  // The navbar item's `versions` option (a subset or other labels) is not used by this site.
  versions: _versionsConfig,
  ...props
}: Props): ReactNode {
  // The server renders no query or hash, and hydration keeps the server's href attributes: the
  // entries take the address's in the render after it, once the page is the browser's.
  const isBrowser = useIsBrowser();
  const search = useHistorySelector((history) => (isBrowser ? history.location.search : ''));
  const hash = useHistorySelector((history) => (isBrowser ? history.location.hash : ''));
  const {activeVersion, activeDoc, versions} = useVersionCounterparts(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const displayed = versions.find((item) => item.version === candidates[0]) ?? versions[0]!;

  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...versions.map(({version, target}) => ({
      label: version.label,
      // Tab choices (query string) travel; an anchor only to the same page in another version.
      to: `${target.path}${search}${target.id === activeDoc?.id ? hash : ''}`,
      isActive: () => version === activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];

  const label = mobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : displayed.version.label;

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={label}
      to={mobile ? undefined : displayed.target.path}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
