// Share over every Run example of the guide and the home page, in Node: the state of each panel, as
// a reader leaves it after sending each of the block's requests with a line added to the code and a
// header to the request, makes a link; the link opens to the same state and fills the same request
// form; and that panel's own Share makes the same link again. The panel's state is the Run button's
// own (runButtonProps), the form is the panel's (RunExample/requestForm.ts), the link is the codec's.
// The browser keeps a few round trips of the UI itself (share.spec.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {collectExamples, isRunnable, SLIM4_EXAMPLES} from '../model/php-examples.mjs';
import {runButtonProps, type RunnableExample} from '../remarkRunExamples';
import {formOf, initialForm, toRequest, type RequestForm} from '../RunExample/requestForm';
import {decodeShared, linkText, MAX_FRAGMENT_CHARS} from '../share/codec';
import {panelState, readPanelState, type SharedPanel} from '../share/panelState';

const panels = SLIM4_EXAMPLES.flatMap((root) => collectExamples(root))
  .filter(isRunnable)
  .map((example) => JSON.parse(runButtonProps(example)) as RunnableExample);

/** What a reader adds before sharing. */
const ADDED_LINE = '// Shared by share-every-example.unit.ts';
const ADDED_HEADER = 'X-Shared-By: share-every-example';

/** The forms a reader shares from: each of the block's requests, filled in, with a header added. */
function editedForms(panel: RunnableExample): RequestForm[] {
  return panel.requests.map((request) => {
    const form = formOf({...request, body: request.body ?? ''});
    return {...form, headers: [form.headers, ADDED_HEADER].filter(Boolean).join('\n')};
  });
}

/** What Share writes for a panel showing `code` and `form`. */
const shareOf = (where: string, code: string, form: RequestForm): SharedPanel =>
  panelState(where, code, toRequest(form));

test('there are Run examples to share, and each panel opens on its first request', () => {
  assert.ok(panels.length >= 100, `${panels.length} Run examples`);
  for (const panel of panels) {
    const [first] = panel.requests;
    const {method, path, headers, body, uploads} = first;
    assert.deepEqual(toRequest(initialForm(panel)), {method, path, headers, body: body ?? '', uploads}, panel.where);
  }
});

test("every Run example's edited state survives its link, fills the same form, and shares to the same link", async (t) => {
  const problems: string[] = [];
  let links = 0;
  let longest = 0;
  for (const panel of panels) {
    const code = `${panel.code}\n${ADDED_LINE}\n`;
    for (const [index, form] of editedForms(panel).entries()) {
      const where = `${panel.where}, request ${index + 1}`;
      const state = shareOf(panel.where, code, form);
      const text = await linkText(state);
      if (text === null) {
        problems.push(`${where}: no link (too large)`);
        continue;
      }
      links++;
      longest = Math.max(longest, text.length);
      const opened = readPanelState(await decodeShared(text));
      if (opened === null) {
        problems.push(`${where}: the link does not open`);
        continue;
      }
      if (JSON.stringify(opened) !== JSON.stringify(state)) problems.push(`${where}: opened ${JSON.stringify(opened)}`);
      // The opened panel's form (Playground.tsx fills it with formOf) is the one shared from.
      const shownForm = formOf(opened);
      if (JSON.stringify(shownForm) !== JSON.stringify(form)) {
        problems.push(`${where}: the form shows ${JSON.stringify(shownForm)}, shared from ${JSON.stringify(form)}`);
      }
      if ((await linkText(shareOf(opened.example, opened.code, shownForm))) !== text) {
        problems.push(`${where}: shared again, a different link`);
      }
    }
  }
  t.diagnostic(`${links} links of ${panels.length} Run examples; the longest is ${longest} characters`);
  assert.deepEqual(problems, [], problems.join('\n'));
  assert.ok(links >= panels.length, `${links} links`);
  assert.ok(longest <= MAX_FRAGMENT_CHARS, `the longest link, ${longest} characters, is under the length cap`);
});
