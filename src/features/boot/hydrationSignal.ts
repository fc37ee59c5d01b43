/**
 * Tells the app loader (appLoader.ts) that the app has hydrated and rendered again as a browser's
 * (`useIsBrowser` turns true in the render after hydration; the theme's tabs remount in it): an
 * event on `window`, dispatched from an effect of that render by the site's Root
 * (src/theme/Root.tsx, the theme's public wrapper of every page). That is the moment the theme's
 * own `data-has-hydrated` marks, which the loader cannot trust: the theme's inline script copies
 * `docusaurus-data-*` query parameters onto `<html>` as data attributes, so the address can set
 * it. An event can only come from a script the page runs (the Content-Security-Policy allows the
 * site's own).
 */
import {useEffect} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HYDRATED_EVENT} from './hydratedEvent';

export function useHydrationSignal(): void {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [isBrowser]);
}
