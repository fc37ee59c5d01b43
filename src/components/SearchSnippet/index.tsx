import type {ReactNode} from 'react';
import {markMatches, snippet, type SearchHit, type TextPiece} from '../../search/text.mjs';
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
export function MarkedText({text, terms}: {text: string; terms: string[]}): ReactNode {
  return <Pieces pieces={markMatches(text, terms)} />;
}

/** The part of a result that shows why it matched, its words marked. */
export default function SearchSnippet({hit, length, className}: {hit: SearchHit; length?: number; className?: string}): ReactNode {
  return (
    <span className={className}>
      <Pieces pieces={snippet(hit, length)} />
    </span>
  );
}
