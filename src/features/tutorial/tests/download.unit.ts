// The download of a step's state: which files a standalone project gets, and that the zip holds them.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {unzipSync, strFromU8} from 'fflate';
import {pinnedVersions as playgroundComposer} from '../../playground/client';
import {downloadFiles, zipBytes, type DownloadStep} from '../download';
import {TUTORIAL_PACKAGES} from '../model/packages.mjs';
import {PHPUNIT_CONSTRAINT} from '../download/downloadFiles';

const step: DownloadStep = {
  slug: '02-route-placeholders',
  title: 'Route placeholders',
  checks: [{name: 'GET /hello/Ann greets Ann', request: {method: 'GET', path: '/hello/Ann'}, expect: {status: 200}}],
};
const index =
  "<?php\nuse Slim\\Factory\\AppFactory;\nrequire __DIR__ . '/../vendor/autoload.php';\n$app = AppFactory::create();\n$app->run();\n";
const pinned = playgroundComposer.require as Record<string, string>;

test("every step requires the tutorial's package set, the one Check runs on, at the pinned versions, and nothing else", () => {
  const composer = JSON.parse(downloadFiles(step, {'public/index.php': index})['composer.json']);
  assert.deepEqual(composer.require, {
    php: pinned.php,
    'php-di/php-di': pinned['php-di/php-di'],
    'slim/psr7': pinned['slim/psr7'],
    'slim/slim': pinned['slim/slim'],
  });
  assert.deepEqual(Object.keys(composer.require).slice(1), TUTORIAL_PACKAGES);
  assert.deepEqual(composer.autoload, {'psr-4': {'App\\': 'src/'}});
});

test("the reader's files are kept as they are, beside the README, composer.json and the tests", () => {
  const files = {'public/index.php': index, 'src/Middleware/RequireJson.php': '<?php\n// mine\n'};
  const project = downloadFiles(step, files);
  assert.equal(project['public/index.php'], index);
  assert.equal(project['src/Middleware/RequireJson.php'], files['src/Middleware/RequireJson.php']);
  assert.deepEqual(Object.keys(project).sort(), [
    'README.md',
    'composer.json',
    'phpunit.xml',
    'public/index.php',
    'src/Middleware/RequireJson.php',
    'tests/StepChecksTest.php',
    'tests/bootstrap.php',
    'tests/checks.json',
  ]);
  assert.deepEqual(JSON.parse(project['tests/checks.json']), step.checks);
});

test('files outside public/ and src/, or leaving the project, are left out', () => {
  const project = downloadFiles(step, {
    'public/index.php': index,
    'composer.json': '{"scripts": {"post-install-cmd": "rm -rf ~"}}',
    'src/../../etc/passwd': 'x',
    '/etc/hosts': 'x',
    'public/.htaccess': 'x',
  });
  assert.deepEqual(JSON.parse(project['composer.json']).scripts, undefined);
  assert.equal(
    Object.keys(project).some((path) => path.includes('..') || path.startsWith('/') || path.includes('.htaccess')),
    false,
  );
});

test('the README gives the two commands and how to run the tests', () => {
  const readme = downloadFiles(step, {'public/index.php': index})['README.md'];
  assert.match(readme, /^# Route placeholders/);
  assert.match(readme, /\ncomposer install\nphp -S localhost:8080 -t public\n/);
  assert.match(readme, /vendor\/bin\/phpunit/);
});

// PHPUnit 10 reads #[DataProvider]; 11 deprecates doc-comment metadata and 12 ignores it. Debian's
// PHPUnit 9.6, which CI runs, reads only the annotation: the test carries both, naming one provider.
test('the README pins a PHPUnit that reads the attribute, and the test names its provider both ways', () => {
  const project = downloadFiles(step, {'public/index.php': index});
  assert.ok(project['README.md'].includes(`composer require --dev "phpunit/phpunit:${PHPUNIT_CONSTRAINT}"`));
  assert.equal(
    PHPUNIT_CONSTRAINT.split(' || ').every((part) => /^\^(1[0-9])\./.test(part)),
    true,
  );
  const test = project['tests/StepChecksTest.php'];
  assert.match(test, /use PHPUnit\\Framework\\Attributes\\DataProvider;/);
  assert.match(test, /#\[DataProvider\('checks'\)\]\n {4}public function testCheck/);
  assert.match(test, /@dataProvider checks\n/);
});

test('the zip holds exactly the files, byte for byte', () => {
  const project = downloadFiles(step, {'public/index.php': index, 'src/Ünïcode.php': '<?php // é\n'});
  const unzipped = unzipSync(zipBytes(project));
  assert.deepEqual(Object.keys(unzipped).sort(), Object.keys(project).sort());
  for (const [path, contents] of Object.entries(project)) assert.equal(strFromU8(unzipped[path]), contents);
});
