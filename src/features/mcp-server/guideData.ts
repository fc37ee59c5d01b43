// The guides as the server sees them: the build's manifest (index.ts writes it), each page's
// Markdown copy and each guide's search index, read from the build folder on first use.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {closestDocs} from '../not-found';
import {packageSet, setId} from '../playground/index.mjs';
import {loadIndex, search, snippet} from '../search';
import {MANIFEST_FILE, type McpManifest, type McpPage, type McpVersion} from './manifest';
import {readPageRef} from './pagePath';
import {RunPhpInputError} from './runPhpInput';

export type SearchResult = {title: string; section: string; url: string; path: string; passage: string};

export type PageResult =
  | {found: true; version: McpVersion; page: McpPage; markdown: string}
  | {found: false; version: McpVersion; asked: string; closest: McpPage[]};

/** How many results search_docs returns: the navbar box's eight. */
const SEARCH_RESULTS = 8;
/** Characters of a passage around the first word that matched. */
const PASSAGE_LENGTH = 320;

export class GuideData {
  readonly manifest: McpManifest;
  private readonly indexes = new Map<string, ReturnType<typeof loadIndex>>();

  constructor(readonly buildDir: string) {
    const file = join(buildDir, MANIFEST_FILE);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build\` in the website's clone first (the build writes it).`);
    }
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as McpManifest;
  }

  get current(): McpVersion {
    return this.manifest.versions.find((version) => version.isCurrent) ?? this.manifest.versions[0]!;
  }

  /** The guide a `version` argument names (`v4`, `4`, `4.x`, `Slim 4`); undefined: the current one. */
  version(label: string | undefined): McpVersion {
    if (label === undefined || label.trim() === '') return this.current;
    const major = /(\d+)/.exec(label)?.[1];
    const version = this.manifest.versions.find((candidate) => candidate.label === `v${major}`);
    if (!version) {
      const known = this.manifest.versions.map((candidate) => candidate.label).join(', ');
      throw new Error(`There is no guide "${label}". The guides are ${known}.`);
    }
    return version;
  }

  /** The site's base path: `/` or `/slim/`. */
  get basePath(): string {
    return new URL(this.manifest.site).pathname;
  }

  search(query: string, label: string | undefined): SearchResult[] {
    const version = this.version(label);
    let index = this.indexes.get(version.label);
    if (!index) {
      index = loadIndex(readFileSync(join(this.buildDir, version.searchIndex), 'utf8'));
      this.indexes.set(version.label, index);
    }
    const origin = new URL(this.manifest.site).origin;
    const guideRoot = `${this.basePath}docs/${version.label}/`;
    return search(index, query, {limit: SEARCH_RESULTS}).map((hit) => ({
      title: hit.pageTitle,
      section: hit.heading,
      url: `${origin}${hit.url}`,
      path: hit.page.startsWith(guideRoot) ? hit.page.slice(guideRoot.length).replace(/\/+$/, '') : '',
      passage: snippet(hit, PASSAGE_LENGTH)
        .map((piece) => piece.text)
        .join('')
        .trim(),
    }));
  }

  page(asked: string, label: string | undefined): PageResult {
    const ref = readPageRef(asked, this.basePath);
    // An address that names its guide says which; else the argument, else the current guide.
    const version = this.version(ref.version ?? label);
    const page = version.pages.find((candidate) => candidate.path === ref.path);
    if (page) return {found: true, version, page, markdown: readFileSync(join(this.buildDir, page.markdown), 'utf8')};
    // The not-found page's own choice of the closest pages, over this guide's page paths.
    const docs = version.pages.map((candidate) => ({id: candidate.path, path: candidate.url, sidebar: undefined}));
    const closest = closestDocs(ref.path, {docs} as unknown as Parameters<typeof closestDocs>[1]).map((doc) =>
      version.pages.find((candidate) => candidate.path === doc.id)!,
    );
    return {found: false, version, asked: ref.path, closest};
  }

  /** `4.13.0`: the slim/slim the current guide's answers and runs are for (every set pins the same). */
  get slimVersion(): string {
    return this.manifest.packageSets[this.manifest.defaultSet]?.installed['slim/slim'] ?? 'unknown';
  }

  /**
   * The package set run_php uses for the packages a call names beside Slim and slim/psr7 (none: the
   * installation page's), as the guide's pages declare them; only the sets the build packed exist.
   */
  packageSetFor(packages: string[] = []): string {
    const id = setId(packageSet(packages));
    if (this.manifest.packageSets[id]) return id;
    const known = Object.values(this.manifest.packageSets).map((set) => JSON.stringify(set.requires));
    throw new RunPhpInputError(
      `No package set with ${JSON.stringify(packageSet(packages))}: run_php has the sets the guide's pages use: ${known.join(', ')}.`,
    );
  }
}
