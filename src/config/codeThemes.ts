import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes whose every token colour keeps 4.5:1 contrast on the block background.
 * VS Light draws attribute names in pure red (4.0:1 on white); a deeper red fixes that.
 */
export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  styles: [...themes.vsLight.styles, {types: ['attr-name'], style: {color: 'rgb(196, 0, 0)'}}],
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;
