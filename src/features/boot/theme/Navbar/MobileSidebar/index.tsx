// Wraps the theme's phone menu (the slide-out sidebar with the navbar's items and the guide's
// sidebar). The theme renders it once it knows the window is a phone's, in the synchronous
// re-render that follows hydration: on a guide page that is the whole guide's menu again, one long
// task on a phone. Here it is mounted one render later, at transition priority (a deferred value),
// which React renders in slices and interrupts for a tap. Until then the menu is closed and not in
// the page, as the theme has it on the server.
import {useDeferredValue, type ReactNode} from 'react';
import OriginalMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useWindowSize} from '@docusaurus/theme-common';

export default function NavbarMobileSidebar(): ReactNode {
  const onPhone = useDeferredValue(useWindowSize() === 'mobile', false);
  return onPhone ? <OriginalMobileSidebar /> : null;
}
