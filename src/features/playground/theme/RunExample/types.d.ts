// The playground's theme component, for TypeScript (the bundler resolves `@theme/…` from the plugin's theme folder).
declare module '@theme/RunExample' {
  import type {ReactNode} from 'react';

  /** `example`: the runnable example's data, as the remark step wrote it into the page. */
  export default function RunExample(props: {example: string}): ReactNode;
}
