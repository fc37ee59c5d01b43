// Client module: shows a type card beside a name in a code block that a pointer hovers or a finger
// taps. The cards are in the page already, server-rendered in the disclosure after each block
// (remarkTypeCards.ts, TypeCards/); this only finds the one for a token (its line and text, `data-at="3:get"`)
// and shows a copy of it in one floating element, positioned over the page (no layout shift).
// Escape, a tap elsewhere or the pointer leaving closes it. Keyboard and screen-reader users read the
// same cards in the disclosure, so the copy is hidden from assistive technology.

const BLOCK = '.theme-code-block';
let card: HTMLElement | null = null;
let shownFor: Element | null = null;

/** The card of a token: in the first disclosure after its block, before the next block. */
function cardFor(token: Element): HTMLElement | null {
  const block = token.closest(BLOCK);
  const line = token.closest('.token-line');
  if (!block || !line?.parentElement) return null;
  const at = `${[...line.parentElement.children].indexOf(line) + 1}:${token.textContent}`;
  for (let next = block.nextElementSibling; next && !next.matches(BLOCK); next = next.nextElementSibling) {
    if (!next.matches('details.type-cards')) continue;
    for (const item of next.querySelectorAll<HTMLElement>('[data-at]'))
      if (item.dataset.at?.split(' ').includes(at)) return item;
    return null;
  }
  return null;
}

function hide() {
  card?.setAttribute('hidden', '');
  shownFor = null;
}

function show(token: Element, item: HTMLElement) {
  if (!card) {
    card = document.createElement('div');
    card.className = 'type-card-popup';
    card.setAttribute('aria-hidden', 'true');
    card.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && event.relatedTarget !== shownFor) hide();
    });
    document.body.append(card);
  }
  card.innerHTML = item.innerHTML;
  for (const link of card.querySelectorAll('a')) link.tabIndex = -1;
  card.removeAttribute('hidden');
  const box = token.getBoundingClientRect();
  const width = Math.min(card.offsetWidth, document.documentElement.clientWidth - 16);
  card.style.left = `${Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8)) + scrollX}px`;
  card.style.top = `${box.bottom + scrollY + 4}px`;
  shownFor = token;
}

function tokenAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`${BLOCK} .token.function, ${BLOCK} .token.class-name`) : null;
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const token = tokenAt(event.target);
    if (token === shownFor) return;
    const item = token && cardFor(token);
    if (item && token) show(token, item);
    else if (!card?.contains(event.target as Node)) hide();
  });
  // Capturing: seen before any handler of the page can stop the click.
  document.addEventListener(
    'click',
    (event) => {
      const token = tokenAt(event.target);
      const item = token && cardFor(token);
      if (item && token) show(token, item);
      else if (!card?.contains(event.target as Node)) hide();
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    hide();
    // In an open disclosure, Escape closes it and leaves the focus on its summary.
    const open = document.activeElement?.closest('details.type-cards[open]');
    const summary = open?.querySelector('summary');
    // Through a click on its summary, as the reader's own would close it.
    summary?.click();
    summary?.focus();
  });
}

/** A new page: nothing of the last one stays shown. */
export function onRouteDidUpdate() {
  hide();
}
