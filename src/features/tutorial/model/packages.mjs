// @ts-check
// The packages of the tutorial's project, declared once: its Check runs the reader's code on them in
// the browser, its tests run every step on them (tests/steps.examples.mjs), and its Download's
// composer.json requires them (download/downloadFiles.ts). Step 9 adds a container (PHP-DI).
import {packageSet} from '../../playground/client.ts';

export const TUTORIAL_PACKAGES = packageSet(['php-di/php-di']);
