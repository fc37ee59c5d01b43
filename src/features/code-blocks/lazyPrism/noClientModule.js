// @ts-check
// Stands in the browser's bundle for the theme's Prism registration module (see index.ts):
// the languages are registered where Prism is loaded, src/features/code-blocks/theme/CodeBlock/Content/Highlighted.tsx.
export {};
