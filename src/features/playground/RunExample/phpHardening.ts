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
 * The hardened entries. `enable_dl`, `disable_functions`, `allow_url_fopen` and `allow_url_include`
 * are PHP_INI_SYSTEM: no script can change them; `open_basedir` can only be narrowed; `ini_set` is
 * gone anyway, so `memory_limit` holds too.
 */
/** The constants @php-wasm's prepend file reads; the worker writes it (php.worker.ts). */
export const RUNTIME_CONSTANTS_FILE = '/internal/shared/consts.json';

export const HARDENED_INI: Record<string, string> = {
  enable_dl: '0',
  disable_functions: DISABLED_FUNCTIONS.join(','),
  allow_url_fopen: '0',
  allow_url_include: '0',
  // The app, temporary files (uploads, sessions), and @php-wasm's prepend file and the constants it
  // reads; not /etc, /proc, /home, php.ini (which a later start of PHP would read) or the rest of
  // the runtime's disk.
  open_basedir: `/app:/tmp:/internal/shared/auto_prepend_file.php:${RUNTIME_CONSTANTS_FILE}`,
  'session.save_path': '/tmp',
  // What PHP answers a 300 MB allocation with, well before the worker's 2 GB heap.
  memory_limit: '256M',
};
