// Wraps the theme's Tabs: a shared group keeps the reader's choice in the URL (`?psr7=nyholm`), so a
// shared link opens on the same tab. Pages write `<Tabs groupId="psr7">` and need nothing more.
import type {ReactNode} from 'react';
import OriginalTabs from '@theme-init/Tabs';
import type {Props} from '@theme/Tabs';
import {SHARED_TAB_GROUPS} from '../../tabGroups';

export default function Tabs(props: Props): ReactNode {
  const shared = props.groupId !== undefined && SHARED_TAB_GROUPS.includes(props.groupId);
  return <OriginalTabs {...props} queryString={props.queryString ?? (shared || undefined)} />;
}
