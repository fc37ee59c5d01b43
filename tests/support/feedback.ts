// Feedback that goes by itself ("Copied" for a second or two) may be gone before a loaded machine
// looks for it. A test notes, in the page, every state an element takes from the moment it asks,
// and then asks whether a state was seen, however briefly.
import type {Locator} from '@playwright/test';

/** Starts noting the element's states (its `aria-label`, or else its text); returns the states so far. */
export async function statesOf(locator: Locator): Promise<() => Promise<string[]>> {
  const seen = await locator.evaluateHandle((element) => {
    const states: string[] = [];
    const note = () => states.push(element.getAttribute('aria-label') ?? element.textContent ?? '');
    new MutationObserver(note).observe(element, {
      attributeFilter: ['aria-label'],
      childList: true,
      characterData: true,
      subtree: true,
    });
    return states;
  });
  return () => seen.jsonValue();
}
