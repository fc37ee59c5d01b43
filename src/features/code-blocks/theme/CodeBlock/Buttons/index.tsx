// Wraps the theme's copy and word-wrap buttons. The theme mounts them in the browser only, all at
// once, in the synchronous render that follows hydration: on the routing page 40 blocks' buttons,
// 30 ms of that render at 4x CPU (docs-dev/decisions/0005-rent.md). Here they mount one render
// later, at transition priority (a deferred value), which React renders in slices and interrupts
// for a tap. Before that render the buttons are not there, as on the server.
import {useDeferredValue, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OriginalButtons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const mounted = useDeferredValue(useIsBrowser(), false);
  return mounted ? <OriginalButtons {...props} /> : null;
}
