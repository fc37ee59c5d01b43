// The php.ini entries that keep a reader's PHP inside PHP, whatever headers the host sends. They are
// written before PHP's first request, which is when PHP reads its php.ini (php_wasm_init).

/**
 * Functions removed from PHP (`disable_functions`). In PHP 8 a disabled function no longer exists:
 * calling one fails at once with "Call to undefined function exec()", and `function_exists()` says
 * false, so libraries fall back as they would on a host without them. Checked against what the
 * @php-wasm 8.2 build defines (src/features/playground/tests/hostile-php/ lists what each one would have done).
 */
const DISABLED_FUNCTIONS = [
  // Loads a WebAssembly module from PHP's disk, whose loader evaluates JavaScript embedded in it.
  'dl',
  // Processes: @php-wasm hands them to a JavaScript spawn handler (none here: they hang until the limit).
  'exec',
  'shell_exec',
  'system',
  'passthru',
  'popen',
  'proc_open',
  'proc_close',
  'proc_terminate',
  'proc_get_status',
  'proc_nice',
  // Not in this build; listed so that a build that adds them stays closed.
  'pcntl_exec',
  'pcntl_fork',
  'pcntl_signal',
  'pcntl_alarm',
  'pcntl_waitpid',
  'posix_kill',
  'posix_setuid',
  // Mail starts sendmail, a process.
  'mail',
  'mb_send_mail',
  // Calls the JavaScript host from PHP (the post_message_to_js extension).
  'post_message_to_js',
  // Sockets and curl: the runtime's sockets already refuse (php.worker.ts), these fail before reaching it.
  'fsockopen',
  'pfsockopen',
  'stream_socket_client',
  'stream_socket_server',
  'curl_exec',
  'curl_multi_exec',
  // Would undo the memory limit (memory_limit is PHP_INI_ALL); the entries below are PHP_INI_SYSTEM.
  'ini_set',
  'ini_alter',
  'ini_restore',
] as const;

/**
 * SQLite's hard heap limit (phpRun.ts sets it before the reader's code): SQLite allocates with the
 * C library's malloc, which memory_limit does not count (the review's C05: 600 MB of blobs with
 * memory_get_usage() at 20 MB). 64 MiB holds the databases a guide's example or a reader's test
 * makes many times over; past it SQLite answers "out of memory", which PHP reports as an error.
 */
export const SQLITE_HEAP_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The hardened entries. `enable_dl`, `disable_functions`, `allow_url_fopen` and `allow_url_include`
 * are PHP_INI_SYSTEM: no script can change them; `open_basedir` can only be narrowed; `ini_set` is
 * gone anyway, so `memory_limit` holds too.
 */
export const HARDENED_INI: Record<string, string> = {
  enable_dl: '0',
  disable_functions: DISABLED_FUNCTIONS.join(','),
  allow_url_fopen: '0',
  allow_url_include: '0',
  // No file runs before the reader's entry point. @php-wasm's own prepend (which reads a constants
  // file and a preload folder) would have to be readable and, in an open_basedir list, writable: a
  // reader could plant code in it that runs before every later request (the review's C02).
  auto_prepend_file: '',
  // The app and temporary files (uploads, sessions), nothing else: not /internal (php.ini, the
  // runtime's files), /etc, /proc or /home.
  open_basedir: '/app:/tmp',
  'session.save_path': '/tmp',
  // What PHP answers a 300 MB allocation with, well before the heap's ceiling (heapCap.ts).
  memory_limit: '256M',
  // Each run has a PHP instance of its own (phpRun.ts), so a compiled-script cache is empty every
  // time: writing it would cost time and file quota for nothing.
  'opcache.enable': '0',
  'opcache.enable_cli': '0',
};
