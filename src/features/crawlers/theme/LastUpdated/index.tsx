// "Last updated on <date>" under a doc page or post. The theme's own marks the date with
// itemprop="dateModified" outside any itemscope, which HTML does not allow (the page's structured data
// is its JSON-LD), so the date is a plain <time>, written without Intl (../../shownDate.ts says why).
// When a page shows a date, and which: README, "Dates".
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {shownDate} from '../../shownDate';

function UpdateDate({timestamp}: {timestamp: number}): ReactNode {
  const date = new Date(timestamp);
  return (
    <b>
      <time dateTime={date.toISOString()}>{shownDate(date, 'short')}</time>
    </b>
  );
}

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{date: <UpdateDate timestamp={lastUpdatedAt} />}}
            >
              {' on {date}'}
            </Translate>
          ),
          byUser: '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
