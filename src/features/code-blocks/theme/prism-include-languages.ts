import type * as PrismNamespace from 'prismjs';
import {prismLanguageLoaders} from '../prismLanguages';

type Prism = typeof PrismNamespace;

// A Twig tag in a template: a comment, a statement or an expression.
const TWIG_TAG = /\{(?:#[\s\S]*?#|%[\s\S]*?%|\{[\s\S]*?\})\}/;

/** Prism's Twig grammar: what is inside one Twig tag. */
function twigTagGrammar(prism: Prism): PrismNamespace.Grammar {
  // Its component also registers hooks that look up a global `Prism` whenever any code is
  // highlighted; the theme removes that global, so they would break static rendering.
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  const languages: PrismNamespace.Languages = {...prism.languages};
  globals.Prism = {languages, hooks: {add: () => undefined}};
  require('prismjs/components/prism-twig');
  globals.Prism = before;
  if (before === undefined) delete globals.Prism;
  return languages.twig as PrismNamespace.Grammar;
}

/**
 * Twig templates: HTML with Twig tags in its text and attribute values. Prism's own component
 * embeds the tags with hooks that rewrite the code before tokenizing, which the code blocks'
 * renderer (prism-react-renderer) does not use; a grammar of nested tokens needs no hooks.
 */
function addTwig(prism: Prism): void {
  const tag = {pattern: TWIG_TAG, inside: twigTagGrammar(prism)};
  prism.languages.twig = prism.languages.extend('markup', {});
  // After `tag`, so that a tag whose attribute holds `{{ … }}` stays one tag.
  prism.languages.insertBefore('twig', 'entity', {twig: tag});
  // And inside attribute values (markup's grammar: tag > inside > attr-value > inside).
  const markupTag = (prism.languages.twig as {tag?: unknown}).tag as {
    inside: {'attr-value': PrismNamespace.LanguageMap};
  };
  prism.languages.insertBefore('inside', 'punctuation', {twig: tag}, markupTag.inside['attr-value']);
}

/** The theme's languages (its prism.additionalLanguages come from the same list), then Twig. */
function addConfiguredLanguages(prism: Prism): void {
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = prism;
  for (const register of Object.values(prismLanguageLoaders)) register();
  globals.Prism = before;
  if (before === undefined) delete globals.Prism;
}

export default function prismIncludeLanguages(prism: Prism): void {
  addConfiguredLanguages(prism);
  addTwig(prism);
}
