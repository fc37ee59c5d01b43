// The list of tags, with a description (the theme gives it none).
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withDescription} from '@site/src/utils/withDescription';

export default withDescription(BlogTagsListPage, 'The topics of the Slim Framework blog: release announcements, tutorials and project news.');
