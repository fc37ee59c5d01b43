// @ts-check
// Prints every step (model/steps.mjs) with the files its download holds for the solution, as JSON:
// the browser test reads it from a Node process of its own, run with tsx for the TypeScript
// download module (Playwright's loader of test files would turn these ES modules into CommonJS).
import {downloadFiles} from '../download';
import {readSteps} from '../model/steps.mjs';

const steps = readSteps().map((step) => ({...step, download: downloadFiles(step, step.solution)}));
process.stdout.write(JSON.stringify(steps));
