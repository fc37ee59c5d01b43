// Modules the bundler provides (src/features/playground/phpPlayground.ts).

/** The URL of the Slim packages' archive, a hashed asset. */
declare module '@generated/php-playground/default/slim-vendor.json' {
  const url: string;
  export default url;
}

declare module '@generated/php-playground/default/slim-vendor-meta.json' {
  const meta: import('../phpPlayground').VendorArchiveMeta;
  export default meta;
}

/** PHP 8.2's loader modules; each imports its .wasm as a hashed asset URL. */
declare module '@php-wasm-loader/jspi' {
  export const dependencyFilename: string;
  export const dependenciesTotalSize: number;
  export const init: import('@php-wasm/universal').PHPLoaderModule['init'];
}
declare module '@php-wasm-loader/asyncify' {
  export const dependencyFilename: string;
  export const dependenciesTotalSize: number;
  export const init: import('@php-wasm/universal').PHPLoaderModule['init'];
}
