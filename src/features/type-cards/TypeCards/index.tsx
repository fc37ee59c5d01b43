import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {CARDS_PATH} from '../cardsPath.mjs';
import type {PageCard, PageCardsProp} from '../remarkTypeCards';

// Each list the browser hydrated, by page key and block: the theme's Tabs mount their panels anew
// right after hydration, and a list mounted anew shows the server's HTML again (read only then).
const seenLists = new Map<string, HTMLUListElement>();
// Each page's cards, fetched once, for lists rendered without the server's HTML (a client-side navigation).
const fetched = new Map<string, Promise<PageCard[]>>();

function fetchCards(url: string): Promise<PageCard[]> {
  let cards = fetched.get(url);
  if (!cards) {
    cards = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<PageCard[]>;
    });
    // A failed fetch may be tried again by the next page that needs it.
    cards.catch(() => fetched.delete(url));
    fetched.set(url, cards);
  }
  return cards;
}

function CardItem({card, at}: {card: PageCard; at: string}): ReactNode {
  return (
    <li className="type-card" data-at={at}>
      <p className="type-card-signature">
        <code>{card.signature}</code>
      </p>
      {card.summary ? <p className="type-card-summary">{card.summary}</p> : null}
      {card.since || card.url ? (
        <p className="type-card-meta">
          {card.since ? `Since Slim ${card.since}. ` : null}
          {card.url ? <a href={card.url}>Source in {card.source}</a> : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The API a PHP block uses (placed after it by remarkTypeCards.ts): a disclosure with one card per
 * symbol. Keyboard and screen-reader users open it (one tab stop per block); the client module
 * (typeCardsClient.ts) shows a card's copy beside a name a pointer hovers or a finger taps.
 * `cards` are the page's: the server renders them; the browser keeps the server's HTML while it
 * hydrates (its bundle has only the key) and fetches the page's file when it renders the page
 * itself. `use` says which cards this block calls and where: "0@3:get,9:get 4@7:withHeader"
 * (card index @ line:name, …).
 */
export default function TypeCards({cards, use}: {cards: PageCardsProp; use: string}): ReactNode {
  const entries = use.split(' ').map((entry) => {
    const [index, at] = entry.split('@');
    return {index: Number(index), at: at.replaceAll(',', ' ')};
  });
  const url = useBaseUrl(`/${CARDS_PATH}/${cards.key}.json`);
  const seen = `${cards.key} ${use}`;
  const list = useRef<HTMLUListElement>(null);
  const [fetchedCards, setFetchedCards] = useState<PageCard[] | null>(null);
  const shown = cards.cards ?? fetchedCards;

  useLayoutEffect(() => {
    const element = list.current;
    if (shown || !element) return;
    if (element.childElementCount) {
      seenLists.set(seen, element);
      return;
    }
    let current = true;
    fetchCards(url).then(
      (all) => current && setFetchedCards(all),
      (error: unknown) => console.error('Type cards:', error),
    );
    return () => {
      current = false;
    };
  }, [shown, seen, url]);

  return (
    <details className="type-cards" data-search="skip">
      <summary>{`API in this example (${entries.length})`}</summary>
      {shown ? (
        <ul key="rendered" className="type-cards-list">
          {entries.map(({index, at}) => (
            <CardItem key={index} card={shown[index]} at={at} />
          ))}
        </ul>
      ) : (
        // While hydrating, React leaves the server's children of an element whose inner HTML it is given.
        <ul
          key="kept"
          ref={list}
          className="type-cards-list"
          dangerouslySetInnerHTML={{__html: seenLists.get(seen)?.innerHTML ?? ''}}
          suppressHydrationWarning
        />
      )}
    </details>
  );
}
