import {resolve} from 'node:path';
import {readCardData, shownSignature, type BlockCards, type Card} from './cardData.mjs';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; [key: string]: unknown};
type VFileLike = {path?: string; history?: string[]};

const text = (value: string): Node => ({type: 'text', value});
const element = (name: string, className: string, children: Node[], attributes: Record<string, string> = {}): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(className ? {className, ...attributes} : attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  })),
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

/** A card as a page holds it: the signature with its class in front, the rest as the index gives it. */
export type PageCard = {signature: string; summary: string; since: string | null; url: string | null; source: string};

const PAGE_CARDS = 'typeCardsOfPage';

/** `export const typeCardsOfPage = JSON.parse("…")`, as MDX's ESM node (with the estree MDX compiles). */
function pageCardsExport(cards: PageCard[]): Node {
  const json = JSON.stringify(cards);
  const init = {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'MemberExpression',
      object: {type: 'Identifier', name: 'JSON'},
      property: {type: 'Identifier', name: 'parse'},
      computed: false,
      optional: false,
    },
    arguments: [{type: 'Literal', value: json, raw: JSON.stringify(json)}],
  };
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name: PAGE_CARDS}, init}],
  };
  return {
    type: 'mdxjsEsm',
    value: `export const ${PAGE_CARDS} = JSON.parse(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: []}],
      },
    },
  };
}

/**
 * `<TypeCards cards={typeCardsOfPage} use="0@3:get,9:get 4@7:withHeader" />` for a block: which of
 * the page's cards it calls, and on which line under which name.
 */
function blockCards(block: BlockCards, indexOf: (card: Card) => number): Node | null {
  const at = new Map<string, string[]>();
  for (const call of block.calls) at.set(call.symbol, [...(at.get(call.symbol) ?? []), `${call.line}:${call.name}`]);
  if (!at.size) return null;
  const use = [...at].map(([symbol, where]) => `${indexOf(block.cards[symbol])}@${where.join(',')}`).join(' ');
  return {
    type: 'mdxJsxFlowElement',
    name: 'TypeCards',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'cards',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: PAGE_CARDS,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: PAGE_CARDS}}],
            },
          },
        },
      },
      {type: 'mdxJsxAttribute', name: 'use', value: use},
    ],
    children: [],
  };
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
    // The page's cards once, in the order its blocks first call them; blocks name them by index.
    const cards: PageCard[] = [];
    const indexes = new Map<string, number>();
    const indexOf = (card: Card) => {
      let index = indexes.get(card.name);
      if (index === undefined) {
        index =
          cards.push({
            signature: shownSignature(card),
            summary: card.summary,
            since: card.since,
            url: card.url,
            source: `${card.package} ${card.version}`,
          }) - 1;
        indexes.set(card.name, index);
      }
      return index;
    };
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
          const list = blockCards(block, indexOf);
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
    if (cards.length) tree.children?.unshift(pageCardsExport(cards));
  };
}
