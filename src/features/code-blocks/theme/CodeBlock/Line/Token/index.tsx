import type {ReactNode} from 'react';
import Token from '@theme-init/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A token of code, as the theme renders it, except plain text: a third of a PHP block's tokens are
 * plain (spaces, names Prism leaves unmarked), and the theme gives each one an unstyled
 * `<span class="token plain">`, the line's colour being on the line already. Written as bare text
 * they cost the page neither bytes nor elements to parse, style and lay out. An empty plain token
 * that is the only one on its line stays: it is what gives the empty line its height.
 */
export default function CodeBlockLineToken(props: Props): ReactNode {
  const {token, line, style} = props;
  const plainText = token.types.length === 1 && token.types[0] === 'plain' && !token.empty && !style;
  if (!plainText) return <Token {...props} />;
  if (token.content === '' && line.length > 1) return null;
  return token.content;
}
