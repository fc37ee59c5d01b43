// Who the site is and where it points: one place for the facts the config, pages and tests share.
import {latestRelease} from './latestRelease';

export const siteIdentity = {
  title: 'Slim Framework',
  tagline: 'a micro framework for PHP',
  // The year the site is built: a deploy in a new year moves it on without an edit.
  copyright: `Copyright © ${new Date().getFullYear()} Slim Framework Team. Built with Docusaurus.`,
  links: {
    github: 'https://github.com/slimphp/Slim',
    forum: 'https://discourse.slimframework.com',
    stackOverflow: 'https://stackoverflow.com/questions/tagged/slim',
  },
  announcement: {
    // A new release changes the id, which shows the bar again to readers who dismissed an earlier one.
    id: `slim-${latestRelease.version}`,
    html: (baseUrl: string): string =>
      `Slim ${latestRelease.version} is out, with ${latestRelease.headline}. <a href="${baseUrl}blog/${latestRelease.postSlug}">Read the release notes</a>.`,
  },
};
