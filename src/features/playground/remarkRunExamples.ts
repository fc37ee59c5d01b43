import {resolve, sep} from 'node:path';
// The example runner's reading of the guide (which blocks run, with which requests and files) and the
// public/index.php it serves each of them as.
import {entryPointFor} from './model/entry-point.mjs';
import {requireLine, setId} from './model/package-sets.mjs';
import {collectExamples, declaredClasses, isRunnable, type Example} from './model/php-examples.mjs';
import {insertAfterPhpBlocks, type MarkdownNode} from '../../shared/phpBlocks';

/** Only the current guide (Slim 4) runs on the Slim 4 packages. */
const GUIDE_DIR = resolve('docs') + sep;

type VFileLike = {path?: string; history?: string[]};

/** What the RunExample component receives, as one JSON attribute. */
export type RunnableExample = {
  where: string;
  /** The block is a complete application; otherwise it runs inside the runner's minimal app. */
  complete: boolean;
  /** public/index.php as the example runner serves it. */
  code: string;
  files: {path: string; code: string; classes: string[]}[];
  /** The package set it runs with (model/package-sets.mjs), and the command that installs it. */
  packageSet: string;
  require: string;
  requests: {
    method: string;
    path: string;
    headers: [string, string][];
    body: string | null;
    uploads: [string, string][];
    status: number;
    expect: string | null;
  }[];
};

/** The RunExample's `example`: what the runner serves and sends for a runnable block, as JSON. */
export function runButtonProps(example: Example): string {
  const props: RunnableExample = {
    where: example.where,
    complete: example.kind === 'app',
    code: entryPointFor(example),
    files: example.files.map(({path, code}) => ({path, code, classes: declaredClasses(code)})),
    packageSet: setId(example.packages),
    require: requireLine(example.packages),
    requests: example.requests.map(({method, path, headers, body, uploads, status, expect}) => ({
      method,
      path,
      headers,
      body,
      uploads,
      status,
      expect,
    })),
  };
  return JSON.stringify(props);
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * Puts a `<RunExample>` after every block of the guide that the example runner executes (a request
 * in its fence meta, no norun=): complete applications as they are, fragments and class files in the
 * runner's minimal app. The reader runs it in the browser. The block itself stays as it is.
 */
export default function remarkRunExamples() {
  return (tree: MarkdownNode, file: VFileLike) => {
    const path = file.path ?? file.history?.[0];
    if (!path || !resolve(path).startsWith(GUIDE_DIR)) return;
    // Every PHP block of the page, in page order; each code node takes its own.
    const blocks = collectExamples(path);
    if (!blocks.some(isRunnable)) return;
    insertAfterPhpBlocks(tree, blocks, (example) =>
      isRunnable(example)
        ? [
            {
              type: 'mdxJsxFlowElement',
              name: 'RunExample',
              attributes: [attribute('example', runButtonProps(example))],
              children: [],
            },
          ]
        : [],
    );
  };
}
