import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import OriginalContent from '@theme-init/CodeBlock/Content';

// In the browser the theme's client module that registers the site's Prism languages is left out
// of the main bundle (src/features/code-blocks/lazyPrism): they are registered here, with Prism, on first use.
// On the server that module has run already.
if (!Prism.languages.php) prismIncludeLanguages(Prism);

const Content: ComponentType<Props> = OriginalContent;
export default Content;
