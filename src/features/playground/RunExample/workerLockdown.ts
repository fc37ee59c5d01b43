/// <reference lib="webworker" />
// Seals the PHP worker once the runtime has loaded: nothing left in it can reach the network, start
// another worker or turn a string into code. A worker takes its Content-Security-Policy from its own
// response, and a static host may send none, so this must hold without one.

/** Globals through which code could reach a server, another context, or shared storage of the origin. */
const BLOCKED_GLOBALS = [
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
  'RTCPeerConnection',
  'RTCDataChannel',
] as const;

type Scope = DedicatedWorkerGlobalScope & Record<string, unknown>;

function refuseCode(): never {
  throw new EvalError('Code from strings is disabled in the PHP worker');
}

function seal(target: object, name: PropertyKey, value: unknown): void {
  Object.defineProperty(target, name, {value, configurable: false, writable: false});
}

/**
 * `eval` and every function constructor throw (Emscripten's loader evaluates the JavaScript of a
 * dynamically linked module with `eval`; dynamic `import()` is syntax, so without a way to make code
 * from a string nothing can reach it), and timers take functions only.
 */
function refuseStringCode(scope: Scope): void {
  seal(scope, 'eval', refuseCode);
  // Keeps `x instanceof Function` true for real functions.
  refuseCode.prototype = Function.prototype;
  const constructors = [
    Function,
    Object.getPrototypeOf(async () => {}).constructor,
    Object.getPrototypeOf(function* () {}).constructor,
    Object.getPrototypeOf(async function* () {}).constructor,
  ] as {prototype: object}[];
  for (const constructor of constructors) seal(constructor.prototype, 'constructor', refuseCode);
  seal(scope, 'Function', refuseCode);
  for (const timer of ['setTimeout', 'setInterval'] as const) {
    const original = scope[timer].bind(scope) as (handler: unknown, ...rest: unknown[]) => number;
    seal(scope, timer, (handler: unknown, ...rest: unknown[]) => {
      if (typeof handler !== 'function') refuseCode();
      return original(handler, ...rest);
    });
  }
}

/** What the seal failed to do, or [] when everything held. */
function unsealed(scope: Scope): string[] {
  const failures: string[] = BLOCKED_GLOBALS.filter((name) => scope[name] !== undefined);
  const refuses = (attempt: () => unknown) => {
    try {
      attempt();
      return false;
    } catch {
      return true;
    }
  };
  if (!refuses(() => (scope.eval as (code: string) => unknown)('0'))) failures.push('eval');
  if (!refuses(() => (() => {}).constructor('return 0'))) failures.push('Function');
  if (!refuses(() => scope.setTimeout('0' as unknown as () => void))) failures.push('setTimeout');
  if ((scope.navigator as {serviceWorker?: unknown}).serviceWorker !== undefined)
    failures.push('navigator.serviceWorker');
  return failures;
}

/**
 * Seals the worker; returns the names it could not seal (the worker then must not run reader code).
 */
export function lockDownWorker(scope: DedicatedWorkerGlobalScope): string[] {
  const globals = scope as Scope;
  for (const name of BLOCKED_GLOBALS) {
    try {
      seal(globals, name, undefined);
    } catch {
      // Not configurable in this browser: the check below reports it if it is still there.
    }
  }
  try {
    seal(globals.navigator, 'serviceWorker', undefined);
  } catch {
    // Checked below.
  }
  try {
    refuseStringCode(globals);
  } catch {
    // Checked below.
  }
  return unsealed(globals);
}
