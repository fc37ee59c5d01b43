import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/**
 * A deep-link target that is not a heading: an id an old link used, kept on the spot it meant.
 * Registering it lets the build's broken-anchor check see it, which a literal <a id> in MDX avoids.
 */
export default function Anchor({id}: {id: string}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className={styles.anchor} />;
}
