// Who the site is and where it points: one place for the facts the config, pages and tests share.
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
    // Changing the id shows the bar again to readers who dismissed an earlier one.
    id: 'slim-4.14.0',
    html: (baseUrl: string): string =>
      `Slim 4.14.0 is out, with template generics for your container. <a href="${baseUrl}blog/slim-4.14.0-release">Read the release notes</a>.`,
  },
};
