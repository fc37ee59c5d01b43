import MDXComponents from '@theme-original/MDXComponents';
import Anchor from '@site/src/components/Anchor';
import RunExample from '@theme/RunExample';
import TypeCards from '@site/src/features/type-cards/TypeCards';

// Components every page may use without importing them. The one theme component that stays at the
// site level: the MDX component map is one per site, and it gathers components of several features
// (a feature's plugin theme wrapping it too would hide one feature's components behind another's).
export default {
  ...MDXComponents,
  Anchor,
  RunExample,
  TypeCards,
};
