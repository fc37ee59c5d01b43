// A stand-in that renders nothing, so that the tutorial's pages build on this branch: the
// interactive step (editor, Check, Show solution, Reset, Share, Download) is tutorial-ui's
// component of the same name, which replaces this file when both are merged.
export default function TutorialStep(_props: {step: string}): null {
  return null;
}
