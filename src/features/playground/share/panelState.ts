// What a shared link carries for a Run panel, and the check a fragment from anywhere must pass before
// any of it reaches a panel. The example's id names the page's block, so its files and its default
// request come from the page itself; the link carries only what the reader can change.

/** The methods the panel's form offers: a shared link can ask for no other. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

type Pairs = [string, string][];

/** A Run panel's state in a link (version 1). */
export type SharedPanel = {
  v: 1;
  /** The panel's `data-example` id: the page's block, `docs/…/page.md:line`. */
  example: string;
  /** public/index.php as the reader left it. */
  code: string;
  method: string;
  path: string;
  headers: Pairs;
  body: string;
  /** Files sent as a form, [field, name]; left out when there are none. */
  uploads?: Pairs;
};

/** The state of a panel, as Share writes it: uploads only when the panel has some. */
export function panelState(
  example: string,
  code: string,
  request: {method: string; path: string; headers: Pairs; body: string; uploads: Pairs},
): SharedPanel {
  const {method, path, headers, body, uploads} = request;
  return {v: 1, example, code, method, path, headers, body, ...(uploads.length > 0 ? {uploads} : {})};
}

const isPairs = (value: unknown): value is Pairs =>
  Array.isArray(value) &&
  value.every(
    (pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A decoded fragment as a panel's state, or null when it is anything else (a step's state included). */
export function readPanelState(value: unknown): SharedPanel | null {
  if (!isRecord(value) || value.v !== 1) return null;
  const {example, code, method, path, headers, body, uploads} = value;
  if (typeof example !== 'string' || typeof code !== 'string' || typeof path !== 'string') return null;
  if (typeof body !== 'string' || typeof method !== 'string') return null;
  if (!(METHODS as readonly string[]).includes(method) || !isPairs(headers)) return null;
  if (uploads !== undefined && !isPairs(uploads)) return null;
  return panelState(example, code, {method, path, headers, body, uploads: uploads ?? []});
}

/** A decoded fragment that is some other share's (a tutorial step's `{v, step, files}`): not ours to judge. */
export function isOtherShare(value: unknown): boolean {
  return isRecord(value) && !('example' in value) && 'step' in value;
}
