import {resolve} from 'node:path';
import {readCardData, type BlockCards} from './cardData.mjs';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; [key: string]: unknown};
type VFileLike = {path?: string; history?: string[]};

const text = (value: string): Node => ({type: 'text', value});
const element = (name: string, className: string, children: Node[], attributes: Record<string, string> = {}): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [
    {type: 'mdxJsxAttribute', name: 'className', value: className},
    ...Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  ],
  children,
});

/** The message PHP gives for each call a block makes wrongly on purpose (fence meta errors=). */
function errorsNote(block: BlockCards): Node {
  return element(
    'div',
    'type-cards-errors',
    block.errors.map((error) =>
      element('p', '', [
        {type: 'strong', children: [text(`Line ${error.line}, ${error.name}():`)]},
        text(' '),
        {type: 'inlineCode', value: error.message},
      ]),
    ),
    {role: 'note', 'aria-label': 'What PHP says'},
  );
}

/**
 * Puts, after each PHP block of the Slim 4 guide that the type index knows, what it says of the
 * block: the errors a block shows on purpose.
 */
export default function remarkTypeCards() {
  return (tree: Node, file: VFileLike) => {
    const path = file.path ?? file.history?.[0];
    const data = path ? readCardData()?.[resolve(path)] : undefined;
    if (!data) return;
    const blocks = [...data];
    const visit = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type === 'code' && node.lang === 'php') {
          const index = blocks.findIndex((candidate) => candidate.code === node.value);
          const [block] = index >= 0 ? blocks.splice(index, 1) : [];
          if (block?.errors.length) {
            children.splice(i + 1, 0, errorsNote(block));
            i++;
          }
        } else {
          visit(node);
        }
      }
    };
    visit(tree);
  };
}
