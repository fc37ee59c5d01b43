import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {REPOSITORY_ROOT} from '../contract';

/** The site's theme folders: the site's own and each feature's. */
function themeFolders(): string[] {
  const features = join(REPOSITORY_ROOT, 'src', 'features');
  return [
    join(REPOSITORY_ROOT, 'src', 'theme'),
    ...readdirSync(features, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(features, entry.name, 'theme')),
  ];
}

function sourceFilesUnder(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, {withFileTypes: true, recursive: true});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every source file of the site (src/), as a path from the repository's root. */
function siteSourceFiles(): string[] {
  return sourceFilesUnder(join(REPOSITORY_ROOT, 'src')).filter(
    (file) => !file.includes(`${join('playground', 'composer')}`),
  );
}

/**
 * The modules a set of files import from a specifier prefix, and what they import: read from the
 * site's own import lines (what the site asks of upstream), never from upstream's code.
 * @returns module (after the prefix) → the files (from the repository's root) that import it, and the names they import
 */
function importsFrom(files: string[], prefix: string): Map<string, {files: string[]; names: string[]}> {
  const pattern = new RegExp(
    `import\\s+(?:type\\s+)?([^;]*?)\\s+from\\s+'${prefix.replace(/[/.-]/g, '\\$&')}([^']*)'`,
    'g',
  );
  const found = new Map<string, {files: string[]; names: string[]}>();
  for (const file of files) {
    for (const [, clause, module] of readFileSync(file, 'utf8').matchAll(pattern)) {
      const entry = found.get(module!) ?? {files: [], names: []};
      const path = relative(REPOSITORY_ROOT, file);
      if (!entry.files.includes(path)) entry.files.push(path);
      const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
      for (const name of named.split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, ''),
      )) {
        if (name && !entry.names.includes(name)) entry.names.push(name);
      }
      found.set(module!, entry);
    }
  }
  return found;
}

/** The classic theme's components the site's theme folders wrap (`@theme-init/…`, `@theme-original/…`). */
export function wrappedThemeComponents(): Map<string, {files: string[]}> {
  const files = themeFolders().flatMap(sourceFilesUnder);
  const wrapped = new Map<string, {files: string[]}>();
  for (const prefix of ['@theme-init/', '@theme-original/']) {
    for (const [component, {files: users}] of importsFrom(files, prefix)) {
      wrapped.set(component, {files: [...(wrapped.get(component)?.files ?? []), ...users]});
    }
  }
  return wrapped;
}

/** What the site imports from a module that is not its package's public API (`@docusaurus/theme-common/internal`). */
export function importedFrom(specifier: string): {files: string[]; names: string[]} {
  const found = importsFrom(siteSourceFiles(), specifier).get('') ?? {files: [], names: []};
  return {files: found.files.sort(), names: found.names};
}
