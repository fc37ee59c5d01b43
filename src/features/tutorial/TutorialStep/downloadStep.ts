// The Download button's work, loaded on its first press: the step's project as a zip, saved by the browser.
import {downloadFiles, zipBytes} from '../download';
import type {ProjectFiles, TutorialStep} from '../model/steps.mjs';

/** Saves the step with the reader's files as `slim-tutorial-<NN-slug>.zip`. */
export function downloadStep(step: TutorialStep, files: ProjectFiles): void {
  const bytes = zipBytes(downloadFiles(step, files));
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = `slim-tutorial-${step.slug}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
