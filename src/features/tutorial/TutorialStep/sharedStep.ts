// A tutorial step's state in a link's fragment, `#share=<encodeShared({v: 1, step, files})>`, the
// same fragment form as the Run panels' links. A fragment is input from anyone: it is read by the
// codec's decodeShared() only, which bounds the work on it (a length cap, then a capped inflate).
import {decodeShared, linkText} from '../../playground/client';
import type {ProjectFiles} from '../model/steps.mjs';
import {onStarterPaths} from './starterPaths';

const FRAGMENT = '#share=';

type SharedStep = {v: 1; step: string; files: ProjectFiles};

/** The address of this page that opens the step with these files, or null when they are too large for a link. */
export async function shareLink(step: string, files: ProjectFiles): Promise<string | null> {
  const state: SharedStep = {v: 1, step, files};
  const text = await linkText(state);
  if (text === null) return null;
  const {origin, pathname, search} = window.location;
  return `${origin}${pathname}${search}${FRAGMENT}${text}`;
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
