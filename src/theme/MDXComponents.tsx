import MDXComponents from '@theme-original/MDXComponents';
import Anchor from '@site/src/components/Anchor';
import RunExample from '@site/src/features/playground/RunExample';

// Components every page may use without importing them.
export default {
  ...MDXComponents,
  Anchor,
  RunExample,
};
