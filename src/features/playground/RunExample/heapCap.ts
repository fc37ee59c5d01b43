// A ceiling on the WebAssembly heap of one PHP instance. memory_limit counts PHP's own allocations
// only; SQLite (bounded by its own limit too, phpRun.ts) and libxml allocate with the C library's
// malloc, which grows the heap up to the build's 2 GB. Emscripten grows the heap through
// `wasmMemory.grow()` and treats a failure as malloc returning NULL, so refusing past the ceiling
// makes libxml fail its parse and PHP report "Out of memory" instead of the tab taking 2 GB.

/**
 * 1 GiB: four times memory_limit, room for PHP's 256 MB (allocated with malloc in this build, whose
 * bookkeeping adds to it), SQLite's limit and the runtime's own start-up memory.
 */
export const WASM_HEAP_CAP_BYTES = 1024 * 1024 * 1024;

const PAGE_BYTES = 65536;

type WithMemory = {wasmExports?: {memory?: WebAssembly.Memory}};

/** Makes the runtime's memory refuse to grow past `cap`; the wasm code never grows it itself. */
export function capWasmHeap(runtime: WithMemory, cap = WASM_HEAP_CAP_BYTES): void {
  const memory = runtime.wasmExports?.memory;
  if (!memory) throw new Error('The PHP runtime exports no memory to bound');
  const grow = WebAssembly.Memory.prototype.grow;
  Object.defineProperty(memory, 'grow', {
    value(pages: number): number {
      if (memory.buffer.byteLength + pages * PAGE_BYTES > cap) throw new RangeError('PHP heap ceiling reached');
      return grow.call(memory, pages);
    },
    configurable: false,
    writable: false,
  });
}
