// The guide's sidebar in the phone menu: the theme's `DocSidebar/Mobile`, but for the one object it
// hands to the menu. The theme's `NavbarSecondaryMenuFiller` memoises the props it is given by
// sorting their names with `localeCompare`, and the first `localeCompare` of a page starts ICU's
// collator: on a phone that was 39-86 ms of main thread at 4x CPU inside the synchronous render
// after hydration (docs-dev/decisions/0005-rent.md). One name sorts without a comparison.
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

const SecondaryMenu: NavbarSecondaryMenuComponent<{sidebarProps: Props}> = ({sidebarProps: {sidebar, path}}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the theme: the menu closes for a link, and for a category that is a page too.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={SecondaryMenu} props={{sidebarProps: props}} />;
}

export default memo(DocSidebarMobile);
