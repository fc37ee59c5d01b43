// The list of tags, with a description (the theme gives it none).
import BlogTagsListPage from '@theme-init/BlogTagsListPage';
import {withDescription} from '../../withDescription';

export default withDescription(
  BlogTagsListPage,
  'The topics of the Slim Framework blog: release announcements, tutorials and project news.',
);
