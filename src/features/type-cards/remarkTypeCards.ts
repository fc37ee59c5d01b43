import {resolve} from 'node:path';
import {readCardData, type BlockCards, type Card} from './cardData.mjs';

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

const paragraph = (className: string, children: Node[]): Node => element('p', className, children);
const code = (value: string): Node => ({type: 'inlineCode', value});

/** A method's signature with its class in front (`static Slim\\Factory\\AppFactory::create(…)`); a class's as it is. */
function shownSignature(card: Card): string {
  if (!card.name.includes('::')) return card.signature;
  const className = card.name.slice(0, card.name.indexOf('::'));
  const isStatic = card.signature.startsWith('static ');
  return `${isStatic ? 'static ' : ''}${className}::${card.signature.replace(/^static /, '')}`;
}

/** One card: the symbol, its signature, the first sentence of its docblock, since when, its source. */
function cardItem(card: Card, at: string[]): Node {
  const meta: Node[] = [];
  if (card.since) meta.push(text(`Since Slim ${card.since}. `));
  if (card.url)
    meta.push({
      type: 'link',
      url: card.url,
      children: [text(`Source in ${card.package} ${card.version}`)],
    });
  return element(
    'li',
    'type-card',
    [
      paragraph('type-card-signature', [code(shownSignature(card))]),
      ...(card.summary ? [paragraph('type-card-summary', [text(card.summary)])] : []),
      ...(meta.length ? [paragraph('type-card-meta', meta)] : []),
    ],
    {'data-at': at.join(' ')},
  );
}

/**
 * The API a block uses, one card per symbol in the order the block first calls it: a disclosure
 * that keyboard and screen-reader users open (one tab stop per block), and whose cards the client
 * module (typeCardsClient.ts) shows beside a name a pointer hovers or a finger taps.
 */
function cardList(block: BlockCards): Node | null {
  const at = new Map<string, string[]>();
  for (const call of block.calls) at.set(call.symbol, [...(at.get(call.symbol) ?? []), `${call.line}:${call.name}`]);
  if (!at.size) return null;
  const items = [...at].map(([symbol, where]) => cardItem(block.cards[symbol], where));
  return element('details', 'type-cards', [
    element('summary', '', [text(`API in this example (${items.length})`)]),
    element('ul', 'type-cards-list', items),
  ]);
}

/**
 * Puts, after each PHP block of the Slim 4 guide that the type index knows, what it says of the
 * block: the errors a block shows on purpose, and the cards of the API it uses.
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
          if (!block) continue;
          const after: Node[] = [];
          if (block.errors.length) after.push(errorsNote(block));
          const list = cardList(block);
          if (list) after.push(list);
          // After the Run button when the block has one (remarkRunExamples), so that it stays by the code.
          const at = children[i + 1]?.name === 'RunExample' ? i + 2 : i + 1;
          children.splice(at, 0, ...after);
          i = at + after.length - 1;
        } else {
          visit(node);
        }
      }
    };
    visit(tree);
  };
}
