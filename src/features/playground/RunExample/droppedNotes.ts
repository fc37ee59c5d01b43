// What the worker left out of a response (outputCap.ts), as the panel says it under the output.
import {truncationNote} from './outputCap';
import type {PhpResponse} from './protocol';

export function droppedNotes({dropped}: PhpResponse): string[] {
  const notes: string[] = [];
  if (dropped.headers > 0) notes.push(`Headers truncated: ${dropped.headers.toLocaleString('en')} or more not shown.`);
  if (dropped.body > 0) notes.push(truncationNote('Output', dropped.body));
  if (dropped.errors > 0) notes.push(truncationNote('PHP errors', dropped.errors));
  return notes;
}
