// @ts-check
// Every card shows what PHP's Reflection says: for 50 of the cards' methods, spread over the packages,
// the signature on the card has the parameters (name, type, optional or not, variadic, by reference)
// and the return type that ReflectionMethod::__toString() prints in the block's own package set.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {test} from 'node:test';
import {installPackageSet} from '../../playground/index.mjs';
import {buildTypeIndex} from '../typeIndex.mjs';

const SAMPLE = 50;

/**
 * Parameters and return type of a card's signature: `[static ]name(Type $a = 1, ...$b): Return`.
 * @param {string} signature
 */
function fromCard(signature) {
  const match = /^(?:static )?\w+\((.*)\)(?:: (.+))?$/.exec(signature);
  assert.ok(match, `a signature: ${signature}`);
  const parameters = match[1]
    ? match[1].split(/, (?=(?:[?\w\\|&]+ )?&?(?:\.\.\.)?\$)/).map((parameter) => {
        const [declaration, defaultValue] = parameter.split(' = ');
        const variadic = declaration.includes('...$');
        return `${declaration.replace('...$', '$')}${defaultValue !== undefined || variadic ? ' optional' : ''}${variadic ? ' variadic' : ''}`;
      })
    : [];
  return {parameters, returns: match[2] ?? ''};
}

/**
 * The same, from Reflection's own text: `Parameter #0 [ <optional> ?string $name = NULL ]`, `- Return [ Foo ]`.
 * @param {string} text
 */
function fromReflection(text) {
  const parameters = [...text.matchAll(/Parameter #\d+ \[ <(required|optional)> (.*?) \]/g)].map(([, kind, rest]) => {
    const declaration = rest.replace(/ = .*$/, '');
    const variadic = declaration.includes('...$');
    return `${declaration.replace('...$', '$')}${kind === 'optional' ? ' optional' : ''}${variadic ? ' variadic' : ''}`;
  });
  return {parameters, returns: /- Return \[ (.*?) \]/.exec(text)?.[1] ?? ''};
}

test(`${SAMPLE} cards' signatures are what Reflection gives`, async () => {
  const index = await buildTypeIndex();
  /** @type {Map<string, {set: string, signature: string}>} one block's set for each method symbol */
  const methods = new Map();
  index.blocks.forEach((block) => {
    for (const call of block.calls) {
      const symbol = call.symbol && block.symbols[call.symbol];
      if (symbol && symbol.kind === 'method' && !methods.has(symbol.name))
        methods.set(symbol.name, {set: block.set, signature: symbol.signature});
    }
  });
  // Spread over the alphabet, so that every package's symbols are in the sample.
  const names = [...methods.keys()].sort();
  assert.ok(names.length >= SAMPLE, `only ${names.length} methods have cards`);
  const sample = Array.from({length: SAMPLE}, (_, i) => names[Math.floor((i * names.length) / SAMPLE)]);
  /** @type {Map<string, string[]>} */
  const bySet = new Map();
  for (const name of sample) {
    const {set} = /** @type {{set: string}} */ (methods.get(name));
    bySet.set(set, [...(bySet.get(set) ?? []), name]);
  }
  const script = `require $argv[1]; $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $name) {
      [$class, $method] = explode('::', $name);
      $out[$name] = (string) new ReflectionMethod($class, $method);
    } echo json_encode($out);`;
  let compared = 0;
  for (const [set, names] of bySet) {
    const packages = index.blocks.find((block) => block.set === set)?.example.packages ?? [];
    const {vendorDir: vendor} = await installPackageSet(packages);
    /** @type {Record<string, string>} */
    const reflected = JSON.parse(
      execFileSync('php', ['-r', script, join(vendor, 'autoload.php')], {
        input: JSON.stringify(names),
        encoding: 'utf8',
      }),
    );
    for (const name of names) {
      const {signature} = /** @type {{signature: string}} */ (methods.get(name));
      assert.deepEqual(fromCard(signature), fromReflection(reflected[name]), `${name} in ${set}: ${signature}`);
      compared++;
    }
  }
  assert.equal(compared, SAMPLE);
});
