import type {ReactNode} from 'react';
import {useHydrationSignal} from '../hydrationSignal';

/** The theme's wrapper of every page: tells the app loader when the app has hydrated (src/features/boot/). */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useHydrationSignal();
  return children;
}
