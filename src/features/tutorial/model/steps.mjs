// @ts-check
// Reads the tutorial's steps from src/features/tutorial/steps/<NN-slug>/: the one place a step's
// code and checks are written. The build (the step pages), the CI runner and the download read them
// only through this module.
//
// A step folder holds:
//   step.json     {"title": "…", "checks": [Check, …]}  (Check: model/checks.mjs)
//   starter/      the project files the reader starts from (public/index.php, and src/… when the step has them)
//   solution/     the same paths, solved
// The reader edits every file of starter/; paths are relative to the project root, with `/`.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

/** @typedef {import('./checks.mjs').Check} Check */
/** @typedef {Record<string, string>} ProjectFiles path relative to the project root → contents */
/**
 * @typedef {{slug: string, number: number, title: string, checks: Check[],
 *   starter: ProjectFiles, solution: ProjectFiles}} TutorialStep
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
 * One step, read and checked for shape.
 * @param {string} dir a step folder
 * @returns {TutorialStep}
 */
export function readStep(dir) {
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
  return {slug, number, title: meta.title, checks: meta.checks, starter, solution};
}

/**
 * Every step, in order.
 * @param {string} [root]
 * @returns {TutorialStep[]}
 */
export function readSteps(root = STEPS_DIR) {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+-/.test(name) && statSync(join(root, name)).isDirectory())
    .sort()
    .map((name) => readStep(join(root, name)));
}
