import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectExamples, HOME_EXAMPLE, isRunnable} from './model/php-examples.mjs';
import {runButtonProps} from './remarkRunExamples';

/** What the home page's hero shows and runs (src/features/home/HomeHero). */
export type HomeExample = {
  /** The block's title, the file it stands for. */
  title: string;
  code: string;
  /** The Run button's `example`, as the guide's blocks get it. */
  runButton: string;
};

/**
 * Hands the home page its hello world, read from HOME_EXAMPLE as the example runner reads it, so
 * that the code the home shows and the request its Run button sends are those the runner checks.
 * The JSON is bundled with the home page only.
 */
export default function homeExamplePlugin(context: LoadContext): Plugin<HomeExample> {
  const source = join(context.siteDir, HOME_EXAMPLE);
  return {
    name: 'home-example',
    async loadContent() {
      const [example, ...others] = collectExamples(source, {base: context.siteDir});
      if (!example || others.length > 0 || !isRunnable(example) || example.kind !== 'app' || !example.title) {
        throw new Error(`${HOME_EXAMPLE} must hold one titled, complete Slim application with run="…"`);
      }
      return {title: example.title, code: example.code, runButton: runButtonProps(example)};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('hello-world.json', JSON.stringify(content));
    },
    getPathsToWatch() {
      return [source];
    },
  };
}
