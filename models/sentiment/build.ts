// Compiles the shipped sentiment model, models/sentiment/vader.json, from the VADER lexicons (MIT)
// plus the words of AFINN-en-165 (Apache-2.0) that VADER lacks:
// word → mean valence (−4..+4) and emoji → its English description (VADER scores an emoji through the
// words of its description). Only emoji whose description holds a rated word are kept: the others
// never change a score. Run: node models/sentiment/build.ts [--data ../shared/data]

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const arg = process.argv.indexOf('--data');
const data = arg >= 0 ? process.argv[arg + 1]! : new URL('../../../shared/data', import.meta.url).pathname;

const lexicon: Record<string, number> = {};
for (const line of readFileSync(join(data, 'lexicons/vader_lexicon.txt'), 'utf8').split('\n')) {
  const [word, mean] = line.split('\t');
  if (!word || mean === undefined) continue;
  lexicon[word] = Number(mean);
}

// AFINN-en-165 (Finn Årup Nielsen, Apache-2.0) fills words VADER lacks ("afraid", "atrocious",
// "acclaimed"): its −5..+5 integer scores are scaled by 0.8 to VADER's −4..+4. Only single words: VADER's
// tokens are single words, so AFINN's few phrases could never match.
let fromAfinn = 0;
if (!process.argv.includes('--no-afinn')) {
  for (const line of readFileSync(join(data, 'lexicons/afinn/AFINN-en-165.txt'), 'utf8').split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab < 0) continue;
    const word = line.slice(0, tab);
    if (/\s/.test(word) || Object.hasOwn(lexicon, word)) continue;
    lexicon[word] = Math.round(Number(line.slice(tab + 1)) * 0.8 * 100) / 100;
    fromAfinn++;
  }
}

const emoji: Record<string, string> = {};
for (const line of readFileSync(join(data, 'lexicons/vader_emoji_utf8_lexicon.txt'), 'utf8').split('\n')) {
  const [symbol, description] = line.split('\t');
  if (!symbol || !description) continue;
  if (description.toLowerCase().split(/\s+/).some((w) => Object.hasOwn(lexicon, w))) emoji[symbol] = description.trim();
}

const out = new URL('./vader.json', import.meta.url);
const source = fromAfinn > 0 ? 'cjhutto/vaderSentiment@44fc044 (MIT) + fnielsen/afinn@1d6dfd2 AFINN-en-165 (Apache-2.0)' : 'cjhutto/vaderSentiment@44fc044 (MIT)';
writeFileSync(out, JSON.stringify({ source, lexicon, emoji }) + '\n');
console.log(`${Object.keys(lexicon).length} words (${fromAfinn} from AFINN), ${Object.keys(emoji).length} emoji → ${out.pathname}`);
