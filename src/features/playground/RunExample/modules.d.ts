// Modules the bundler provides (src/features/playground/phpPlayground.ts).

/** Each package set's packed vendor/ (a hashed asset's URL, its size, its require line), by set id. */
declare module '@generated/php-playground/default/vendor-sets.js' {
  const sets: Record<string, import('../phpPlayground').VendorSet>;
  export default sets;
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
