// What the sealed PHP worker must not have (issue 25's list), as an expression evaluated in the
// worker (tests/support/workerGlobals.ts). Written here, not imported from the product, so that a
// name dropped from the product's lockdown (RunExample/workerLockdown.ts) fails the tests.

const SEALED_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'caches',
];

/** The names of SEALED_GLOBALS still there, and whether strings still become code: '' when sealed. */
export const UNSEALED = `(() => {
  const left = ${JSON.stringify(SEALED_GLOBALS)}.filter((name) => self[name] !== undefined);
  const refuses = (attempt) => { try { attempt(); return false; } catch { return true; } };
  if (!refuses(() => self.eval('0'))) left.push('eval');
  if (!refuses(() => (() => {}).constructor('return 0'))) left.push('Function');
  if (!refuses(() => (async () => {}).constructor('return 0'))) left.push('AsyncFunction');
  if (!refuses(() => self.setTimeout('0'))) left.push('setTimeout(string)');
  return left.join(',');
})()`;
