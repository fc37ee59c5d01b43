// Which pages of a guide a mistyped address most likely meant: edit distance between the address and
// each doc's path, in the browser, from the docs plugin's global data (no server, no extra download).
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** Levenshtein distance: insertions, deletions and substitutions, each costing one. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A path inside a guide, as a doc id reads: no slashes around it, no `.html`, no `/index`. */
function normalise(path: string): string {
  return path
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(/(\/index)?\.html?$/, '')
    .replace(/(^|\/)index$/, '');
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export type Guess = {version: GlobalVersion; rest: string};

/**
 * The guide an address points into and the rest of it: `/slim/docs/v4/objects/routng` gives v4 and
 * `objects/routng`. An unknown guide segment (`/docs/v9/x`, `/docs/objects/x`) means the latest guide.
 */
export function guessGuide(pathname: string, versions: readonly GlobalVersion[], docsBase: string): Guess | undefined {
  if (!pathname.startsWith(docsBase)) return undefined;
  const inDocs = pathname.slice(docsBase.length).replace(/^\/+/, '');
  const [segment = '', ...rest] = inDocs.split('/');
  const version = versions.find((candidate) => candidate.path.replace(/\/+$/, '').endsWith(`/${segment}`));
  if (version) return {version, rest: normalise(rest.join('/'))};
  const latest = versions.find((candidate) => candidate.isLast) ?? versions[0];
  return latest ? {version: latest, rest: normalise(inDocs)} : undefined;
}

/**
 * The pages of a version closest to `rest`, best first: the distance of the whole path or, when a
 * section was mistyped or left out, of the last segment alone (plus one). Far-off pages are left out.
 */
export function closestDocs(rest: string, version: GlobalVersion, limit = 5): GlobalDoc[] {
  if (rest === '') return [];
  const scored = version.docs.map((doc) => {
    const id = normalise(doc.id);
    const whole = editDistance(rest, id);
    const last = editDistance(lastSegment(rest), lastSegment(id)) + (id.includes('/') || rest.includes('/') ? 1 : 0);
    return {doc, distance: Math.min(whole, last), bound: Math.max(2, Math.floor(lastSegment(id).length / 2))};
  });
  return scored
    .filter(({distance, bound}) => distance <= bound)
    .sort((a, b) => a.distance - b.distance || a.doc.id.localeCompare(b.doc.id))
    .slice(0, limit)
    .map(({doc}) => doc);
}
