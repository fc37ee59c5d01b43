// Names the Slim release the guide's examples ran on: the version Composer installed for the Run
// button (src/features/playground/phpPlayground.ts), from the project the example runner installs, so the
// sentence follows src/features/playground/composer/composer.json and never a number typed into a page.
import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PhpPlaygroundGlobalData} from '../phpPlayground';

/** The installed slim/slim version, such as "4.13.0". */
function useExamplesSlimVersion(): string {
  return (usePluginData('php-playground') as PhpPlaygroundGlobalData).slim;
}

/** The version alone, for a sentence written around it. */
export default function ExamplesRanOn(): ReactNode {
  return <span data-testid="examples-slim-version">{useExamplesSlimVersion()}</span>;
}
