// Whether React has finished hydrating the page the reader opened. A client module: Docusaurus calls
// onRouteDidUpdate from a layout effect of the component that wraps every route, so its first call
// comes in the commit that ends hydration, after the layout effects of the blocks inside (a parent's
// run after its children's), and before the passive effects that remount the theme's Tabs.

let hydrated = false;

export function onRouteDidUpdate(): void {
  hydrated = true;
}

/** False while React hydrates the page; true for a block mounted any later. */
export function hasHydrated(): boolean {
  return hydrated;
}
