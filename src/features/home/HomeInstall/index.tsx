import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {latestRelease} from '@site/src/config/latestRelease';
import {currentGuidePage} from '@site/src/config/versions';
import styles from './styles.module.css';

export default function HomeInstall(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install-heading">
      <div className="container">
        <Heading as="h2" id="install-heading">
          Install with Composer
        </Heading>
        <div className={styles.columns}>
          <div>
            <Heading as="h3">Start from the skeleton</Heading>
            <p>
              The skeleton application gives you a working project layout with logging, dependency injection and tests
              already wired.
            </p>
            <CodeBlock language="bash">composer create-project slim/slim-skeleton my-app</CodeBlock>
          </div>
          <div>
            <Heading as="h3">Add Slim to a project</Heading>
            <p>
              Install the framework and a PSR-7 implementation, then write your first route in{' '}
              <code>public/index.php</code>.
            </p>
            <CodeBlock language="bash">{`composer require slim/slim:"${latestRelease.constraint}" slim/psr7`}</CodeBlock>
          </div>
        </div>
        <p>
          Slim 4 needs PHP 7.4 or newer; PHP 8 is recommended. The{' '}
          <Link to={currentGuidePage('start/installation')}>installation guide</Link> covers the other PSR-7
          implementations and the <Link to={currentGuidePage('start/web-servers')}>web server set-up</Link>.
        </p>
      </div>
    </section>
  );
}
