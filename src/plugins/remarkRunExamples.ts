import {resolve, sep} from 'node:path';
// The example runner's reading of the guide: which blocks run, with which requests and files.
import {collectExamples} from '../../scripts/lib/php-examples.mjs';

/** Only the current guide (Slim 4) runs on the Slim 4 packages. */
const GUIDE_DIR = resolve('docs') + sep;

type Node = {type: string; lang?: string | null; meta?: string | null; value?: string; children?: Node[]};
type VFileLike = {path?: string; history?: string[]};

/** What the RunExample component receives, as one JSON attribute. */
export type RunnableExample = {
  where: string;
  code: string;
  files: {path: string; code: string}[];
  requests: {method: string; path: string; headers: [string, string][]; body: string | null; status: number; expect: string | null}[];
};

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * Puts a `<RunExample>` after every complete Slim 4 application of the guide that the example
 * runner executes (kind "app" with a request in its fence meta), so the reader can run it in the
 * browser. The block itself stays as it is.
 */
export default function remarkRunExamples() {
  return (tree: Node, file: VFileLike) => {
    const path = file.path ?? file.history?.[0];
    if (!path || !resolve(path).startsWith(GUIDE_DIR)) return;
    const runnable = collectExamples(path).filter(
      (example) => example.kind === 'app' && example.requests.length > 0 && !example.norun,
    );
    if (runnable.length === 0) return;
    const visit = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type === 'code' && node.lang === 'php') {
          const example = runnable.find((candidate) => candidate.code === node.value);
          if (example) {
            const props: RunnableExample = {
              where: example.where,
              code: example.code,
              files: example.files.map(({path: filePath, code}) => ({path: filePath, code})),
              requests: example.requests.map(({method, path: requestPath, headers, body, status, expect}) => ({
                method,
                path: requestPath,
                headers,
                body,
                status,
                expect,
              })),
            };
            children.splice(i + 1, 0, {
              type: 'mdxJsxFlowElement',
              name: 'RunExample',
              attributes: [attribute('example', JSON.stringify(props))],
              children: [],
            } as Node);
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
