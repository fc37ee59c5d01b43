// Share: the panel's state into the page's address (`#share=…`), and that link onto the clipboard.
// Part of the panel's chunk (src/features/playground/RunExample/Playground.tsx), never of a page's.
import {useCallback, useState} from 'react';
import {linkText} from './codec';
import {SHARE_FRAGMENT} from './fragment';
import type {SharedPanel} from './panelState';

export type ShareResult =
  | {kind: 'none'}
  | {kind: 'copied'; link: string}
  /** The browser refused the clipboard: the reader copies the link from a field. */
  | {kind: 'shown'; link: string}
  | {kind: 'too-large'};

/** The page's address with the state as its fragment (query kept: it holds the tabs' choices). */
async function shareLink(state: SharedPanel): Promise<string | null> {
  const text = await linkText(state);
  if (text === null) return null;
  const {origin, pathname, search} = window.location;
  return `${origin}${pathname}${search}${SHARE_FRAGMENT}${text}`;
}

export function useShareLink(): {result: ShareResult; share: (state: SharedPanel) => Promise<void>} {
  const [result, setResult] = useState<ShareResult>({kind: 'none'});
  const share = useCallback(async (state: SharedPanel) => {
    const link = await shareLink(state);
    if (!link) {
      setResult({kind: 'too-large'});
      return;
    }
    // The address bar holds the state too: a reload keeps the reader's edits. The router's own
    // history state is kept as it is.
    window.history.replaceState(window.history.state, '', link);
    try {
      await navigator.clipboard.writeText(link);
      setResult({kind: 'copied', link});
    } catch {
      setResult({kind: 'shown', link});
    }
  }, []);
  return {result, share};
}
