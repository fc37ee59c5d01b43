import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardData, pageCards, writeCardData, type CardData} from './cardData.mjs';
import {CARDS_PATH} from './cardsPath.mjs';
import {coverageReport, misuses} from './checks.mjs';
import {buildTypeIndex} from './typeIndex.mjs';

/**
 * Type cards: builds the type index of the Slim 4 guide's PHP blocks (typeIndex.mjs), fails the
 * build on a call the installed packages do not have (checks.mjs), prints the coverage report, and
 * writes the cards' data that the remark step (remarkTypeCards.ts) puts beside each block. After the
 * build, each page's cards as a file of their own (`assets/type-cards/<key>.json`): the page's
 * JavaScript names it, and the browser fetches it when it renders the page without its server HTML.
 */
export default function typeCardsPlugin(context: LoadContext): Plugin {
  let data: CardData = {};
  return {
    name: 'type-cards',
    async loadContent() {
      const index = await buildTypeIndex({siteDir: context.siteDir, log: (line) => console.log(line)});
      console.log(coverageReport(index));
      const problems = misuses(index);
      if (problems.length) {
        throw new Error(
          `${problems.length} call(s) in the guide's PHP examples do not exist on the type they are made on ` +
            `(a block that shows the mistake on purpose says errors="name" in its fence meta):\n${problems.join('\n')}`,
        );
      }
      data = cardData(index);
      writeCardData(data);
    },
    async postBuild({outDir}) {
      mkdirSync(join(outDir, CARDS_PATH), {recursive: true});
      for (const blocks of Object.values(data)) {
        const {key, json, indexOf} = pageCards(blocks);
        if (indexOf.size) writeFileSync(join(outDir, CARDS_PATH, `${key}.json`), json);
      }
    },
    getClientModules: () => [join(__dirname, 'typeCards.css'), join(__dirname, 'typeCardsClient.ts')],
  };
}
