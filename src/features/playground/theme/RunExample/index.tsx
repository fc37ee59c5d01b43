// The Run button and its panel, as a theme component (`@theme/RunExample`): how the guide's pages
// (src/theme/MDXComponents.tsx) and the home page's hero render it.
export {default} from '../../RunExample';
