import {resolve} from 'node:path';
import {pageCards, readCardData, type BlockCards, type PageCard} from './cardData.mjs';
import {insertAfterPhpBlocks, type MarkdownNode} from '../../shared/phpBlocks';

type VFileLike = {path?: string; history?: string[]};

const text = (value: string): MarkdownNode => ({type: 'text', value});
const element = (
  name: string,
  className: string,
  children: MarkdownNode[],
  attributes: Record<string, string> = {},
): MarkdownNode => ({
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
function errorsNote(block: BlockCards): MarkdownNode {
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

export type {PageCard} from './cardData.mjs';

/** What a page's `<TypeCards>` are given: the server bundle gets the cards, the browser's their file's key. */
export type PageCardsProp = {key: string; cards?: PageCard[]};

const PAGE_CARDS = 'typeCardsOfPage';

const identifier = (name: string) => ({type: 'Identifier', name});
const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const property = (name: string, value: unknown) => ({
  type: 'Property',
  key: identifier(name),
  value,
  kind: 'init',
  computed: false,
  method: false,
  shorthand: false,
});

/**
 * `export const typeCardsOfPage = process.env.SLIM_SERVER_BUNDLE === 'true' ? {key, cards: JSON.parse("…")} : {key}`,
 * as MDX's ESM node (with the estree MDX compiles). The browser's bundler drops the constant-false
 * branch (src/features/code-blocks defines the flag): the cards are in the page's HTML already, so
 * its JavaScript carries only the key of the file a client-side navigation fetches them from.
 */
function pageCardsExport(key: string, json: string): MarkdownNode {
  const serverBundle = {
    type: 'BinaryExpression',
    operator: '===',
    left: {
      type: 'MemberExpression',
      object: {
        type: 'MemberExpression',
        object: identifier('process'),
        property: identifier('env'),
        computed: false,
        optional: false,
      },
      property: identifier('SLIM_SERVER_BUNDLE'),
      computed: false,
      optional: false,
    },
    right: literal('true'),
  };
  const parsed = {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'MemberExpression',
      object: identifier('JSON'),
      property: identifier('parse'),
      computed: false,
      optional: false,
    },
    arguments: [literal(json)],
  };
  const init = {
    type: 'ConditionalExpression',
    test: serverBundle,
    consequent: {type: 'ObjectExpression', properties: [property('key', literal(key)), property('cards', parsed)]},
    alternate: {type: 'ObjectExpression', properties: [property('key', literal(key))]},
  };
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{type: 'VariableDeclarator', id: identifier(PAGE_CARDS), init}],
  };
  return {
    type: 'mdxjsEsm',
    value:
      `export const ${PAGE_CARDS} = process.env.SLIM_SERVER_BUNDLE === 'true' ` +
      `? {key: ${JSON.stringify(key)}, cards: JSON.parse(${JSON.stringify(json)})} : {key: ${JSON.stringify(key)}};`,
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
function blockCards(block: BlockCards, indexOf: Map<string, number>): MarkdownNode | null {
  const at = new Map<string, string[]>();
  for (const call of block.calls) at.set(call.symbol, [...(at.get(call.symbol) ?? []), `${call.line}:${call.name}`]);
  if (!at.size) return null;
  const use = [...at].map(([symbol, where]) => `${indexOf.get(symbol)}@${where.join(',')}`).join(' ');
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
  return (tree: MarkdownNode, file: VFileLike) => {
    const path = file.path ?? file.history?.[0];
    const data = path ? readCardData()?.[resolve(path)] : undefined;
    if (!data) return;
    const {indexOf, json, key} = pageCards(data);
    insertAfterPhpBlocks(
      tree,
      data,
      (block) => {
        const list = blockCards(block, indexOf);
        return [...(block.errors.length ? [errorsNote(block)] : []), ...(list ? [list] : [])];
      },
      // After the Run button when the block has one (remarkRunExamples), so that it stays by the code.
      (next) => next.name === 'RunExample',
    );
    if (indexOf.size) tree.children?.unshift(pageCardsExport(key, json));
  };
}
