import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {counterpartId, guideKeyOf, subjectOf, type Subject} from '../counterparts';

type VersionCounterpart = {
  version: GlobalVersion;
  /** The page of this version on the active page's subject; undefined when it has none. */
  doc: GlobalDoc | undefined;
  /** Where a link to this version goes: the counterpart, or the version's main page. */
  target: GlobalDoc;
};

export type VersionCounterparts = {
  activeVersion: GlobalVersion | undefined;
  activeDoc: GlobalDoc | undefined;
  subject: Subject | undefined;
  /** Every version, in the docs plugin's order (newest first). */
  versions: VersionCounterpart[];
};

function mainDocOf(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId)!;
}

/**
 * The page on the same subject in every docs version, from src/features/versions/versionCounterparts.json. Works
 * during server rendering (the active page comes from the route), so links are right in the HTML.
 */
export function useVersionCounterparts(pluginId?: string): VersionCounterparts {
  const versions = useVersions(pluginId);
  const {activeVersion, activeDoc} = useActiveDocContext(pluginId);
  const activeGuide = activeVersion ? guideKeyOf(activeVersion.path) : undefined;
  return {
    activeVersion,
    activeDoc,
    subject: activeGuide && activeDoc ? subjectOf(activeGuide, activeDoc.id) : undefined,
    versions: versions.map((version) => {
      const id =
        activeGuide && activeDoc ? counterpartId(activeGuide, activeDoc.id, guideKeyOf(version.path)) : undefined;
      const doc = id === undefined ? undefined : version.docs.find((candidate) => candidate.id === id);
      return {version, doc, target: doc ?? mainDocOf(version)};
    }),
  };
}
