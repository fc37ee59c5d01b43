import type {ReactNode} from 'react';
import {useHydrationSignal} from '@site/src/boot/hydrationSignal';

/** The theme's wrapper of every page: tells the app loader when the app has hydrated (src/boot/). */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useHydrationSignal();
  return children;
}
