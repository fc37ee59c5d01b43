// @ts-check
// Variants of the steps' code, each a small change to a step's solution (or starter), written once in
// tests/variants/<NN-slug>/<id>.json, that prove the checks judge behaviour:
//   wrong    a mistake the checks must catch (a check whose name holds `fails` fails, or PHP does not
//            log `missesLog`, which a check says the request logs)
//   refused  a defensible alternative the task rules out on purpose (`why` says why): it must fail too
//   correct  another right answer: it must pass every check, with nothing logged by PHP
//   unseen   a mistake no HTTP request can see (`why` says so): it passes, and a check that catches it
//            one day makes this file's test say to call it wrong
// `edits` are applied in order; each `find` must occur in the file once (or, with `all`, at least once),
// so a variant whose step changed under it fails loudly instead of testing nothing.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

/** @typedef {import('../model/steps.mjs').TutorialStep} TutorialStep */
/** @typedef {import('../model/steps.mjs').ProjectFiles} ProjectFiles */
/** @typedef {{file: string, find: string, replace: string, all?: boolean}} VariantEdit */
/**
 * @typedef {{row: string, kind: 'wrong' | 'refused' | 'correct' | 'unseen', why: string,
 *   from: 'solution' | 'starter', fails?: string, missesLog?: string, edits: VariantEdit[]}} VariantFile
 * @typedef {VariantFile & {id: string, step: TutorialStep, files: ProjectFiles}} Variant
 */

export const VARIANTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'variants');
const KINDS = ['wrong', 'refused', 'correct', 'unseen'];

/**
 * A project's files with a variant's edits applied.
 * @param {ProjectFiles} files @param {VariantEdit[]} edits @param {string} name for errors
 * @returns {ProjectFiles}
 */
export function applyEdits(files, edits, name) {
  /** @type {ProjectFiles} */
  const changed = {...files};
  for (const [index, edit] of edits.entries()) {
    const code = changed[edit.file];
    if (code === undefined) throw new Error(`${name}: edit ${index + 1} names ${edit.file}, which the step has not`);
    const count = code.split(edit.find).length - 1;
    if (count === 0 || (count > 1 && !edit.all)) {
      throw new Error(`${name}: edit ${index + 1} finds its text ${count} times in ${edit.file}, not once`);
    }
    changed[edit.file] = code.split(edit.find).join(edit.replace);
  }
  return changed;
}

/**
 * Every variant, with the files it makes of its step.
 * @param {TutorialStep[]} steps @param {string} [root]
 * @returns {Variant[]}
 */
export function readVariants(steps, root = VARIANTS_DIR) {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .flatMap((slug) => {
      const step = steps.find((candidate) => candidate.slug === slug);
      if (!step) throw new Error(`variants/${slug}: no step of that name`);
      return readdirSync(join(root, slug))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const id = name.replace(/\.json$/, '');
          /** @type {VariantFile} */
          const variant = JSON.parse(readFileSync(join(root, slug, name), 'utf8'));
          const label = `variants/${slug}/${name}`;
          if (!KINDS.includes(variant.kind)) throw new Error(`${label}: kind is one of ${KINDS.join(', ')}`);
          const failing = variant.kind === 'wrong' || variant.kind === 'refused';
          if (failing !== Boolean(variant.fails ?? variant.missesLog)) {
            throw new Error(`${label}: a wrong or refused variant names what fails (fails or missesLog), others not`);
          }
          const files = applyEdits(step[variant.from], variant.edits, label);
          return {...variant, id, step, files};
        });
    });
}
