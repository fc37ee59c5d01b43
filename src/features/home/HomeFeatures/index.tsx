import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {currentGuidePage} from '@site/src/config/versions';
import styles from './styles.module.css';

type Feature = {title: string; to: string; description: string};

const FEATURES: Feature[] = [
  {
    title: 'HTTP router',
    to: currentGuidePage('objects/routing'),
    description:
      'Map each HTTP method and URI pattern to a callback or a controller, with placeholders, named routes and groups, on top of FastRoute.',
  },
  {
    title: 'Middleware',
    to: currentGuidePage('concepts/middleware'),
    description:
      'Wrap your application in layers that inspect or change the request and response, using the PSR-15 middleware you write or install.',
  },
  {
    title: 'PSR-7 support',
    to: currentGuidePage('concepts/value-objects'),
    description:
      'Work with immutable request and response objects, and pick the PSR-7 implementation you prefer: Slim-Psr7, Nyholm, Guzzle or Laminas.',
  },
  {
    title: 'Dependency injection',
    to: currentGuidePage('concepts/di'),
    description:
      'Give Slim any PSR-11 container, such as PHP-DI, and it resolves your route handlers and middleware from it.',
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What Slim gives you
        </Heading>
        <div className={styles.grid}>
          {FEATURES.map((feature) => (
            <article key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={feature.to}>{feature.title}</Link>
              </Heading>
              <p>{feature.description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
