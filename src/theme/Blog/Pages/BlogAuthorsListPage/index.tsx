// The list of authors, with a description (the theme gives it none).
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withDescription} from '@site/src/utils/withDescription';

export default withDescription(BlogAuthorsListPage, 'The maintainers and contributors who write the Slim Framework blog, each with their posts.');
