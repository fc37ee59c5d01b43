// A post's date and reading time, under its title in the blog's lists and on the post. The theme's own
// creates an Intl date format and Intl plural rules as it renders, and the first Intl object a page
// creates costs 120-280 ms of main thread on a phone-speed CPU (../../../../shownDate.ts): this one
// writes the same text without Intl. The site is in English only, so "One min read" / "N min read".
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {shownDate} from '../../../../shownDate';
import styles from './styles.module.css';

/** "One min read" or "N min read" (the theme's message: English forms, one and other). */
function readingTimeText(minutes: number): string {
  const rounded = Math.ceil(minutes);
  const [one, other] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description: 'Pluralized label for "{readingTime} min read": one form, then the other, separated by "|"',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime: rounded},
  ).split('|');
  return (rounded === 1 ? one : (other ?? one))!;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={metadata.date}>{shownDate(metadata.date, 'long')}</time>
      {metadata.readingTime !== undefined && <>{` · ${readingTimeText(metadata.readingTime)}`}</>}
    </div>
  );
}
