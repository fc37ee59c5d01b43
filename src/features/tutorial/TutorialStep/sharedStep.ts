// A tutorial step's state in a link's fragment, `#share=<encodeShared({v: 1, step, files})>`, the
// same fragment form as the Run panels' links. A fragment is input from anyone: it is read with care.
import {decodeShared, encodeShared} from '../../playground/share/codec';
import type {ProjectFiles} from '../model/steps.mjs';
import {onStarterPaths} from './starterPaths';

const FRAGMENT = '#share=';

type SharedStep = {v: 1; step: string; files: ProjectFiles};

/** The address of this page that opens the step with these files. */
export async function shareLink(step: string, files: ProjectFiles): Promise<string> {
  const state: SharedStep = {v: 1, step, files};
  const {origin, pathname, search} = window.location;
  return `${origin}${pathname}${search}${FRAGMENT}${await encodeShared(state)}`;
}

export type OpenedShare = {kind: 'none'} | {kind: 'invalid'} | {kind: 'files'; files: ProjectFiles};

/**
 * The files a `#share=` fragment holds for this step: only the step's own paths are taken, each a
 * string (a path the link leaves out keeps its starter code). Another step's link, or anything
 * that does not decode, opens nothing.
 */
export async function openSharedStep(hash: string, step: string, starter: ProjectFiles): Promise<OpenedShare> {
  if (!hash.startsWith(FRAGMENT)) return {kind: 'none'};
  const value = await decodeShared(hash.slice(FRAGMENT.length));
  if (typeof value !== 'object' || value === null) return {kind: 'invalid'};
  const {v, step: sharedStep, files} = value as Record<string, unknown>;
  if (v !== 1 || sharedStep !== step || typeof files !== 'object' || files === null) return {kind: 'invalid'};
  const {files: opened, found} = onStarterPaths(starter, files);
  return found > 0 ? {kind: 'files', files: opened} : {kind: 'invalid'};
}
