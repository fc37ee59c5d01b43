// Modules the bundler provides.

/** The hello world the hero shows and runs (src/features/playground/homeExample.ts). */
declare module '@generated/home-example/default/hello-world.json' {
  const example: import('../../playground/homeExample').HomeExample;
  export default example;
}
