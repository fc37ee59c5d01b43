import type {ProjectFiles} from '../model/steps.mjs';

/**
 * Files from outside the page (storage, a shared link) laid over the step's starter: only the
 * step's own paths are taken, and only as strings; a path they leave out keeps its starter code.
 * `found` counts the paths they gave.
 */
export function onStarterPaths(starter: ProjectFiles, given: unknown): {files: ProjectFiles; found: number} {
  const record = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  const files: ProjectFiles = {};
  let found = 0;
  for (const [path, code] of Object.entries(starter)) {
    const other = Object.hasOwn(record, path) ? record[path] : undefined;
    if (typeof other === 'string') found++;
    files[path] = typeof other === 'string' ? other : code;
  }
  return {files, found};
}
