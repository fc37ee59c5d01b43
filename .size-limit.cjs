// size-limit (`npm run test:budgets`): the start-up files every page fetches before its app runs,
// Brotli-compressed as nginx serves them. Raise a limit only with the reader benefit that pays for it
// (docs-dev/decisions/0005-rent.md).
module.exports = [
  {
    name: 'start-up JavaScript (runtime, main, app modules)',
    path: ['build/assets/js/runtime~main.*.js', 'build/assets/js/main.*.js', 'build/assets/js/app-modules.*.js'],
    brotli: true,
    limit: '128 KB',
  },
  {name: 'the stylesheet', path: 'build/assets/css/styles.*.css', brotli: true, limit: '17 KB'},
];
