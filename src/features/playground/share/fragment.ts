// The one thing of Share that every page with a Run button carries: how a shared link's fragment
// begins. Kept alone in its module so that a page's chunk takes this constant and nothing else.

/** Where a panel's state goes in a link: `#share=<encodeShared(state)>`. Not a heading's id (ids have no `=`). */
export const SHARE_FRAGMENT = '#share=';
