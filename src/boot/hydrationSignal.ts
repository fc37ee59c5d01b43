/**
 * Tells the app loader (appLoader.js) that the app has hydrated, through Docusaurus's public
 * client-module lifecycle: `onRouteDidUpdate` runs in a layout effect of the first render, with no
 * previous location, once React has hydrated the page. The loader listens for this event on
 * `window`; an event can only come from a script the page runs (the Content-Security-Policy allows
 * the site's own), never from the address, which the theme's inline script copies into `data-*`
 * attributes of `<html>`: the loader reads none of them.
 */
export const HYDRATED_EVENT = 'slim:app-hydrated';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) window.dispatchEvent(new Event(HYDRATED_EVENT));
}
