#!/bin/sh
# The pure renames of the one-folder-per-feature move (issue 26, Build item 1), as one commit: every
# file keeps its content, so git sees each move as a 100 % rename and carries edits made meanwhile
# on the old paths into the new ones. Imports and config are fixed in the commits after it.
# Run from the repository root on the tree before the move; kept so the move can be checked.
set -eu

mv_to() { mkdir -p "$(dirname "$2")" && git mv "$1" "$2"; }

# boot: the page template, the inline loader, the bundler's chunk array name; the deferred phone menu.
mv_to src/boot/README.md src/features/boot/README.md
mv_to src/boot/appLoader.js src/features/boot/appLoader.js
mv_to src/boot/chunkGlobal.ts src/features/boot/chunkGlobal.ts
mv_to src/boot/ssrTemplate.ts src/features/boot/ssrTemplate.ts
mv_to src/theme/Navbar/MobileSidebar/index.tsx src/features/boot/theme/Navbar/MobileSidebar/index.tsx
mv_to tests/e2e/deferred-app.spec.ts src/features/boot/tests/deferred-app.spec.ts
mv_to tests/e2e/mobile-menu.spec.ts src/features/boot/tests/mobile-menu.spec.ts
mv_to tests/content/boot-chunks.test.mjs src/features/boot/tests/boot-chunks.test.mjs

# search: the index plugin, the engine shared by build and browser, the box, the page, the snippet.
mv_to src/plugins/searchIndex/index.ts src/features/search/index.ts
mv_to src/plugins/searchIndex/extract.ts src/features/search/extract.ts
mv_to src/search/client.ts src/features/search/client.ts
mv_to src/search/engine.mjs src/features/search/engine.mjs
mv_to src/search/highlight.ts src/features/search/highlight.ts
mv_to src/search/text.mjs src/features/search/text.mjs
mv_to src/theme/SearchBar/index.tsx src/features/search/theme/SearchBar/index.tsx
mv_to src/theme/SearchBar/styles.module.css src/features/search/theme/SearchBar/styles.module.css
mv_to src/pages/search/index.tsx src/features/search/SearchPage/index.tsx
mv_to src/pages/search/styles.module.css src/features/search/SearchPage/styles.module.css
mv_to src/components/SearchSnippet/index.tsx src/features/search/SearchSnippet/index.tsx
mv_to src/components/SearchSnippet/styles.module.css src/features/search/SearchSnippet/styles.module.css
mv_to tests/e2e/search.spec.ts src/features/search/tests/search.spec.ts
mv_to tests/content/search-engine.test.mjs src/features/search/tests/search-engine.test.mjs
mv_to tests/content/search-index.test.mjs src/features/search/tests/search-index.test.mjs
mv_to tests/content/search-relevance.test.mjs src/features/search/tests/search-relevance.test.mjs

# code-blocks: hydration from server HTML, lazy Prism, the code theme, highlighted languages, shared tabs.
mv_to src/theme/CodeBlock/index.tsx src/features/code-blocks/theme/CodeBlock/index.tsx
mv_to src/theme/CodeBlock/Content/index.tsx src/features/code-blocks/theme/CodeBlock/Content/index.tsx
mv_to src/theme/CodeBlock/Content/Highlighted.tsx src/features/code-blocks/theme/CodeBlock/Content/Highlighted.tsx
mv_to src/theme/prism-include-languages.ts src/features/code-blocks/theme/prism-include-languages.ts
mv_to src/theme/Tabs/index.tsx src/features/code-blocks/theme/Tabs/index.tsx
mv_to src/plugins/lazyPrism/index.ts src/features/code-blocks/lazyPrism/index.ts
mv_to src/plugins/lazyPrism/noClientModule.js src/features/code-blocks/lazyPrism/noClientModule.js
mv_to src/plugins/codeThemeVariables.ts src/features/code-blocks/codeThemeVariables.ts
mv_to src/config/codeThemes.ts src/features/code-blocks/codeThemes.ts
mv_to src/config/prismLanguages.ts src/features/code-blocks/prismLanguages.ts
mv_to src/config/tabGroups.ts src/features/code-blocks/tabGroups.ts
mv_to tests/e2e/code-blocks.spec.ts src/features/code-blocks/tests/code-blocks.spec.ts
mv_to tests/e2e/tabs.spec.ts src/features/code-blocks/tests/tabs.spec.ts
mv_to tests/content/code-highlighting.test.mjs src/features/code-blocks/tests/code-highlighting.test.mjs
mv_to tests/content/lazy-prism.test.mjs src/features/code-blocks/tests/lazy-prism.test.mjs

# playground: the Run button and its PHP worker, the plugins that feed it, the PHP-example model,
# the Composer project the build packs.
mv_to src/components/RunExample/CodeEditor.tsx src/features/playground/RunExample/CodeEditor.tsx
mv_to src/components/RunExample/Playground.tsx src/features/playground/RunExample/Playground.tsx
mv_to src/components/RunExample/index.tsx src/features/playground/RunExample/index.tsx
mv_to src/components/RunExample/modules.d.ts src/features/playground/RunExample/modules.d.ts
mv_to src/components/RunExample/php.worker.ts src/features/playground/RunExample/php.worker.ts
mv_to src/components/RunExample/phpClient.ts src/features/playground/RunExample/phpClient.ts
mv_to src/components/RunExample/protocol.ts src/features/playground/RunExample/protocol.ts
mv_to src/components/RunExample/statusLine.ts src/features/playground/RunExample/statusLine.ts
mv_to src/components/RunExample/styles.module.css src/features/playground/RunExample/styles.module.css
mv_to src/plugins/phpPlayground.ts src/features/playground/phpPlayground.ts
mv_to src/plugins/remarkRunExamples.ts src/features/playground/remarkRunExamples.ts
mv_to src/plugins/homeExample.ts src/features/playground/homeExample.ts
mv_to scripts/lib/php-examples.mjs src/features/playground/model/php-examples.mjs
mv_to scripts/lib/composer.mjs src/features/playground/model/composer.mjs
mv_to tests/examples/v4/composer.json src/features/playground/composer/composer.json
mv_to tests/examples/v4/.gitignore src/features/playground/composer/.gitignore
mv_to tests/e2e/run-example.spec.ts src/features/playground/tests/run-example.spec.ts

# versions: counterparts across guides, the version banner, badge and dropdown, current-version strings.
mv_to src/theme/DocVersionBanner/index.tsx src/features/versions/theme/DocVersionBanner/index.tsx
mv_to src/theme/DocVersionBadge/index.tsx src/features/versions/theme/DocVersionBadge/index.tsx
mv_to src/theme/DocVersionBadge/styles.module.css src/features/versions/theme/DocVersionBadge/styles.module.css
mv_to src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx src/features/versions/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx
mv_to src/components/VersionCounterparts/index.tsx src/features/versions/VersionCounterparts/index.tsx
mv_to src/components/VersionCounterparts/styles.module.css src/features/versions/VersionCounterparts/styles.module.css
mv_to src/components/VersionCounterparts/useVersionCounterparts.ts src/features/versions/VersionCounterparts/useVersionCounterparts.ts
mv_to src/config/counterparts.ts src/features/versions/counterparts.ts
mv_to src/config/versionCounterparts.json src/features/versions/versionCounterparts.json
mv_to src/plugins/remarkCounterpartLinks.ts src/features/versions/remarkCounterpartLinks.ts
mv_to src/plugins/currentVersion.ts src/features/versions/currentVersion.ts
mv_to tests/e2e/versions.spec.ts src/features/versions/tests/versions.spec.ts
mv_to tests/e2e/version-counterparts.spec.ts src/features/versions/tests/version-counterparts.spec.ts
mv_to tests/content/version-counterparts.test.mjs src/features/versions/tests/version-counterparts.test.mjs

# page-tools: "Copy page" and "Report a problem with this page".
mv_to src/components/CopyPageButton/index.tsx src/features/page-tools/CopyPageButton/index.tsx
mv_to src/components/CopyPageButton/styles.module.css src/features/page-tools/CopyPageButton/styles.module.css
mv_to src/components/ReportProblemLink/index.tsx src/features/page-tools/ReportProblemLink/index.tsx
mv_to src/components/ReportProblemLink/styles.module.css src/features/page-tools/ReportProblemLink/styles.module.css
mv_to src/theme/DocItem/Footer/index.tsx src/features/page-tools/theme/DocItem/Footer/index.tsx
mv_to src/theme/DocItem/Content/index.tsx src/features/page-tools/theme/DocItem/Content/index.tsx
mv_to src/theme/EditThisPage/index.tsx src/features/page-tools/theme/EditThisPage/index.tsx
mv_to src/theme/BlogPostItem/Footer/index.tsx src/features/page-tools/theme/BlogPostItem/Footer/index.tsx
mv_to src/theme/BlogPostItem/Header/Title/index.tsx src/features/page-tools/theme/BlogPostItem/Header/Title/index.tsx
mv_to src/utils/reportProblem.ts src/features/page-tools/reportProblem.ts
mv_to tests/e2e/page-tools.spec.ts src/features/page-tools/tests/page-tools.spec.ts
mv_to tests/content/page-footer.test.mjs src/features/page-tools/tests/page-footer.test.mjs

# markdown-copies: <page>.md, llms.txt and llms-full.txt after the build.
mv_to src/plugins/markdownCopies/index.ts src/features/markdown-copies/index.ts
mv_to src/plugins/markdownCopies/toMarkdown.ts src/features/markdown-copies/toMarkdown.ts
mv_to tests/content/markdown-copies.test.mjs src/features/markdown-copies/tests/markdown-copies.test.mjs

# social-cards: each page's card image and the tags that name it.
mv_to src/plugins/socialCards/index.ts src/features/social-cards/index.ts
mv_to src/plugins/socialCards/card.ts src/features/social-cards/card.ts
mv_to src/components/SocialCardMetadata/index.tsx src/features/social-cards/SocialCardMetadata/index.tsx
mv_to src/theme/DocItem/Metadata/index.tsx src/features/social-cards/theme/DocItem/Metadata/index.tsx
mv_to src/theme/BlogPostPage/Metadata/index.tsx src/features/social-cards/theme/BlogPostPage/Metadata/index.tsx
mv_to tests/content/social-cards.test.mjs src/features/social-cards/tests/social-cards.test.mjs

# not-found: the 404 page's closest pages.
mv_to src/theme/NotFound/Content/index.tsx src/features/not-found/theme/NotFound/Content/index.tsx
mv_to src/theme/NotFound/Content/styles.module.css src/features/not-found/theme/NotFound/Content/styles.module.css
mv_to src/components/NotFoundHelp/closestPages.ts src/features/not-found/NotFoundHelp/closestPages.ts
mv_to src/components/NotFoundHelp/index.tsx src/features/not-found/NotFoundHelp/index.tsx
mv_to src/components/NotFoundHelp/styles.module.css src/features/not-found/NotFoundHelp/styles.module.css
mv_to tests/e2e/not-found.spec.ts src/features/not-found/tests/not-found.spec.ts

# home: the home page's sections and the newest posts it lists.
mv_to src/components/HomeHero/hello-world.md src/features/home/HomeHero/hello-world.md
mv_to src/components/HomeHero/index.tsx src/features/home/HomeHero/index.tsx
mv_to src/components/HomeHero/modules.d.ts src/features/home/HomeHero/modules.d.ts
mv_to src/components/HomeHero/styles.module.css src/features/home/HomeHero/styles.module.css
mv_to src/components/HomeFeatures/index.tsx src/features/home/HomeFeatures/index.tsx
mv_to src/components/HomeFeatures/styles.module.css src/features/home/HomeFeatures/styles.module.css
mv_to src/components/HomeInstall/index.tsx src/features/home/HomeInstall/index.tsx
mv_to src/components/HomeInstall/styles.module.css src/features/home/HomeInstall/styles.module.css
mv_to src/components/LatestPosts/index.tsx src/features/home/LatestPosts/index.tsx
mv_to src/components/LatestPosts/styles.module.css src/features/home/LatestPosts/styles.module.css
mv_to src/components/CommunityLinks/index.tsx src/features/home/CommunityLinks/index.tsx
mv_to src/components/CommunityLinks/styles.module.css src/features/home/CommunityLinks/styles.module.css
mv_to src/plugins/latestPosts.ts src/features/home/latestPosts.ts

# Shared by several features and the scripts.
mv_to src/plugins/lib/sitePages.ts src/lib/sitePages.ts
mv_to scripts/lib/files.mjs src/lib/files.mjs
