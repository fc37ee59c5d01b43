// @ts-check
// The tutorial's public entry for build-time and Node code: its package set, its steps and how a
// Check judges a response (the playground packs the set; the MCP server's tests run every step).
export {TUTORIAL_PACKAGES} from './model/packages.mjs';
export {readSteps} from './model/steps.mjs';
/** @typedef {import('./model/steps.mjs').ProjectFiles} ProjectFiles */
export {evaluateCheck} from './model/checks.mjs';
