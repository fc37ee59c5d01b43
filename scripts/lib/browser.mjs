// The browser that tests and benchmarks launch: Debian's Chromium when the machine has it (CI does),
// Playwright's own otherwise. No other import, so that the Playwright config can load it.
import {existsSync} from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchOptions() {
  return existsSync(SYSTEM_CHROMIUM) ? {executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS} : {args: CHROMIUM_FLAGS.slice(1)};
}
