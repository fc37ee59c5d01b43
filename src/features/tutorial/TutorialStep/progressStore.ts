// The reader's progress and edits, per step, in localStorage. Storage may be missing, full or throw on
// every access (private modes, blocked cookies): then nothing is kept, and the tutorial works the same.
import type {ProjectFiles} from '../model/steps.mjs';

/** `slim-tutorial/<NN-slug>` → {files?, done?} as JSON. */
const KEY_PREFIX = 'slim-tutorial/';

export type StoredStep = {
  /** The reader's files, when they differ from the starter. */
  files?: ProjectFiles;
  /** Every check of the step passed once. */
  done?: boolean;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isFiles(value: unknown): value is ProjectFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((code) => typeof code === 'string')
  );
}

/** What was kept for a step; anything unreadable counts as nothing kept. */
export function readStoredStep(slug: string): StoredStep {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY_PREFIX + slug) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const {files, done} = parsed as Record<string, unknown>;
    return {...(isFiles(files) ? {files} : {}), ...(done === true ? {done} : {})};
  } catch {
    return {};
  }
}

/** Merges `change` into what is kept for a step (`files: undefined` forgets the edits). */
export function writeStoredStep(slug: string, change: StoredStep): void {
  try {
    const next = {...readStoredStep(slug), ...change};
    storage()?.setItem(KEY_PREFIX + slug, JSON.stringify(next));
  } catch {
    // Storage refused (full, blocked): the edits live on in the page until it closes.
  }
}

/** Forgets every step's edits and progress. */
export function clearStoredSteps(): void {
  try {
    const kept = storage();
    if (!kept) return;
    const keys = Array.from({length: kept.length}, (_, index) => kept.key(index));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) kept.removeItem(key);
  } catch {
    // Nothing could be kept, so there is nothing to clear.
  }
}
