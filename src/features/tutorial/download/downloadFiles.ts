// A tutorial step's state as a project that runs on its own: the reader's files, a composer.json
// requiring the tutorial's packages (model/packages.mjs, the set Check runs on, at the versions the
// browser ran), PHPUnit tests that send the step's checks to the app in memory, and a README. Pure:
// the Download button zips what this returns.
import {composerProjectFor, pinnedVersions} from '../../playground/client';
import type {Check} from '../model/checks.mjs';
import {TUTORIAL_PACKAGES} from '../model/packages.mjs';
import {checksTest, phpunitXml, testsBootstrap} from './projectTests';

export type DownloadStep = {slug: string; title: string; checks: Check[]};
export type ProjectFiles = Record<string, string>;

/**
 * The PHPUnit the README installs: every version that reads the test's #[DataProvider] attribute
 * (10.5 and later), so Composer picks the newest the reader's PHP supports.
 */
export const PHPUNIT_CONSTRAINT = '^10.5 || ^11.5 || ^12.0';

/** Only the reader's own code travels: files under public/ and src/, without a way out of the project. */
const READER_FILE = /^(public|src)\/(?:[\w.-]+\/)*[\w-][\w.-]*$/;

function composerJson(): string {
  const {require} = composerProjectFor(TUTORIAL_PACKAGES, pinnedVersions, 'slim-tutorial/bookmarks-api');
  const composer = {
    name: 'slim-tutorial/bookmarks-api',
    description: 'A JSON API built with Slim 4, step by step.',
    type: 'project',
    license: 'MIT',
    require,
    autoload: {'psr-4': {'App\\': 'src/'}},
    config: {'sort-packages': true},
  };
  return `${JSON.stringify(composer, null, 4)}\n`;
}

function readme(step: DownloadStep): string {
  return `# ${step.title}: a Slim 4 app

Your code from the Slim tutorial's step "${step.title}", ready to run on your own machine. You need
PHP 8.1 or later and [Composer](https://getcomposer.org).

\`\`\`bash
composer install
php -S localhost:8080 -t public
\`\`\`

The first command installs Slim and the packages the code uses into \`vendor/\`; the second serves the
app at http://localhost:8080/ with PHP's built-in web server (for development, not production).

## Tests

\`tests/StepChecksTest.php\` sends each of the step's checks (\`tests/checks.json\`: this step's own and
the earlier steps' that still hold) to the app in memory, with no web server. Add PHPUnit to the
project, then run it:

\`\`\`bash
composer require --dev "phpunit/phpunit:${PHPUNIT_CONSTRAINT}"
vendor/bin/phpunit
\`\`\`

Composer picks the newest PHPUnit your PHP runs: 10.5 on PHP 8.1, 11.5 on PHP 8.2, 12 on PHP 8.3 and
later. The test names its data provider with the \`#[DataProvider]\` attribute those versions read.
`;
}

/**
 * The files of a standalone project for one step's state.
 * @param step the step the state belongs to (its title names the project, its checks become the tests)
 * @param files the reader's files, path → contents; anything outside public/ and src/ is left out
 */
export function downloadFiles(step: DownloadStep, files: ProjectFiles): ProjectFiles {
  const own: ProjectFiles = {};
  for (const [path, code] of Object.entries(files)) {
    if (READER_FILE.test(path) && !path.split('/').includes('..')) own[path] = code;
  }
  return {
    'README.md': readme(step),
    'composer.json': composerJson(),
    'phpunit.xml': phpunitXml(),
    ...own,
    'tests/bootstrap.php': testsBootstrap(),
    'tests/checks.json': `${JSON.stringify(step.checks, null, 2)}\n`,
    'tests/StepChecksTest.php': checksTest(),
  };
}
