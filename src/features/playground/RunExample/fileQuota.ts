// A byte quota on what PHP writes to its in-memory file system. Emscripten's MEMFS keeps every file
// in a JavaScript array outside PHP's memory_limit, so without it one run could fill the tab with
// gigabytes of files (the review's C01: 3 GB in one Run). The quota wraps the MEMFS operations that
// make a file or the tree grow and answers past it with ENOSPC, which PHP reports as
// "No space left on device". Written against the MEMFS of @php-wasm's Emscripten build (3.1.x); no
// DOM or worker API, so a Node host of the run core uses it as it is.

/**
 * 32 MiB for everything one run writes: reader files, /tmp, sessions, SQLite files, the opcache
 * files of the reader's code. The guide's examples and the tutorial's steps write a few kilobytes;
 * this is a tenth of PHP's 256 MB memory_limit, and MEMFS's spare capacity (a file's array doubles
 * up to 1 MiB, then grows by an eighth) keeps the memory it stands for under twice as much.
 */
export const FILE_QUOTA_BYTES = 32 * 1024 * 1024;

/** What each file, folder or link costs besides its bytes: a MEMFS node is a JavaScript object. */
export const NODE_COST_BYTES = 256;

/** Emscripten's errno for "No space left on device" (its WASI numbering; musl shows ENOSPC's text). */
const ENOSPC = 51;

type MemfsNode = {name: string; mode: number; usedBytes?: number; link?: string};
type MemfsStream = {node: MemfsNode};
type Write = (
  stream: MemfsStream,
  buffer: Uint8Array,
  offset: number,
  length: number,
  position: number,
  canOwn?: boolean,
) => number;
type SetAttr = (node: MemfsNode, attr: {size?: number}) => void;
type MakeNode = (parent: MemfsNode, name: string, mode: number, dev: number) => MemfsNode;
type MakeLink = (parent: MemfsNode, name: string, target: string) => MemfsNode;
type Remove = (parent: MemfsNode, name: string) => void;
type Rename = (node: MemfsNode, newDir: MemfsNode, newName: string) => void;
type DirNodeOps = {
  setattr: SetAttr;
  mknod: MakeNode;
  symlink: MakeLink;
  unlink: Remove;
  rmdir: Remove;
  rename: Rename;
};
type Memfs = {
  ops_table: {
    dir: {node: DirNodeOps};
    file: {node: {setattr: SetAttr}; stream: {write: Write}};
    link: {node: {setattr: SetAttr}};
  } | null;
  stream_ops: {write: Write};
};

/** The part of Emscripten's FS object the quota uses. */
export type EmscriptenFs = {
  filesystems: {MEMFS: Memfs};
  ErrnoError: new (errno: number) => Error;
  isFile(mode: number): boolean;
  lookupNode(parent: MemfsNode, name: string): MemfsNode;
};

export type FileQuota = {
  /** Bytes charged since the quota was armed. */
  used(): number;
  /** Starts charging from zero: what the host wrote before (vendor, project) is not the reader's. */
  arm(): void;
};

/**
 * Wraps the MEMFS operations of one runtime. Each node carries what it was charged, so a removed or
 * shrunk file gives its room back, and a file the host wrote (charged nothing) gives nothing.
 */
export function installFileQuota(fs: EmscriptenFs, limit = FILE_QUOTA_BYTES): FileQuota {
  const memfs = fs.filesystems.MEMFS;
  const table = memfs.ops_table;
  // MEMFS builds its table when it makes its first node, which the runtime's start-up has done.
  if (!table) throw new Error('MEMFS has no operations table yet: install the quota after the runtime starts');
  const charged = new WeakMap<MemfsNode, number>();
  let armed = false;
  let used = 0;

  /** Throws ENOSPC when `bytes` more would pass the limit. */
  const reserve = (bytes: number): void => {
    if (armed && bytes > 0 && used + bytes > limit) throw new fs.ErrnoError(ENOSPC);
  };
  const charge = (node: MemfsNode, bytes: number): void => {
    if (!armed || bytes <= 0) return;
    reserve(bytes);
    used += bytes;
    charged.set(node, (charged.get(node) ?? 0) + bytes);
  };
  /** Gives back up to `bytes` of what the node was charged (all of it when omitted). */
  const release = (node: MemfsNode, bytes = Infinity): void => {
    const held = charged.get(node) ?? 0;
    const back = Math.min(held, bytes);
    if (back <= 0) return;
    charged.set(node, held - back);
    used -= back;
  };
  const resized = (node: MemfsNode, size: number): void => {
    const before = node.usedBytes ?? 0;
    if (size > before) charge(node, size - before);
    else release(node, before - size);
  };
  const existing = (parent: MemfsNode, name: string): MemfsNode | null => {
    try {
      return fs.lookupNode(parent, name);
    } catch {
      return null;
    }
  };

  const write = memfs.stream_ops.write;
  const quotaWrite: Write = (stream, buffer, offset, length, position, canOwn) => {
    const node = stream.node;
    const before = node.usedBytes ?? 0;
    resized(node, canOwn ? length : Math.max(before, position + length));
    return write(stream, buffer, offset, length, position, canOwn);
  };
  // msync calls MEMFS.stream_ops.write itself; every other write goes through the table.
  memfs.stream_ops.write = quotaWrite;
  table.file.stream.write = quotaWrite;

  for (const ops of [table.dir.node, table.file.node, table.link.node]) {
    const setattr = ops.setattr;
    ops.setattr = (node, attr) => {
      // A size is a truncate: ftruncate() to 3 GB would allocate it at once.
      if (attr.size !== undefined && fs.isFile(node.mode)) resized(node, attr.size);
      setattr(node, attr);
    };
  }

  const dir = table.dir.node;
  const {mknod, symlink, unlink, rmdir, rename} = dir;
  dir.mknod = (parent, name, mode, dev) => {
    const cost = NODE_COST_BYTES + name.length;
    reserve(cost);
    const node = mknod(parent, name, mode, dev);
    charge(node, cost);
    return node;
  };
  dir.symlink = (parent, name, target) => {
    const cost = NODE_COST_BYTES + name.length + target.length;
    reserve(cost);
    const node = symlink(parent, name, target);
    charge(node, cost);
    return node;
  };
  const removing =
    (remove: Remove): Remove =>
    (parent, name) => {
      const node = existing(parent, name);
      remove(parent, name);
      if (node) release(node);
    };
  dir.unlink = removing(unlink);
  dir.rmdir = removing(rmdir);
  dir.rename = (node, newDir, newName) => {
    const replaced = existing(newDir, newName);
    rename(node, newDir, newName);
    if (replaced && replaced !== node) release(replaced);
  };

  return {
    used: () => used,
    arm() {
      armed = true;
      used = 0;
    },
  };
}
