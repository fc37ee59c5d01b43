import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Reliance} from '../reliances';
import {broken, installedFile} from '../contract';
import {wrappedThemeComponents} from './sources';

const wrapped = wrappedThemeComponents();

/** The classic theme's compiled component at a theme path (`DocItem/Footer`), if it has one. */
function themeComponentFile(component: string): string | undefined {
  const theme = installedFile('@docusaurus/theme-classic', 'lib/theme');
  return [join(theme, component, 'index.js'), join(theme, `${component}.js`)].find((file) => existsSync(file));
}

export const wrappedComponents: Reliance = {
  id: 'wrapped-theme-components',
  what: `The classic theme's components the site wraps (\`@theme-init/…\` and \`@theme-original/…\`): ${[...wrapped.keys()].sort().join(', ')}. A wrapper of a component the theme no longer has fails the build`,
  upstream: {package: '@docusaurus/theme-classic', checkedOn: '3.8.1'},
  usedIn: [...new Set([...wrapped.values()].flatMap(({files}) => files))].sort(),
  tier: 'install',
  check() {
    if (wrapped.size === 0)
      broken('no wrapper found in the theme folders (src/theme, src/features/*/theme): the scan is wrong');
    const missing = [...wrapped].filter(([component]) => !themeComponentFile(component));
    if (missing.length)
      broken(
        `the theme no longer has ${missing.map(([component, {files}]) => `${component} (wrapped in ${files.join(', ')})`).join('; ')}`,
      );
  },
};
