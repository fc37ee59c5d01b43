import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import RunExample from '@theme/RunExample';
import {siteIdentity} from '@site/src/config/siteIdentity';
import {currentGuidePage, currentVersion} from '@site/src/config/versions';
// Written once in hello-world.md, which the example runner also runs.
import helloWorld from '@generated/home-example/default/hello-world.json';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <Heading as="h1" className={styles.title}>
            {siteIdentity.title}
          </Heading>
          <p className={styles.tagline}>Slim is {siteIdentity.tagline}.</p>
          <p className={styles.lead}>
            Write web applications and APIs with a fast router, PSR-7 messages and PSR-15 middleware, and bring the
            libraries you already like. Slim does the HTTP work and stays out of the way of everything else.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={currentGuidePage('start/installation')}>
              Install Slim {currentVersion.major}
            </Link>
            <Link className="button button--secondary button--lg" to={currentGuidePage()}>
              Read the user guide
            </Link>
          </div>
        </div>
        <div className={styles.code}>
          <CodeBlock language="php" title={helloWorld.title}>
            {helloWorld.code}
          </CodeBlock>
          <RunExample example={helloWorld.runButton} />
        </div>
      </div>
    </header>
  );
}
