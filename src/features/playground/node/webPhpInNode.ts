// PHP 8.2 from @php-wasm/web-8-2 (the build the Run button ships) started in Node: the run core
// (RunExample/phpRun.ts) on the Run button's own runtime, for its tests and the MCP server's run_php. The web loader takes
// its .wasm as a bundler asset (its first line imports it); this helper loads a copy without that
// import and hands the runtime the module compiled from the package's own file.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {loadPHPRuntime, PHP, type PHPLoaderModule} from '@php-wasm/universal';
import type {CreatePhp} from '../RunExample/phpRun';

const ASSET_IMPORT = /^import dependencyFilename from '(.+)';\nexport \{ dependencyFilename \};\n/;

/** A CreatePhp for the web build's JSPI runtime (Node 24 has JavaScript Promise Integration). */
export async function webPhpInNode(): Promise<CreatePhp> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@php-wasm/web-8-2/package.json'));
  const loaderPath = join(packageDir, 'jspi', 'php_8_2.js');
  const source = readFileSync(loaderPath, 'utf8');
  const asset = ASSET_IMPORT.exec(source);
  if (!asset) throw new Error(`${loaderPath} no longer starts with the import of its .wasm`);
  const folder = mkdtempSync(join(tmpdir(), 'php-loader-'));
  const copy = join(folder, 'php_8_2.mjs');
  writeFileSync(copy, source.slice(asset[0].length));
  const loader = (await import(pathToFileURL(copy).href)) as Omit<PHPLoaderModule, 'dependencyFilename'>;
  // Imported, the copy has done its work.
  rmSync(folder, {recursive: true, force: true});
  const compiled = await WebAssembly.compile(readFileSync(join(dirname(loaderPath), asset[1]!)));
  return async () => {
    const runtimeId = await loadPHPRuntime(
      // The loader's Node branch wants CommonJS's require(); the browser's needs nothing of Node.
      {...loader, dependencyFilename: asset[1]!, init: (_runtime, options) => loader.init('WEB', options)},
      {
        phpWasmAsyncMode: 'jspi',
        instantiateWasm(
          imports: WebAssembly.Imports,
          receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
        ) {
          void WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
          return {};
        },
      },
    );
    return new PHP(runtimeId);
  };
}
