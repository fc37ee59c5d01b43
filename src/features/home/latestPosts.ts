import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export type LatestPost = {title: string; permalink: string; date: string; description: string};
export type LatestPostsData = {posts: LatestPost[]};

const HOW_MANY = 3;

/** Hands the home page the newest blog posts, read from the blog plugin's content at build time. */
export default function latestPostsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      // Unlisted posts are reachable by their address only: the home page must not advertise them.
      const listed = (blog?.blogPosts ?? []).filter(({metadata}) => !metadata.unlisted);
      const posts = listed.slice(0, HOW_MANY).map(({metadata}) => ({
        title: metadata.title,
        permalink: metadata.permalink,
        date: metadata.date.toISOString(),
        description: metadata.description,
      }));
      actions.setGlobalData({posts} satisfies LatestPostsData);
    },
  };
}
