import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FACES, WEIGHT_AXIS, type Face} from './faces';
import {fontFaceCss} from './fontFaceCss';
import {subsetFace} from './subset';

/** What a face's file is made from: its source file and the axis range. Another source, another file. */
async function sourceKey(face: Face): Promise<string> {
  const hash = createHash('sha256')
    .update(await readFile(face.source))
    .update(JSON.stringify(WEIGHT_AXIS));
  return hash.digest('hex').slice(0, 10);
}

/**
 * The site's web font: writes the Inter files the pages use (subset.ts) and their stylesheet into the
 * generated files' folder, and gives the stylesheet to the browser's bundle as a client module; the
 * bundler copies each file it names into assets/fonts/ with a content hash. A file is written once
 * for its source (a folder per source key), so the dev server's reloads do not subset again.
 */
export default function fontsPlugin(context: LoadContext): Plugin {
  const dir = join(context.generatedFilesDir, 'fonts');
  const stylesheet = join(dir, 'fonts.css');
  return {
    name: 'fonts',
    async loadContent() {
      const urls: string[] = [];
      for (const face of FACES) {
        const key = await sourceKey(face);
        const file = join(dir, key, face.fileName);
        if (!existsSync(file)) {
          await mkdir(join(dir, key), {recursive: true});
          await writeFile(file, await subsetFace(face));
        }
        urls.push(`./${key}/${face.fileName}`);
      }
      await writeFile(stylesheet, fontFaceCss(FACES, urls));
    },
    getClientModules: () => [stylesheet],
  };
}
