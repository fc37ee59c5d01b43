import type {ReactNode} from 'react';
import {markMatches, snippet, type SearchHit, type TextPiece} from '../text.mjs';
import styles from './styles.module.css';

/** Pieces of text, the matched ones marked: React text nodes, so a query is never read as HTML. */
function Pieces({pieces}: {pieces: TextPiece[]}): ReactNode {
  return pieces.map((piece, i) =>
    piece.marked ? (
      <mark key={i} className={styles.mark}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** A text (a title, a heading) with the words that matched marked. */
function MarkedText({text, terms}: {text: string; terms: string[]}): ReactNode {
  return <Pieces pieces={markMatches(text, terms)} />;
}

/** A result's page title, and the section's heading when it leads there, with the words that matched marked. */
export function HitTitle({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <MarkedText text={hit.pageTitle} terms={hit.terms} />
      {hit.heading && (
        <>
          {' › '}
          <MarkedText text={hit.heading} terms={hit.terms} />
        </>
      )}
    </>
  );
}

/** The part of a result that shows why it matched, its words marked. */
export default function SearchSnippet({
  hit,
  length,
  className,
}: {
  hit: SearchHit;
  length?: number;
  className?: string;
}): ReactNode {
  return (
    <span className={className}>
      <Pieces pieces={snippet(hit, length)} />
    </span>
  );
}
