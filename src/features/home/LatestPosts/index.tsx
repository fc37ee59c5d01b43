import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type {LatestPostsData} from '../latestPosts';
import {shownDate} from '../../crawlers/client';
import styles from './styles.module.css';

export default function LatestPosts(): ReactNode {
  const {posts} = usePluginData('latest-posts') as LatestPostsData;
  return (
    <section className={styles.section} aria-labelledby="latest-posts-heading">
      <div className="container">
        <Heading as="h2" id="latest-posts-heading">
          From the blog
        </Heading>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.item}>
              <time dateTime={post.date} className={styles.date}>
                {shownDate(post.date, 'long')}
              </time>
              <Heading as="h3" className={styles.title}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/blog">All posts</Link>
      </div>
    </section>
  );
}
