// @ts-check
// Docusaurus 3.10 fails the build on two items of one sidebar with the same label ("Multiple docs
// sidebar items produce the same translation key") unless each has a `key`; 3.8.1, which the site
// is pinned to, rejects the field. sidebars.ts adds the keys itself on 3.10; the versioned sidebars
// are JSON, so the upgrade canary (scripts/upgrade-canary.mjs) gives their items keys in its copy,
// as the upgrade itself will.

/**
 * @typedef {{type?: string, id?: string, href?: string, label?: string, key?: string, items?: SidebarItem[],
 *   [field: string]: unknown}} SidebarItem
 */

// A translation key names the item's kind and label: a category and a link may share a label.
const translationKey = (/** @type {SidebarItem} */ item) => `${item.type ?? 'doc'} ${item.label}`;

/**
 * Every item of each sidebar whose kind and label another item of the same sidebar has, given a
 * `key`: its doc id, else its link's address. Returns the new sidebars and how many items got a key.
 * @param {Record<string, SidebarItem[]>} sidebars a versioned_sidebars/*.json file's content
 */
export function withItemKeys(sidebars) {
  let keyed = 0;
  /** @type {Record<string, SidebarItem[]>} */
  const result = {};
  for (const [name, items] of Object.entries(sidebars)) {
    /** @type {Map<string, number>} */
    const labels = new Map();
    const count = (/** @type {SidebarItem[]} */ list) => {
      for (const item of list) {
        if (item.label) labels.set(translationKey(item), (labels.get(translationKey(item)) ?? 0) + 1);
        if (item.items) count(item.items);
      }
    };
    count(items);
    /** @returns {SidebarItem[]} */
    const keyItems = (/** @type {SidebarItem[]} */ list) =>
      list.map((item) => {
        const children = item.items ? {items: keyItems(item.items)} : {};
        const key = item.id ?? item.href;
        if (!item.label || (labels.get(translationKey(item)) ?? 0) < 2 || item.key || !key)
          return {...item, ...children};
        keyed++;
        return {...item, ...children, key};
      });
    result[name] = keyItems(items);
  }
  return {sidebars: result, keyed};
}
