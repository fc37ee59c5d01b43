// fontverter ships no types: the one function the tests use.
declare module 'fontverter' {
  /** The font converted to another container format (`sfnt`: plain TrueType or OpenType). */
  export function convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
