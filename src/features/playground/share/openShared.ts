// Opens a shared link's fragment (`#share=…`) for the Run buttons of the page. Loaded only when the
// address has such a fragment (src/features/playground/RunExample/index.tsx), never with a page.
// The fragment is read once per address, whichever button asks first; the button it names opens with
// its state, and a fragment that is not a readable panel state of this page gets a notice instead.
import {decodeShared} from './codec';
import {SHARE_FRAGMENT} from './fragment';
import {isOtherShare, readPanelState, type SharedPanel} from './panelState';
import {showSharedNotice} from './sharedNotice';

let reading: {hash: string; state: Promise<SharedPanel | null>} | null = null;

function onThisPage(example: string): boolean {
  // Compared as text, never put into a selector: the id comes from the address.
  return Array.from(document.querySelectorAll('[data-example]')).some(
    (element) => element.getAttribute('data-example') === example,
  );
}

type Outcome = {state: SharedPanel | null; marker: 'opened' | 'notice' | 'not-ours'};

async function judge(hash: string): Promise<Outcome> {
  const text = hash.slice(SHARE_FRAGMENT.length);
  // The codec refuses a fragment over its length cap before any work on it.
  const value = await decodeShared(text);
  // A tutorial step's link is the step's own to open.
  if (isOtherShare(value)) return {state: null, marker: 'not-ours'};
  const state = readPanelState(value);
  if (!state) {
    showSharedNotice('The shared example in this link could not be read, so nothing was opened.');
    return {state: null, marker: 'notice'};
  }
  if (!onThisPage(state.example)) {
    showSharedNotice(
      'The shared example in this link is not on this page any more (the page may have changed), so nothing was opened.',
    );
    return {state: null, marker: 'notice'};
  }
  return {state, marker: 'opened'};
}

async function read(hash: string): Promise<SharedPanel | null> {
  const {state, marker} = await judge(hash);
  // For tests and tools: the link has been judged (this code never reads it back).
  document.documentElement.dataset.sharedLink = marker;
  return state;
}

/** The shared state for the Run button `where`, or null when the address shares another or none. */
export async function sharedStateFor(where: string): Promise<SharedPanel | null> {
  const {hash} = window.location;
  if (!hash.startsWith(SHARE_FRAGMENT)) return null;
  if (reading?.hash !== hash) reading = {hash, state: read(hash)};
  const state = await reading.state;
  return state?.example === where ? state : null;
}
