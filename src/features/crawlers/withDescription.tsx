import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * A theme page with the meta description (and og:description) that search results and link previews
 * show, for pages the theme leaves without one. Rendered after the page, so it wins over the page's own.
 */
export function withDescription<Props extends object>(
  Page: ComponentType<Props>,
  description: string,
): ComponentType<Props> {
  return function DescribedPage(props: Props): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageMetadata description={description} />
      </>
    );
  };
}
