#!/usr/bin/env node
// @ts-check
// Derives, from Slim's release history, the first release of each class and method of Slim 4 and the
// releases in which a class's parent, a property's type, a `@template` or a Composer requirement
// changed; writes src/features/type-cards/data/slim-since.json (committed; the cards' "since 4.N" and
// tests/since.test.mjs read it).
//
//   node src/features/type-cards/scripts/derive-since.mjs <a clone of github.com/slimphp/Slim, or its .git>
//
// Reads the tags 4.0.0, 4.1.0, … (no pre-releases) with git; the files under Slim/ and composer.json
// of each tag; parses each distinct file once (php/release-symbols.php, one php process).
import {execFileSync, spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {PHP_PARSER} from '../typeIndex.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUTPUT = join(HERE, '..', 'data', 'slim-since.json');

const repository = process.argv[2];
if (!repository) {
  console.error('usage: derive-since.mjs <path to a clone of slimphp/Slim>');
  process.exit(2);
}
const gitDir = resolve(repository);

/** @param {string[]} args */
const git = (args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
/** @param {string} version @returns {number[]} */
const parts = (version) => version.split('.').map(Number);
/** @param {string} a @param {string} b */
const compare = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};

const tags = git(['tag', '--list', '4.*'])
  .split('\n')
  .filter((tag) => /^4\.\d+\.\d+$/.test(tag))
  .sort(compare);
if (!tags.length) throw new Error(`no 4.x.y tags in ${gitDir}`);

/** @type {Map<string, {path: string, blob: string}[]>} */
const filesByTag = new Map();
/** @type {Set<string>} */
const blobs = new Set();
for (const tag of tags) {
  const files = git(['ls-tree', '-r', tag, '--', 'Slim/'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      return {path, blob: meta.split(' ')[2]};
    })
    .filter((file) => file.path.endsWith('.php'));
  filesByTag.set(tag, files);
  for (const file of files) blobs.add(file.blob);
}

/** @type {Record<string, string>} */
const sources = {};
for (const blob of blobs) sources[blob] = git(['cat-file', 'blob', blob]);
const parsed = spawnSync('php', [join(HERE, '..', 'php', 'release-symbols.php')], {
  input: JSON.stringify({parser: PHP_PARSER, files: sources}),
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (parsed.status !== 0) throw new Error(`release-symbols.php failed: ${parsed.stderr}`);
/** @type {Record<string, {name: string, kind: string, extends: string | null, templates: string[], methods: Record<string, string>, properties: Record<string, string>}[]>} */
const declarations = JSON.parse(parsed.stdout);

/** Per tag, every key and its value: symbols (visibility or kind) and facts (parent, types, requirements). */
/** @type {Map<string, {symbols: Map<string, string>, facts: Map<string, string>}>} */
const states = new Map();
for (const tag of tags) {
  const symbols = new Map();
  const facts = new Map();
  for (const file of /** @type {{path: string, blob: string}[]} */ (filesByTag.get(tag))) {
    for (const entry of declarations[file.blob] ?? []) {
      symbols.set(entry.name, entry.kind);
      for (const [method, visibility] of Object.entries(entry.methods))
        symbols.set(`${entry.name}::${method}`, visibility);
      if (entry.extends) facts.set(`extends ${entry.name}`, entry.extends);
      if (entry.templates.length) facts.set(`template ${entry.name}`, entry.templates.join(', '));
      for (const [property, type] of Object.entries(entry.properties))
        facts.set(`type ${entry.name}::$${property}`, type);
    }
  }
  const composer = JSON.parse(git(['show', `${tag}:composer.json`]));
  for (const section of ['require', 'require-dev'])
    for (const [name, constraint] of Object.entries(composer[section] ?? {}))
      facts.set(`${section} ${name}`, String(constraint));
  states.set(tag, {symbols, facts});
}

/**
 * The history of each key: when it first appeared and, for facts, each change of value (a key a tag
 * lacks has the value null there).
 * @param {'symbols' | 'facts'} kind
 */
function histories(kind) {
  /** @type {Map<string, [string, string | null][]>} */
  const history = new Map();
  const keys = new Set(tags.flatMap((tag) => [.../** @type {any} */ (states.get(tag))[kind].keys()]));
  for (const key of [...keys].sort()) {
    /** @type {[string, string | null][]} */
    const changes = [];
    for (const tag of tags) {
      const value = /** @type {any} */ (states.get(tag))[kind].get(key) ?? null;
      const last = changes.at(-1);
      if (last ? last[1] !== value : value !== null) changes.push([tag, value]);
    }
    history.set(key, changes);
  }
  return history;
}

/** @type {Record<string, {since: string, removed?: string, visibility?: string}>} */
const symbols = {};
for (const [key, changes] of histories('symbols')) {
  const added = changes.find(([, value]) => value !== null);
  if (!added) continue;
  const removed = [...changes].reverse().find(([, value]) => value === null);
  const current = changes.at(-1)?.[1];
  symbols[key] = {since: added[0]};
  if (removed && compare(removed[0], added[0]) > 0 && current === null) symbols[key].removed = removed[0];
  if (current && current !== 'public' && key.includes('::')) symbols[key].visibility = current;
}
/** @type {Record<string, [string, string | null][]>} */
const facts = {};
// A class's parent, template or property types say something of their own only when they change
// after the class appeared (else the class's `since` says it); a requirement also when it is added.
for (const [key, changes] of histories('facts'))
  if (changes.length > 1 || (key.startsWith('require') && changes[0][0] !== tags[0])) facts[key] = changes;

const data = {
  $comment:
    'Derived by src/features/type-cards/scripts/derive-since.mjs from the tags of github.com/slimphp/Slim; do not edit. symbols: first release of each class and method (removed: the first release without it). facts: [release, value] at each change of a class parent (extends), @template, property type, or Composer requirement; null: absent.',
  repository: 'slimphp/Slim',
  tags,
  symbols,
  facts,
};
writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
console.log(
  `${tags.length} tags (${tags[0]} to ${tags.at(-1)}), ${blobs.size} files, ${Object.keys(symbols).length} symbols, ${Object.keys(facts).length} facts: ${OUTPUT}`,
);
