// @ts-check
// Reads the tutorial's steps from src/features/tutorial/steps/<NN-slug>/: the one place a step's
// code and checks are written. The build (the step pages), the CI runner and the download read them
// only through this module.
//
// A step folder holds:
//   step.json     {"title": "…", "checks": [Check, …], "moves"?: [[from, to], …]}  (Check: model/checks.mjs)
//   starter/      the project files the reader starts from (public/index.php, and src/… when the step has them)
//   solution/     the same paths, solved
// The reader edits every file of starter/; paths are relative to the project root, with `/`.
//
// A step's checks are its own, then every check of the steps before it that still applies, so a later
// step cannot break an earlier behaviour unseen. A check applies from its own step on, up to its
// `until` (the last step number it holds for) when a later step changes that behaviour on purpose.
// `moves` says a step moved paths (step 10 puts /bookmarks under /api): the earlier checks it carries
// are rewritten to the new paths, in their request, their expected Location and their name.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

/** @typedef {import('./checks.mjs').Check} Check */
/** @typedef {Record<string, string>} ProjectFiles path relative to the project root → contents */
/**
 * @typedef {{slug: string, number: number, title: string, checks: Check[],
 *   starter: ProjectFiles, solution: ProjectFiles}} TutorialStep
 *   `checks`: the step's own checks, then those it carries from earlier steps (each with `from`).
 * @typedef {TutorialStep & {moves: [string, string][]}} StepFolder a step as its folder has it: own checks only
 */

export const STEPS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'steps');

/** @param {string} root @returns {ProjectFiles} */
function readProject(root) {
  /** @type {ProjectFiles} */
  const files = {};
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return files;
}

/**
 * One step folder, read and checked for shape, with its own checks only.
 * @param {string} dir a step folder
 * @returns {StepFolder}
 */
function readStepFolder(dir) {
  const slug = dir.split(sep).pop() ?? dir;
  const number = Number(/^(\d+)-/.exec(slug)?.[1]);
  if (!Number.isInteger(number)) throw new Error(`${slug}: a step folder is named <number>-<slug>`);
  const meta = JSON.parse(readFileSync(join(dir, 'step.json'), 'utf8'));
  const starter = readProject(join(dir, 'starter'));
  const solution = readProject(join(dir, 'solution'));
  const paths = (/** @type {ProjectFiles} */ files) => Object.keys(files).sort().join(', ');
  if (paths(starter) !== paths(solution)) {
    throw new Error(
      `${slug}: starter/ and solution/ must hold the same files (${paths(starter)} / ${paths(solution)})`,
    );
  }
  if (!('public/index.php' in starter)) throw new Error(`${slug}: starter/public/index.php is missing`);
  if (typeof meta.title !== 'string' || !Array.isArray(meta.checks) || meta.checks.length === 0) {
    throw new Error(`${slug}: step.json needs a title and at least one check`);
  }
  for (const check of meta.checks) {
    if (check.until !== undefined && !(Number.isInteger(check.until) && check.until >= number)) {
      throw new Error(`${slug}: "${check.name}" has until ${check.until}, not a step from ${number} on`);
    }
  }
  const moves = meta.moves ?? [];
  if (!Array.isArray(moves) || !moves.every((move) => Array.isArray(move) && move.length === 2)) {
    throw new Error(`${slug}: "moves" is a list of [from, to] paths`);
  }
  return {slug, number, title: meta.title, checks: meta.checks, moves, starter, solution};
}

/**
 * A path, or a name naming paths, with every path under `from` moved under `to`.
 * @param {string} text @param {string} from @param {string} to
 */
function movePaths(text, from, to) {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|\\s)${escaped}(?=$|[/?\\s])`, 'g'), `$1${to}`);
}

/**
 * An earlier step's check as a later step carries it: its paths moved as the steps between moved them.
 * @param {Check} check @param {StepFolder} origin @param {StepFolder[]} between the steps after origin, up to the carrier
 * @returns {Check}
 */
function carried(check, origin, between) {
  /** @type {Check} */
  const copy = structuredClone({...check, from: origin.slug});
  for (const [from, to] of between.flatMap((step) => step.moves)) {
    copy.name = movePaths(copy.name, from, to);
    copy.request.path = movePaths(copy.request.path, from, to);
    const headers = copy.expect.headers;
    if (headers?.Location !== undefined) headers.Location = movePaths(headers.Location, from, to);
  }
  return copy;
}

/**
 * Every step with its checks: its own, then the earlier steps' that still apply (see the top).
 * @param {StepFolder[]} folders in order
 * @returns {TutorialStep[]}
 */
function withCarriedChecks(folders) {
  return folders.map((step, index) => {
    const earlier = folders
      .slice(0, index)
      .flatMap((origin, originIndex) =>
        origin.checks
          .filter((check) => (check.until ?? Infinity) >= step.number)
          .map((check) => carried(check, origin, folders.slice(originIndex + 1, index + 1))),
      );
    const {slug, number, title, starter, solution} = step;
    return {slug, number, title, checks: [...step.checks, ...earlier], starter, solution};
  });
}

/**
 * One step, with the checks it carries from the steps before it (its siblings in the same folder).
 * @param {string} dir a step folder
 * @returns {TutorialStep}
 */
export function readStep(dir) {
  const slug = dir.split(sep).pop() ?? dir;
  const step = readSteps(dirname(dir)).find((candidate) => candidate.slug === slug);
  if (!step) throw new Error(`${slug}: not a step folder (<number>-<slug>) of ${dirname(dir)}`);
  return step;
}

/**
 * Every step, in order.
 * @param {string} [root]
 * @returns {TutorialStep[]}
 */
export function readSteps(root = STEPS_DIR) {
  if (!existsSync(root)) return [];
  const folders = readdirSync(root)
    .filter((name) => /^\d+-/.test(name) && statSync(join(root, name)).isDirectory())
    .sort()
    .map((name) => readStepFolder(join(root, name)));
  return withCarriedChecks(folders);
}
