/** Where the build writes each page's cards, and the browser fetches them after a client-side navigation (under the base URL). */
export const CARDS_PATH = 'assets/type-cards';
