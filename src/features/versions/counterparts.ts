// Which page of each guide covers the same subject: the one map behind the version dropdown, the
// unmaintained banner, the "Other versions" line of every doc page and the "Coming from Slim 3?" notes.
// Guides are named by their URL segment (`v4`, `v3`, `v2`), which stays the same when a new version is
// cut, unlike the docs plugin's version names (`current` becomes `4.x`). A subject lists, per guide,
// the ids of its pages, the page to link to first. Every doc page is in exactly one subject
// (src/features/versions/tests/version-counterparts.test.mjs).
// (Not named like the JSON: Node's module resolution would pick the .json for an import without extension.)
import data from './versionCounterparts.json';
import {guideVersions} from '../../config/versions';

/** The URL segment of a guide, e.g. `v4`. */
export type GuideKey = string;

export type Subject = {
  /** What the pages are about, shown where a link names the subject. */
  subject: string;
  /** Doc ids per guide; the first one is the page other guides link to. */
  pages: Partial<Record<GuideKey, string[]>>;
};

export const SUBJECTS: readonly Subject[] = data.subjects;

/** The guide key of a docs version from its path (`/slim/docs/v4` gives `v4`). */
export function guideKeyOf(versionPath: string): GuideKey {
  return versionPath.replace(/\/+$/, '').split('/').pop() ?? '';
}

const NAMED_GUIDES = new Set(SUBJECTS.flatMap((subject) => Object.keys(subject.pages)));

/**
 * The map's column for a guide: its own or, for a guide cut since the map was last edited, the column
 * of the newest older guide the map names (`docs:version` starts the new guide as a copy of it), so a
 * cut builds and links right before the map gets its column (the content tests ask for it).
 */
function columnOf(guide: GuideKey): GuideKey {
  if (NAMED_GUIDES.has(guide)) return guide;
  const older = guideVersions.slice(guideVersions.findIndex((version) => version.label === guide) + 1);
  return older.find((version) => NAMED_GUIDES.has(version.label))?.label ?? guide;
}

/** The ids of a subject's pages in a guide, the one to link to first. */
function pagesIn(subject: Subject, guide: GuideKey): string[] | undefined {
  return subject.pages[columnOf(guide)];
}

/** The subject a page of a guide belongs to. */
export function subjectOf(guide: GuideKey, docId: string): Subject | undefined {
  return SUBJECTS.find((subject) => pagesIn(subject, guide)?.includes(docId));
}

/** The id of the page of guide `to` on the same subject as page `docId` of guide `from`, if it has one. */
export function counterpartId(from: GuideKey, docId: string, to: GuideKey): string | undefined {
  if (from === to) return docId;
  const subject = subjectOf(from, docId);
  return subject && pagesIn(subject, to)?.[0];
}
