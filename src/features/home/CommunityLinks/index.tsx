import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {siteIdentity} from '@site/src/config/siteIdentity';
import styles from './styles.module.css';

const COMMUNITY = [
  {label: 'Support forum', href: siteIdentity.links.forum, text: 'Ask the community and the maintainers for help.'},
  {label: 'Stack Overflow', href: siteIdentity.links.stackOverflow, text: 'Search answered questions tagged slim.'},
  {label: 'GitHub', href: siteIdentity.links.github, text: 'Report a bug, read the code or send a pull request.'},
];

export default function CommunityLinks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="community-heading">
      <div className="container">
        <Heading as="h2" id="community-heading">
          Get help and get involved
        </Heading>
        <ul className={styles.list}>
          {COMMUNITY.map((item) => (
            <li key={item.label}>
              <Link href={item.href}>{item.label}</Link>: {item.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
