import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '../../CodeBlockString';

/** Plain string children can be copied; children with elements are rendered as they are. */
function asStringIfPlain(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock renders every block a second time after hydration so that its colours
 * follow the colour mode. Our code theme is the same in both modes (CSS variables, see
 * src/features/code-blocks/codeThemes.ts), so blocks hydrate as the server rendered them: no second render,
 * no late repaint of the largest element on the page, no long task for re-highlighting.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = asStringIfPlain(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
