// The guides the site serves: the one place that says which Slim version is current. The docs plugin
// options, search contexts, footer, sidebar section links, home and not-found pages, `/docs` redirect
// (Docusaurus and nginx) and the search page's wording are all derived from here.
//
// Cutting a new guide (README, "Add a version"): `npm run docusaurus docs:version <current>.x`
// freezes docs/ as `<current>.x` in versions.json; then raise CURRENT_MAJOR here.
import archivedVersionNames from '../../versions.json';

/** The major version of Slim that docs/ describes. @public (the version-cut test raises it in a copy) */
export const CURRENT_MAJOR = 4;

/** Majors whose guides are kept for reference only: their pages carry the unmaintained banner. */
const UNMAINTAINED_MAJORS: readonly number[] = [3, 2];

export type GuideVersion = {
  /** The docs plugin's name: `current` for docs/, the versions.json entry (`3.x`) for a frozen guide. */
  name: string;
  major: number;
  /** Label in the version menu and search contexts, and the URL segment: `v4`. */
  label: string;
  /** The guide's root below the base path, with the trailing slash its route keeps: `/docs/v4/`. */
  root: string;
  maintained: boolean;
};

function guideVersion(name: string, major: number): GuideVersion {
  return {name, major, label: `v${major}`, root: `/docs/v${major}/`, maintained: !UNMAINTAINED_MAJORS.includes(major)};
}

/** The major version a frozen guide's name (`3.x`) stands for. */
function majorOf(name: string): number {
  const match = /^(\d+)\.x$/.exec(name);
  if (!match) throw new Error(`versions.json: "${name}" is not a guide name such as "3.x"`);
  return Number(match[1]);
}

/** The guide of the current version. */
export const currentVersion: GuideVersion = guideVersion('current', CURRENT_MAJOR);

/** Every guide, newest first: the current one, then versions.json's frozen ones. */
export const guideVersions: readonly GuideVersion[] = [
  currentVersion,
  ...archivedVersionNames.map((name) => guideVersion(name, majorOf(name))),
];

/** A page of the current guide by its path inside the guide (`start/installation`), under the site's base. */
export function currentGuidePage(page = ''): string {
  return `${currentVersion.root}${page}`;
}
