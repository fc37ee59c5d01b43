/** A node of a page's Markdown tree (mdast, with MDX's JSX elements), as far as the site's remark steps read it. */
export type MarkdownNode = {
  type: string;
  lang?: string | null;
  value?: string;
  name?: string;
  children?: MarkdownNode[];
  [key: string]: unknown;
};

/**
 * Walks a page's PHP blocks in page order, matches each to the first entry of `entries` with the
 * same code that no block has taken (a block repeated on a page gets its own occurrence's entry),
 * and puts the nodes `nodesFor` gives for it right after the block: after the nodes an earlier step
 * put there when `follows` says one of them is (a Run button, for the type cards).
 */
export function insertAfterPhpBlocks<Entry extends {code: string}>(
  tree: MarkdownNode,
  entries: readonly Entry[],
  nodesFor: (entry: Entry) => MarkdownNode[],
  follows: (next: MarkdownNode) => boolean = () => false,
): void {
  const untaken = [...entries];
  const walk = (parent: MarkdownNode) => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type !== 'code' || node.lang !== 'php') {
        walk(node);
        continue;
      }
      const index = untaken.findIndex((entry) => entry.code === node.value);
      if (index < 0) continue;
      const inserted = nodesFor(untaken.splice(index, 1)[0]);
      let at = i + 1;
      while (at < children.length && follows(children[at])) at++;
      children.splice(at, 0, ...inserted);
      i = at + inserted.length - 1;
    }
  };
  walk(tree);
}
