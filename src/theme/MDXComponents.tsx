import MDXComponents from '@theme-original/MDXComponents';
import Anchor from '@site/src/components/Anchor';

// Components every page may use without importing them.
export default {
  ...MDXComponents,
  Anchor,
};
