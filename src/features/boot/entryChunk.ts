import type {Plugin} from '@docusaurus/types';
import {THEME_LOADING} from './themeLoading';

/** The name (and file name prefix) of the chunk that holds every module of the app but its entry. */
export const APP_MODULES_CHUNK = 'app-modules';

type EntryValue = string | string[] | {import?: string | string[]} | Record<string, unknown>;

/** The files the bundler's configuration names as entries (Docusaurus names one: its client entry). */
function entryFiles(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.filter((item): item is string => typeof item === 'string');
  if (entry && typeof entry === 'object') {
    const value = entry as EntryValue & Record<string, unknown>;
    if ('import' in value) return entryFiles(value.import);
    return Object.values(value).flatMap(entryFiles);
  }
  return [];
}

/**
 * Splits the browser's initial bundle in two with the bundler's public `splitChunks` option: the
 * entry module alone stays in `main.js`, every other module of the first load goes to
 * `app-modules.[hash].js`, a chunk with no startup function. The app loader (appLoader.ts) can then
 * evaluate that chunk's modules in small steps and run `main.js` last, knowing which module is the
 * entry from the layout itself rather than from reading the bundle's code. Off with THEME_LOADING=1.
 */
export default function entryChunk(): Plugin {
  return {
    name: 'entry-chunk',
    configureWebpack(config, isServer) {
      if (isServer || THEME_LOADING) return {};
      const entries = new Set(entryFiles(config.entry));
      if (entries.size === 0) {
        throw new Error(
          'src/features/boot/entryChunk.ts: the bundler configuration names no entry file; the app loader needs main.js to hold the entry alone.',
        );
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [APP_MODULES_CHUNK]: {
                name: APP_MODULES_CHUNK,
                chunks: 'initial',
                enforce: true,
                // Below the theme's single-stylesheet group (50): CSS stays in its one file.
                priority: 20,
                test: (module: {nameForCondition?: () => string | null | undefined}) => {
                  const name = module.nameForCondition?.();
                  return !name || !entries.has(name);
                },
              },
            },
          },
        },
      };
    },
  };
}
