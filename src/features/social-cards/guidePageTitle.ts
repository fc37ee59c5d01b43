// The document title of a guide page. Many subjects have a page in several guides ("Installation"
// in Slim 4 and Slim 3): the older guides' titles name their Slim, so search results and browser
// tabs tell them apart, while the current guide, which readers land on most, keeps the plain title.
import {currentVersion, guideVersions} from '../../config/versions';

/**
 * "Installation (Slim 3)" for a page of an older guide, "Installation" for the current one.
 * @param title the page's own title (its front matter, its heading)
 * @param versionName the docs plugin's name of its guide: `current`, `3.x`
 */
export function guidePageTitle(title: string, versionName: string): string {
  const guide = guideVersions.find((version) => version.name === versionName);
  if (!guide) throw new Error(`No guide named "${versionName}" in src/config/versions.ts`);
  return guide.major === currentVersion.major ? title : `${title} (Slim ${guide.major})`;
}
