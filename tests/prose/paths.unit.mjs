// @ts-check
// The prose for contributors (every README, CONTRIBUTING.md, ARCHITECTURE.md and docs-dev/) names
// files and links to headings. Both drift when code moves, and a reader who follows a dead path loses
// trust in the rest, so every backticked repository path must exist and every Markdown link to a file
// or a heading must resolve.
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import GithubSlugger from 'github-slugger';
import {execFileSync} from 'node:child_process';
import {
  contributorProse,
  headingSlugs,
  headingTexts,
  linkTargets,
  repositoryPaths,
  sectionReferences,
} from './prose.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The tutorial's README describes the reader's project: its paths are those of a step's solution. */
const STEPS = join(ROOT, 'src/features/tutorial/steps');
const TUTORIAL_PROJECTS = readdirSync(STEPS).map((step) => join(STEPS, step, 'solution'));

/**
 * A path resolves from the repository's root or from the folder of the file that names it.
 * @param {string} path @param {string} from
 */
function resolves(path, from) {
  const bases = [
    ROOT,
    dirname(from),
    ...(from.startsWith(join(ROOT, 'src/features/tutorial/')) ? TUTORIAL_PROJECTS : []),
  ];
  return bases.some((base) => existsSync(join(base, path)));
}

test('every backticked repository path in contributor prose exists', () => {
  const dead = [];
  for (const file of contributorProse(ROOT)) {
    for (const {path, line} of repositoryPaths(readFileSync(file, 'utf8'))) {
      if (!resolves(path, file)) dead.push(`${relative(ROOT, file)}:${line}: ${path}`);
    }
  }
  assert.deepEqual(dead, [], `Paths that do not exist:\n${dead.join('\n')}`);
});

test('every link in contributor prose reaches its file and heading', () => {
  const dead = [];
  for (const file of contributorProse(ROOT)) {
    for (const {target, line} of linkTargets(readFileSync(file, 'utf8'))) {
      const [path, anchor] = target.split('#');
      const linked = path ? resolve(dirname(file), decodeURI(path)) : file;
      const where = `${relative(ROOT, file)}:${line}: ${target}`;
      if (!existsSync(linked)) dead.push(`${where} (no such file)`);
      else if (anchor && linked.endsWith('.md') && !headingSlugs(readFileSync(linked, 'utf8')).has(anchor))
        dead.push(`${where} (no such heading)`);
    }
  }
  assert.deepEqual(dead, [], `Links that lead nowhere:\n${dead.join('\n')}`);
});

test('every section named in words exists where it is said to be', () => {
  const committed = execFileSync('git', ['ls-files', '*.md', '*.ts', '*.tsx', '*.mjs', '*.js'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !/^(docs|versioned_docs|blog|tests\/prose)\//.test(file)); // prose for readers; this test's own examples
  const dead = [];
  for (const file of committed) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const {file: named, section, line} of sectionReferences(text)) {
      if (!named && !file.endsWith('.md')) continue;
      const target = named ? join(ROOT, named) : join(ROOT, file);
      if (!headingTexts(readFileSync(target, 'utf8')).has(section.toLowerCase()))
        dead.push(`${file}:${line}: "${section}" (not a heading of ${relative(ROOT, target)})`);
    }
  }
  assert.deepEqual(dead, [], `Sections that do not exist:\n${dead.join('\n')}`);
});

test('the checks see a dead path, a dead file link and a dead heading link', () => {
  const text = [
    '# Title',
    '## A section',
    'See `src/features/no-such-feature/README.md` and `docs-dev/decisions/`.',
    '```bash',
    'cat src/ignored-in-fences.txt',
    '```',
    '[here](#a-section), [there](#missing), [file](./nowhere.md), [web](https://example.com/x).',
  ].join('\n');
  assert.deepEqual(
    repositoryPaths(text).map(({path}) => path),
    ['src/features/no-such-feature/README.md', 'docs-dev/decisions'],
  );
  assert.deepEqual(
    linkTargets(text).map(({target}) => target),
    ['#a-section', '#missing', './nowhere.md'],
  );
  assert.ok(headingSlugs(text).has(new GithubSlugger().slug('A section')));
  assert.equal(resolves('src/features/no-such-feature/README.md', join(ROOT, 'README.md')), false);
  assert.deepEqual(sectionReferences(`the root README's "Search" section; "A section" below`), [
    {file: 'README.md', section: 'Search', line: 1},
    {file: null, section: 'A section', line: 1},
  ]);
  assert.ok(headingTexts(text).has('a section'));
  assert.equal(headingTexts(text).has('search'), false);
});
