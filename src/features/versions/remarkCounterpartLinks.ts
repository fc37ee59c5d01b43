// Resolves `counterpart:<guide>` links in doc pages (the "Coming from Slim 3?" notes) to the page on the
// same subject in that guide, from src/features/versions/versionCounterparts.json, at build time: a page never names
// another guide's page by hand, and the build's link check sees the resolved address.
import {relative, sep} from 'node:path';
import {counterpartId} from './counterparts';
import {guideVersions} from '../../config/versions';

type Node = {type: string; url?: string; children?: Node[]};
type File = {path?: string; history?: string[]};

export type Options = {siteDir: string};

const PREFIX = 'counterpart:';

/** The guide (`v4`) and doc id (`objects/routing`) of a docs source file, if it is one. */
function docOf(file: string, {siteDir}: Options): {guide: string; id: string} | undefined {
  const path = relative(siteDir, file).split(sep).join('/');
  for (const {name, label: guide} of guideVersions) {
    const dir = name === 'current' ? 'docs/' : `versioned_docs/version-${name}/`;
    if (path.startsWith(dir)) return {guide, id: path.slice(dir.length).replace(/\.mdx?$/, '')};
  }
  return undefined;
}

/** The site path of a doc page: `index` pages take their folder's path. */
function docPath(guide: string, id: string): string {
  return `/docs/${guide}/${id.replace(/(^|\/)index$/, '$1')}`;
}

/**
 * A `counterpart:<guide>[#hash]` link of a docs source file as the site path of the page the map names
 * (`/docs/v3/objects/router`); any other link as it is. Throws when the map has no such page.
 */
export function resolveCounterpartUrl(url: string, sourceFile: string, siteDir: string): string {
  if (!url.startsWith(PREFIX)) return url;
  const doc = docOf(sourceFile, {siteDir});
  const [guide = '', hash] = url.slice(PREFIX.length).split('#');
  const id = doc && counterpartId(doc.guide, doc.id, guide);
  if (!doc || !id) throw new Error(`${sourceFile}: ${url} has no page in versionCounterparts.json for this page`);
  return docPath(guide, id) + (hash ? `#${hash}` : '');
}

function remarkCounterpartLinks(options: Options) {
  return (tree: Node, file: File) => {
    const source = file.path ?? file.history?.at(-1) ?? '';
    const walk = (node: Node) => {
      if (node.type === 'link' && node.url) node.url = resolveCounterpartUrl(node.url, source, options.siteDir);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/**
 * The plugin with the site's folder in a closure, for docusaurus.config.ts: a plugin's options there
 * are part of the site configuration, which Docusaurus also sends to every browser (the folder is an
 * absolute path of the machine that built the site).
 */
export function counterpartLinksIn(siteDir: string) {
  return function remarkCounterpartLinksIn() {
    return remarkCounterpartLinks({siteDir});
  };
}
