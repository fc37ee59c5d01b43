import type {ReactNode} from 'react';
import type {PageCard} from '../remarkTypeCards';

/**
 * The API a PHP block uses (placed after it by remarkTypeCards.ts): a disclosure with one card per
 * symbol, server-rendered with the page. Keyboard and screen-reader users open it (one tab stop per
 * block); the client module (typeCardsClient.ts) shows a card's copy beside a name a pointer hovers
 * or a finger taps. `cards` are the page's cards, shared by its blocks; `use` says which this block
 * calls and where: "0@3:get,9:get 4@7:withHeader" (card index @ line:name, …).
 */
export default function TypeCards({cards, use}: {cards: PageCard[]; use: string}): ReactNode {
  const entries = use.split(' ').map((entry) => {
    const [index, at] = entry.split('@');
    return {index, card: cards[Number(index)], at: at.replaceAll(',', ' ')};
  });
  return (
    <details className="type-cards" data-search="skip">
      <summary>{`API in this example (${entries.length})`}</summary>
      <ul className="type-cards-list">
        {entries.map(({index, card, at}) => (
          <li key={index} className="type-card" data-at={at}>
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
        ))}
      </ul>
    </details>
  );
}
