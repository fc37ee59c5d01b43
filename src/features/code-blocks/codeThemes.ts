import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting whose every token colour keeps 4.5:1 contrast on the block background:
 * VS Light in light mode (with a deeper red for attribute names, which VS Light draws at 4.0:1)
 * and Oceanic Next in dark mode.
 */
const lightPalette: PrismTheme = {
  ...themes.vsLight,
  styles: [...themes.vsLight.styles, {types: ['attr-name'], style: {color: 'rgb(196, 0, 0)'}}],
};
const darkPalette: PrismTheme = themes.oceanicNext;

type Declarations = Record<string, string | number>;

/** The style each token type gets in a palette; later entries win, as in prism-react-renderer. */
function stylesByType(theme: PrismTheme): Map<string, Declarations> {
  const byType = new Map<string, Declarations>();
  for (const {types, style, languages} of theme.styles) {
    if (languages) continue;
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as Declarations)});
  }
  return byType;
}

const light = stylesByType(lightPalette);
const dark = stylesByType(darkPalette);
const tokenTypes = [...new Set([...light.keys(), ...dark.keys()])].sort();
const cssName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const variable = (type: string, property: string) => `--code-${type}-${cssName(property)}`;
// What a token looks like when a palette gives it no style of its own.
const UNSTYLED: Declarations = {color: 'inherit', fontStyle: 'inherit', fontWeight: 'inherit', opacity: 1};

function propertiesOf(type: string): string[] {
  return [...new Set([...Object.keys(light.get(type) ?? {}), ...Object.keys(dark.get(type) ?? {})])];
}

/**
 * One theme for both colour modes: every colour is a CSS variable that codeThemeCss() defines per
 * mode. The server-rendered code blocks are then right in either mode, so they hydrate as they are
 * instead of being rendered a second time once the colour mode is known.
 */
export const codeTheme: PrismTheme = {
  plain: {color: 'var(--code-plain-color)', backgroundColor: 'var(--code-plain-background-color)'},
  styles: tokenTypes.map((type) => ({
    types: [type],
    style: Object.fromEntries(propertiesOf(type).map((property) => [property, `var(${variable(type, property)})`])),
  })),
};

function declarations(palette: PrismTheme, byType: Map<string, Declarations>): string {
  const lines = [
    `--code-plain-color:${palette.plain.color};`,
    `--code-plain-background-color:${palette.plain.backgroundColor};`,
  ];
  for (const type of tokenTypes) {
    for (const property of propertiesOf(type)) {
      lines.push(`${variable(type, property)}:${byType.get(type)?.[property] ?? UNSTYLED[property] ?? 'inherit'};`);
    }
  }
  return lines.join('');
}

/** The CSS variables of codeTheme for each colour mode (light also without JavaScript). */
export function codeThemeCss(): string {
  return `:root{${declarations(lightPalette, light)}}[data-theme='dark']{${declarations(darkPalette, dark)}}`;
}
