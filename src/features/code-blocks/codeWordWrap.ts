import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What the theme's code block buttons and layout read of a block's word wrap (its context's `wordWrap`). */
type WordWrap = {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
};

/**
 * The theme's `useCodeWordWrap`, written again without its options memo: that memo sorts the
 * observer's options with `localeCompare`, and the first `localeCompare` a page makes starts ICU's
 * collator, 70-130 ms of main thread at 4x CPU inside hydration on every page with a code block
 * (docs-dev/decisions/0005-rent.md). Same behaviour: the toggle wraps the code, and whether the
 * block scrolls is measured at mount, on resize, after a toggle and when its hidden tab is shown.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // The theme's type (React 18's RefObject); React 19's useRef gives `RefObject<T | null>`.
  const codeBlockRef = useRef<HTMLPreElement>(null) as RefObject<HTMLPreElement>;

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long word.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const updateIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'));
  }, []);

  useEffect(updateIsScrollable, [isEnabled, updateIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateIsScrollable);
  }, [updateIsScrollable]);

  // In a hidden tab a block has no width: measure it again when its tab is shown.
  useEffect(() => {
    const hiddenPanel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!hiddenPanel) return;
    const observer = new MutationObserver(() => {
      if (hiddenPanel.hasAttribute('hidden')) return;
      observer.disconnect();
      updateIsScrollable();
    });
    observer.observe(hiddenPanel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [updateIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
