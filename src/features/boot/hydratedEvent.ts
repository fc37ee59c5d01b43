/** The event the app dispatches on `window` once it has hydrated (hydrationSignal.ts) and the loader waits for (appLoader.ts, handed the name by ssrTemplate.ts). */
export const HYDRATED_EVENT = 'slim:app-hydrated';
