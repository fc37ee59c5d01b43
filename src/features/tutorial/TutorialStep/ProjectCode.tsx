// A step's files as the page's highlighted code blocks (highlighted on the server, kept as they are by
// the browser): what a reader without JavaScript reads, and the solution's disclosure.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ProjectFiles} from '../model/steps.mjs';

const LANGUAGES: Record<string, string> = {php: 'php', json: 'json', twig: 'twig', md: 'markdown'};

/** The highlighting language of a file, by its extension. */
function languageOf(path: string): string {
  return LANGUAGES[path.split('.').pop() ?? ''] ?? 'text';
}

export default function ProjectCode({files}: {files: ProjectFiles}): ReactNode {
  return Object.entries(files).map(([path, code]) => (
    <CodeBlock key={path} language={languageOf(path)} title={path}>
      {code}
    </CodeBlock>
  ));
}
