// The page's window as the step component uses it, for Node tests: localStorage (a Map, or storage
// whose every access throws, as a browser that blocks it does) and, if given, the address.

type PageLocation = {origin: string; pathname: string; search: string};

/** Installs the window on globalThis; returns the Map behind its localStorage. */
export function fakeWindow(storage: 'working' | 'throwing', location?: PageLocation): Map<string, string> {
  const items = new Map<string, string>();
  const localStorage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const window = location ? {location} : {};
  Object.defineProperty(window, 'localStorage', {
    get() {
      if (storage === 'throwing') throw new Error('SecurityError: storage is blocked');
      return localStorage;
    },
  });
  Object.defineProperty(globalThis, 'window', {value: window, configurable: true});
  return items;
}

/** Takes the window away again. */
export function removeFakeWindow(): void {
  Reflect.deleteProperty(globalThis, 'window');
}
