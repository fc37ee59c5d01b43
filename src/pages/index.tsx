import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/features/home/HomeHero';
import HomeFeatures from '@site/src/features/home/HomeFeatures';
import HomeInstall from '@site/src/features/home/HomeInstall';
import LatestPosts from '@site/src/features/home/LatestPosts';
import CommunityLinks from '@site/src/features/home/CommunityLinks';

export default function Home(): ReactNode {
  // No title: the home page's document title is the site title alone.
  return (
    <Layout description="Slim is a PHP micro framework for writing web applications and APIs with PSR-7, PSR-15 middleware and any PSR-11 container.">
      <HomeHero />
      <main>
        <HomeFeatures />
        <HomeInstall />
        <LatestPosts />
        <CommunityLinks />
      </main>
    </Layout>
  );
}
