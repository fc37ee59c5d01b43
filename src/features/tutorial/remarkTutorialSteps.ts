import {existsSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
// The one reading of the steps (src/features/tutorial/steps/): the same the CI runner and the download use.
import {readStep, readSteps, STEPS_DIR, type TutorialStep} from './model/steps.mjs';

/** A step page is docs/tutorial/<NN-slug>.md of the current guide. */
const TUTORIAL_DIR = resolve('docs', 'tutorial');

type Attribute = {type: string; name: string; value?: unknown};
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]};
type VFileLike = {path?: string; history?: string[]};

/** What a tutorial component receives of the steps' list: enough to name and find each step. */
export type StepSummary = {slug: string; title: string};

function attribute(name: string, value: string): Attribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function elements(tree: Node, name: string): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) {
      found.push(node);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

function stepAttribute(node: Node, page: string): string {
  const value = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'step')?.value;
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${page}: <TutorialStep> needs the step's folder name as a plain string, step="<NN-slug>"`);
  }
  return value;
}

/**
 * Gives each `<TutorialStep step="<NN-slug>" />` of a docs page that step's data (title, checks,
 * starter and solution files) as one JSON attribute, and `<TutorialProgress />` the list of steps.
 * The data is part of that page's MDX, so it ships in the page's own chunk and nowhere else. An
 * unknown step, a tag without its step, or a step page without its tag fails the build.
 */
export default function remarkTutorialSteps() {
  return (tree: Node, file: VFileLike) => {
    const path = file.path ?? file.history?.[0];
    if (!path) return;
    const page = resolve(path);
    const stepTags = elements(tree, 'TutorialStep');
    const progressTags = elements(tree, 'TutorialProgress');
    const isStepPage = dirname(page) === TUTORIAL_DIR && /^\d+-/.test(basename(page));
    if (stepTags.length === 0 && progressTags.length === 0 && !isStepPage) return;

    // Read afresh for every page that needs them, so that `docusaurus start` shows an edited step.
    const ownSlug = basename(page).replace(/\.mdx?$/, '');
    if (isStepPage && stepTags.length === 0 && existsSync(join(STEPS_DIR, ownSlug))) {
      throw new Error(`${path}: a tutorial step page needs <TutorialStep step="${ownSlug}" />`);
    }
    for (const node of stepTags) {
      const slug = stepAttribute(node, path);
      if (!/^\d+-[\w-]+$/.test(slug) || !existsSync(join(STEPS_DIR, slug, 'step.json'))) {
        const known = readSteps().map((step) => step.slug);
        throw new Error(
          `${path}: <TutorialStep step="${slug}" /> names no step of src/features/tutorial/steps/ (steps: ${known.join(', ') || 'none'})`,
        );
      }
      const data: TutorialStep = readStep(join(STEPS_DIR, slug));
      node.attributes = [attribute('step', slug), attribute('data', JSON.stringify(data))];
    }
    if (progressTags.length === 0) return;
    const summaries: StepSummary[] = readSteps().map(({slug, title}) => ({slug, title}));
    for (const node of progressTags) node.attributes = [attribute('steps', JSON.stringify(summaries))];
  };
}
