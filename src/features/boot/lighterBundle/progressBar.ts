// Stands in the browser's bundle for the theme's progress-bar client module (index.ts beside this
// file): the same bar, shown when a client-side navigation takes more than 200 ms, but nprogress is
// fetched when the reader first follows a link inside the app, not with every page's start-up files.
import type {ClientModule} from '@docusaurus/types';
import type {NProgress} from 'nprogress';
// The theme's own styles for the bar (no spinner); CSS goes into the site's one stylesheet.
import '@docusaurus/theme-classic/lib/nprogress.css';

// As the theme: a navigation that is done sooner shows no bar.
const DELAY_MS = 200;

let progress: Promise<NProgress> | undefined;

function loadProgress(): Promise<NProgress> {
  progress ??= import('nprogress').then(({default: bar}) => bar.configure({showSpinner: false}));
  return progress;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const bar = loadProgress();
    const timeout = window.setTimeout(() => void bar.then((loaded) => loaded.start()), DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    void progress?.then((bar) => bar.done());
  },
};

export default clientModule;
