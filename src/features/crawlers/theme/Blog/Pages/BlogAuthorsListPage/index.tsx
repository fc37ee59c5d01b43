// The list of authors, with a description (the theme gives it none).
import BlogAuthorsListPage from '@theme-init/Blog/Pages/BlogAuthorsListPage';
import {withDescription} from '../../../../withDescription';

export default withDescription(BlogAuthorsListPage, 'The maintainers and contributors who write the Slim Framework blog, each with their posts.');
