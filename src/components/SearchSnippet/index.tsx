import type {ReactNode} from 'react';
import {markMatches, snippet, type SearchHit} from '../../search/engine.mjs';
import styles from './styles.module.css';

/** A text with the words that matched marked: React text nodes, so a query is never read as HTML. */
export function MarkedText({text, terms}: {text: string; terms: string[]}): ReactNode {
  return markMatches(text, terms).map((piece, i) =>
    piece.marked ? (
      <mark key={i} className={styles.mark}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/** The part of a result that shows why it matched, its words marked. */
export default function SearchSnippet({hit, length, className}: {hit: SearchHit; length?: number; className?: string}): ReactNode {
  return (
    <span className={className}>
      {snippet(hit, length).map((piece, i) =>
        piece.marked ? (
          <mark key={i} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}
