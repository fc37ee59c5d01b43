// @ts-check
// The tutorial in the build: every step page is complete without JavaScript (its starter code
// highlighted, its checks, its solution in a disclosure), and a step's data ships in one script
// chunk, its page's, never in the app's start-up files. Needs `npm run build` first.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {readSteps} from '../model/steps.mjs';
import {BUILD_DIR, loadPage} from '../../../../tests/support/build.mjs';

const SCRIPTS = join(BUILD_DIR, 'assets', 'js');
const scripts = readdirSync(SCRIPTS)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({name, text: readFileSync(join(SCRIPTS, name), 'utf8')}));
/** The scripts every page loads before anything of its own. */
const START_UP = /^(main|runtime~main)\./;

for (const step of readSteps()) {
  describe(`tutorial step ${step.slug}`, () => {
    const $ = loadPage(`docs/v4/tutorial/${step.slug}`);
    const box = $(`[data-tutorial-step="${step.slug}"]`);

    test('its page shows the starter code, highlighted, one block a file', () => {
      assert.equal(box.length, 1);
      const blocks = box.children('div').find('.theme-code-block');
      for (const path of Object.keys(step.starter)) {
        assert.ok(
          blocks.filter((_, block) => $(block).find('.codeBlockTitle, [class*="codeBlockTitle"]').text() === path)
            .length > 0,
          `a block titled ${path}`,
        );
      }
      assert.ok(blocks.find('.token').length > 0, 'highlighted on the server');
    });

    test('its page lists every check with its request and what it expects', () => {
      const checks = box.find('[data-testid="tutorial-check"]');
      assert.equal(checks.length, step.checks.length);
      step.checks.forEach((check, index) => {
        const text = $(checks[index]).text();
        assert.ok(text.includes(check.name), check.name);
        assert.ok(text.includes(`${check.request.method} ${check.request.path}`), 'the request');
        assert.match(text, /Expected: /);
      });
    });

    test('its page holds the solution in a disclosure', () => {
      const solution = box.find('details .theme-code-block');
      assert.equal(solution.length, Object.keys(step.solution).length);
      const shown = solution
        .map((_, block) => $(block).find('code').text())
        .get()
        .join('\n');
      const firstLine = step.solution['public/index.php'].split('\n').find((line) => line.includes('$app->'));
      assert.ok(firstLine && shown.includes(firstLine.trim()), 'the solution code');
    });

    test("its data is in one script chunk, not in the app's start-up files", () => {
      // A check's name is written nowhere but in the steps' data; a later step carries an earlier
      // one's checks, so the chunk is the one that also names this step as its own.
      const own = `"slug":"${step.slug}"`;
      const holders = scripts.filter(
        ({text}) => text.includes(own) && step.checks.every((check) => text.includes(check.name)),
      );
      assert.equal(holders.length, 1, `chunks holding the step: ${holders.map(({name}) => name).join(', ')}`);
      assert.doesNotMatch(holders[0].name, START_UP);
    });
  });
}
