/**
 * The tab groups shared across pages (CONTRIBUTING "Add a doc page"): a reader's choice applies to every page, and
 * travels in links as `?<group>=<value>` (src/features/code-blocks/theme/Tabs), so a shared link shows the same tab.
 */
export const SHARED_TAB_GROUPS: readonly string[] = ['psr7', 'web-server', 'container'];
