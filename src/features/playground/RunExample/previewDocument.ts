// The document of the HTML preview. The frame is sandboxed (no scripts, no forms, an opaque origin),
// but a sandbox does not stop a page from loading images or styles: on a host that sends no
// Content-Security-Policy, a reader's <img src> would reach any server. This policy, first in the
// document, allows none (a later <meta> can only add restrictions), whatever the host sends. The
// frame also asks for it with its `csp` attribute (Chromium), which covers what Chromium fetches
// before it has read the <meta> (an SVG <image> was fetched so: src/features/playground/tests/hostile-php.spec.ts).
export const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'";

export function previewDocument(body: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">${body}`;
}
