// The tools, their arguments and their descriptions, written for the agent that chooses them.
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import type {GuideData} from './guideData';
import type {PackageSetRunners} from './phpRunner';
import {readRunPhpArgs, runPhpResult, RunPhpInputError} from './runPhpInput';
import {errorResult, jsonResult} from './toolResults';

const version = z
  .string()
  .optional()
  .describe('The guide: "v4" (Slim 4, the default and the current release), "v3" or "v2" (old, unmaintained).');

export function registerTools(server: McpServer, data: GuideData, runner: PackageSetRunners): void {
  const slim = data.slimVersion;
  const {packageSets, defaultSet} = data.manifest;
  const installed = packageSets[defaultSet]?.installed ?? {};
  const packages = Object.entries(installed)
    .filter(([name]) => name.startsWith('slim/'))
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  const extras = [
    ...new Set(Object.values(packageSets).flatMap((set) => set.requires.filter((name) => !(name in installed)))),
  ].sort();

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Slim guides',
      description:
        "Full-text search of one Slim guide, with the site's own engine and ranking. Call it first for any Slim question: " +
        'an API name (addErrorMiddleware, getParsedBody), a setting, an error message or a task in words. ' +
        'Returns up to 8 pages, best first: title, section, url (the canonical web address), path (for get_page) ' +
        'and the passage that matched. Then read the page with get_page before answering.',
      inputSchema: {query: z.string().min(1).describe('What to look for, as a reader would type it.'), version},
    },
    async ({query, version: label}) => {
      try {
        const guide = data.version(label);
        return jsonResult({guide: guide.guide, results: data.search(query, label)});
      } catch (error) {
        return errorResult((error as Error).message);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page of a Slim guide',
      description:
        "One page of a Slim guide as Markdown: the same text as the site's .md copy of the page, which opens with " +
        'the guide version it documents, with code blocks and absolute links. Pass a path from search_docs or ' +
        'list_pages ("objects/routing", "" for the guide\'s home) or a full page URL (its version wins over the ' +
        'version argument). An unknown path answers with an error listing the closest pages.',
      inputSchema: {
        path: z.string().describe('"objects/routing", "/docs/v4/objects/routing" or a full page URL.'),
        version,
      },
    },
    async ({path, version: label}) => {
      try {
        const result = data.page(path, label);
        if (result.found) {
          return {
            content: [{type: 'text', text: `Canonical URL: ${result.page.url}\n\n${result.markdown}`}],
            structuredContent: {
              url: result.page.url,
              path: result.page.path,
              guide: result.version.guide,
              markdown: result.markdown,
            },
          };
        }
        const closest = result.closest.map((page) => `- ${page.path} (${page.title})`).join('\n');
        return errorResult(
          `The ${result.version.guide} has no page "${result.asked}". ` +
            (closest
              ? `The closest pages:\n${closest}`
              : 'No page has a close path: search with search_docs or list the pages with list_pages.'),
        );
      } catch (error) {
        return errorResult((error as Error).message);
      }
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages of a Slim guide',
      description:
        'Every page of one guide in the order of its sidebar: path (for get_page) and title. Call it to see what ' +
        'a guide covers, or when a search finds nothing.',
      inputSchema: {version},
    },
    async ({version: label}) => {
      try {
        const guide = data.version(label);
        return jsonResult({guide: guide.guide, pages: guide.pages.map(({path, title, url}) => ({path, title, url}))});
      } catch (error) {
        return errorResult((error as Error).message);
      }
    },
  );

  server.registerTool(
    'list_versions',
    {
      title: 'The Slim guides and the versions they are for',
      description:
        'The guides this server holds (v4 current, v3 and v2 old) with their page counts, and the exact packages ' +
        "and PHP that run_php runs. Call it when the user's Slim version is unclear or to cite it.",
      inputSchema: {},
    },
    async () =>
      jsonResult({
        guides: data.manifest.versions.map((guide) => ({
          version: guide.label,
          guide: guide.guide,
          current: guide.isCurrent,
          maintained: !guide.isUnmaintained,
          pages: guide.pages.length,
        })),
        run_php: {
          // What `packages` may name: each set the guide's pages install, and its installed versions.
          packageSets: Object.values(packageSets).map((set) => ({requires: set.requires, installed: set.installed})),
          php: `PHP 8.2 (${data.manifest.php.runtime} ${data.manifest.php.version})`,
        },
      }),
  );

  server.registerTool(
    'run_php',
    {
      title: 'Run a Slim 4 app',
      description:
        `Runs a Slim 4 application on PHP 8.2 (WebAssembly, the site's Run button) with ${packages} and their ` +
        'dependencies installed (plus the packages you name, as a guide page installs them), and sends it one ' +
        'HTTP request. Use it to check code before proposing it. ' +
        'files maps project paths to contents: public/index.php (required, the entry point; require ' +
        "__DIR__ . '/../vendor/autoload.php') and any src/... classes, autoloaded by their declarations. " +
        'Returns {status, headers, body, stderr, notes}: body and stderr are cut at 256 KiB (notes says so), ' +
        'a run stops after 10 s. No network, no host files, no shell: a sandbox, fresh for each run.',
      inputSchema: {
        packages: z
          .array(z.string())
          .optional()
          .describe(
            `Packages besides Slim and slim/psr7, as the page that uses them installs them: any of ${extras.join(', ')} ` +
              '(list_versions lists the combinations the guide uses). A PSR-7 implementation named here replaces slim/psr7.',
          ),
        files: z
          .record(z.string(), z.string())
          .describe('Path in the project → file contents; must hold public/index.php.'),
        request: z
          .object({
            method: z.string().optional().describe('GET (default), POST, ...'),
            path: z.string().optional().describe('Path and query: "/hello/world?x=1"; default "/".'),
            headers: z.record(z.string(), z.string()).optional(),
            body: z.string().optional(),
            uploads: z
              .array(z.object({field: z.string(), filename: z.string()}))
              .optional()
              .describe(
                'Files sent as a multipart form ($request->getUploadedFiles()); each holds the line "Content of <filename>".',
              ),
          })
          .optional()
          .describe('The request; default GET /.'),
      },
    },
    async (args) => {
      let input;
      let set;
      try {
        input = readRunPhpArgs(args);
        set = data.packageSetFor(args.packages);
      } catch (error) {
        if (error instanceof RunPhpInputError) return errorResult(error.message);
        throw error;
      }
      try {
        const result = runPhpResult(await runner.run(set, input.code, input.files, input.request));
        return jsonResult({...result, slim});
      } catch (error) {
        return errorResult(`The run failed: ${(error as Error).message}`);
      }
    },
  );
}
