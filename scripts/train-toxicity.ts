// `npm run train -- --only toxicity [--data ../shared/data]`: builds the shipped toxicity model from
// public data, reproducibly (fixed seed):
//   1. models/toxicity/lexicon.json — the surge-ai profanity list (category, severity) and LDNOOBW
//      (28 languages) compiled into hashed keys: whole words and phrases, their inflections, censored
//      (f**k), stretched (fuuuck) and compound (…fucker) spellings. No word list is shipped in clear.
//      Terms that are everyday words in benign text (escort, sex, breast) are dropped by measuring
//      how much more often they occur in toxic than in benign training rows.
//   2. models/toxicity/multilabel.json — one calibrated logistic head per category over hashed word and
//      character n-grams of the model's view of a sentence (src/engine/detectors/toxicity/groups.ts:
//      obfuscation undone, protected groups abstracted, negated and reported claims marked), trained on
//      every toxicity file minus a held-back 20 % of each (seed below) with source-balanced weights,
//      plus benign prompts and generated non-hateful group sentences (scripts/toxicity-contrasts.ts).
//      See scripts/toxicity-model.ts.

import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featurize, type FeatureSpec } from '../src/ml/features.ts';
import { fitPlatt, logit, serialize, train, type Example } from '../src/ml/linear.ts';
import { auc } from '../src/ml/metrics.ts';
import { holdout } from '../src/ml/holdout.ts';
import { NS, collapse, keyOf, masked, tokenize } from '../src/engine/detectors/toxicity/normalize.ts';
import { packTerm, type Term, type ToxicCategory } from '../src/engine/detectors/toxicity/categories.ts';
import { groupContrasts } from './toxicity-contrasts.ts';
import { HELD_BACK, MODEL_SEED, SPLIT_SEED, MODEL_SPEC, TOXICITY_FILES, benignPromptRows, storeHeads, toxicitySplits, trainHeads } from './toxicity-model.ts';

export const SEED = SPLIT_SEED;
export const TEST_FRACTION = HELD_BACK;
export const FILES = ['davidson2017.jsonl', 'surge_toxicity.jsonl', 'toxigen_prompts.jsonl'] as const;

export interface Row {
  text: string;
  labels: string[];
}

export function readRows(dataDir: string, file: string): Row[] {
  return readFileSync(join(dataDir, 'toxicity', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as Row;
      return { text: r.text, labels: r.labels };
    });
}

/** Held-back rows of one file (the eval script calls this too). */
export function splitRows(dataDir: string, file: string): { train: Row[]; test: Row[] } {
  return holdout(readRows(dataDir, file), TEST_FRACTION, SEED, file);
}

export function dataDirFrom(argv: readonly string[]): string {
  const at = argv.indexOf('--data');
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  return resolve(root, at >= 0 && argv[at + 1] ? argv[at + 1]! : '../shared/data');
}

// ---------------------------------------------------------------------------------------------------
// Lexicon: which surge-ai canonical forms mean what. Category decisions are ours (written here as
// code); the terms themselves come from the data and are shipped only as hashes.

/** Identity words in the lists that are not slurs: naming a group is never toxic by itself. */
const IDENTITY = new Set([
  'gay', 'gays', 'homosexual', 'homosexuals', 'lesbian', 'lesbians', 'queer', 'queers', 'jew', 'jews', 'jewish',
  'gypsy', 'gypsies', 'negro', 'transvestite', 'bisexual', 'transgender', 'trans', 'muslim', 'muslims', 'black',
  'white', 'asian', 'china virus', 'klan', 'kkk', 'abraham', 'ape', 'crow', 'monkey', 'swine', 'nazi',
]);
/** Anatomy, medicine and everyday words some lists carry: useful words people need to write. */
const EVERYDAY = new Set([
  'sex', 'sexual', 'sexually', 'sexuality', 'sexy', 'breast', 'breasts', 'penis', 'vagina', 'vulva', 'nipple',
  'nipples', 'testicles', 'rectum', 'anus', 'foreskin', 'sphincter', 'genitals', 'urethra', 'clitoris', 'semen',
  'sperm', 'intercourse', 'ejaculation', 'orgasm', 'erotic', 'nude', 'nudity', 'escort', 'domination', 'hooker',
  'lolita', 'playboy', 'viagra', 'cialis', 'xx', 'xxx', 'nsfw', 'hardcore', 'hard core', 'kinky', 'tied up',
  'wound', 'meat', 'bang', 'beat off', 'suck', 'sucks', 'nut', 'balls', 'bum', 'butt', 'booty', 'tart', 'tit',
  'pecker', 'peter', 'jerk', 'snatch', 'spank', 'pole', 'crotch', 'nymph', 'gin', 'bonk', 'dump', 'spook',
  'mong', 'jap', 'bean queen', 'hustler', 'cooties', 'hell', 'damn', 'god damn', 'crap', 'dipstick', 'ramrod',
  'sausage', 'willy', 'wang', 'weiner', 'weenie', 'dong', 'fudge', 'loose', 'tramp', 'sissy', 'slag', 'slit',
  'cum', 'ass', 'hoe', 'hoes', 'pussy', 'cock', 'cocks', 'dick', 'prick', 'knob', 'bugger', 'bollocks', 'arse',
  'molest', 'grope', 'pedophile', 'paedophile', 'nonce', 'jailbait', 'swinger', 'voyeur', 'bondage', 'bdsm',
  'how to kill', 'how to murder', 'date rape', 'daterape', 'rape', 'raping', 'rapist', 'eunuch', 'pikey', '69',
  'barenaked', 'big black', 'panty', 'panties', 'topless', 'undressing', 'lovemaking', 'spread legs', 'scat',
  'poon', 'sadism', 'smut', 'strip club', 'twinkie', 'santorum', 'tosser', 'taste my', 'tongue in a', 'girl on',
  'hot chick', 'tight white', 'cornhole', 'camel toe', 'cameltoe', 'spade', 'bender', 'flamer', 'twink', 'shota',
])
/** Mild words neither list carries; ours, kept at the lowest severity. */
const OWN_MILD = ['damn', 'damned', 'dammit', 'goddamn', 'goddamnit', 'wtf', 'crap', 'crappy', 'bloody hell', 'piss off', 'pissed off', 'hell'];

// Ambiguous words put back with a safe category: insults that are also ordinary words are looked at
// only in context (patterns.ts); these few are plain enough to keep as mild profanity.
const MILD_PROFANITY = new Set(['ass', 'hell', 'damn', 'god damn', 'crap', 'arse', 'bugger', 'bollocks', 'tosser', ...OWN_MILD]);
/** Slurs against a group (hate); the rest of the racial/orientation lists are insults or identity words. */
const SLUR_CANONICAL = new Set([
  'beaner', 'chink', 'coon', 'dyke', 'faggot', 'kike', 'nigger', 'paki', 'porch monkey', 'spic', 'wetback',
  'shemale', 'tranny', 'retard', 'retarded', 'mongoloid', 'raghead', 'towelhead', 'gook', 'jiggaboo', 'sambo',
  'darky', 'wop', 'dago', 'abeed', 'abo', 'blacky', 'camel jockey', 'chingchong', 'coolie', 'cotton picker',
  'dothead', 'groid', 'hebe', 'injun', 'jim crow', 'ku kluxer', 'oven dodger', 'pancake face', 'redskin',
  'shylock', 'slant eye', 'tacohead', 'tar-baby', 'zipperhead', 'carpet muncher', 'fudge packer', 'pillow biter',
  'peter puffer', 'ladyboy', 'girlyboy', 'niggger', 'niggers', 'greaser', 'cholo', 'buttermilk', 'shiester',
  'mongrel', 'window licker', 'spastic',
]);
const SLUR_EXTRA = new Set(['bulldyke', 'darkie', 'jigaboo', 'jiggerboo', 'nig nog', 'slanteye', 'honkey', 'poof', 'coons', 'beaners', 'fag']);
const HATE_SYMBOLS = new Set(['white power', 'neonazi', 'swastika', 'nambla']);
/** Reclaimed in-group forms: profanity, not hate (HateCheck F9 and the davidson annotators agree). */
const RECLAIMED = new Set(['nigga', 'niggas', 'niggaz', 'niggah', 'niggahs', 'nigguh', 'nigguhs', 'niga', 'nigah', 'niggaa', 'nigg']);
/**
 * Slurs that are also ordinary words or names (Maine coon, the Redskins, a car's tranny, Shylock the
 * malware, doo-wop, "my nig(ht)"): stored at severity 2, which the detector reports as hate only when
 * aimed at someone or when the sentence reads as hateful.
 */
const AMBIGUOUS_SLURS = new Set([
  'coon', 'coons', 'tranny', 'trannies', 'redskin', 'redskins', 'shylock', 'wop', 'wops', 'injun', 'injuns', 'jim crow',
  'nig', 'jigga', 'jigger', 'jiggers', 'honkey', 'honky', 'spook', 'spooks', 'jap', 'japs', 'retard', 'retarded', 'retards',
  'niger', 'nigers', 'tard', 'tards', 'mong', 'bender', 'chink', 'chinks', 'gook', 'mongrel', 'greaser', 'cholo', 'buttermilk', 'hebe', 'abo', 'coolie', 'spastic',
]);
/** Words that insult a person when aimed at one ("you ___" is harassment). */
const INSULT_CANONICAL = new Set([
  'bitch', 'bastard', 'cunt', 'twat', 'prick', 'dick', 'motherfucker', 'whore', 'slut', 'skank', 'douche',
  'scum', 'tosser', 'wank', 'asshole', 'arsehole', 'dickhead', 'jackass', 'dumbass', 'shithead', 'turd', 'hoe',
  'punta', 'gowl', 'nonce', 'bellend', 'dolt', 'knob', 'piece of shit',
]);
/** Profanity rather than sexual content: swearing built on sexual or bodily words. */
const EXPLETIVE_ROOTS = ['fuck', 'shit', 'bitch', 'cunt', 'twat', 'bastard', 'piss', 'wank', 'douche', 'turd', 'crap', 'damn', 'bollock', 'arse', 'prick', 'dick', 'cock', 'knob', 'bellend', 'tosser', 'whore', 'slut', 'skank', 'hoe', 'nigga'];

interface RawTerm {
  text: string;
  canonical: string[];
  groups: string[];
  rating: number;
  source: 'surge' | 'ldnoobw' | 'own';
  lang: string;
}

function readSurge(dir: string): RawTerm[] {
  const lines = readFileSync(join(dir, 'lexicons', 'surge_profanity_en.csv'), 'utf8').trim().split('\n').slice(1);
  return lines.map((l) => {
    const c = l.split(',');
    return {
      text: (c[0] ?? '').toLowerCase().trim(),
      canonical: [c[1], c[2], c[3]].filter((x): x is string => !!x).map((x) => x.toLowerCase()),
      groups: [c[4], c[5], c[6]].filter((x): x is string => !!x),
      rating: Number(c[7]),
      source: 'surge' as const,
      lang: 'en',
    };
  });
}

// Languages written without spaces between words: word tokens cannot find their terms, so they are left out.
const UNSPACED = new Set(['zh', 'ja', 'th']);

function ownTerms(): RawTerm[] {
  return OWN_MILD.map((text) => ({ text, canonical: [], groups: [], rating: 1, source: 'own' as const, lang: 'en' }));
}

function readLdnoobw(dir: string): RawTerm[] {
  const base = join(dir, 'lexicons', 'ldnoobw');
  const out: RawTerm[] = [];
  for (const lang of readdirSync(base).sort()) {
    if (lang === 'LICENSE' || UNSPACED.has(lang)) continue;
    for (const line of readFileSync(join(base, lang), 'utf8').split('\n')) {
      const text = line.trim().toLowerCase();
      if (text) out.push({ text, canonical: [], groups: [], rating: lang === 'en' ? 1.6 : 1.8, source: 'ldnoobw', lang });
    }
  }
  return out;
}

function severityOf(rating: number): 1 | 2 | 3 {
  return rating >= 2.5 ? 3 : rating >= 1.5 ? 2 : 1;
}

/** What a listed term means; `form` is its folded spelling ("nigg@" → "nigga", "g@y" → "gay"). */
function termOf(t: RawTerm, form: string): Term | undefined {
  const all = [t.text, form, ...t.canonical];
  if (IDENTITY.has(t.text) || IDENTITY.has(form)) return undefined;
  if (MILD_PROFANITY.has(form)) return { category: 'profanity', severity: 1, insult: false };
  if (EVERYDAY.has(t.text) || EVERYDAY.has(form)) return undefined;
  const severity = severityOf(t.rating);
  if (RECLAIMED.has(form)) return { category: 'profanity', severity: 2, insult: false };
  if (HATE_SYMBOLS.has(t.text)) return { category: 'hate', severity: 2, insult: false };
  if (AMBIGUOUS_SLURS.has(form)) return { category: 'hate', severity: 2, insult: true };
  if (SLUR_EXTRA.has(t.text) || all.some((c) => SLUR_CANONICAL.has(c))) return { category: 'hate', severity: Math.max(2, severity) as 2 | 3, insult: true };
  if (t.groups.includes('racial / ethnic slurs') && t.canonical.every((c) => IDENTITY.has(c))) return undefined;
  const insult = all.some((c) => INSULT_CANONICAL.has(c));
  const expletive = all.some((c) => EXPLETIVE_ROOTS.some((r) => c.includes(r)));
  // other languages: no categories in the list, and single words are often everyday words elsewhere
  if (t.lang !== 'en') return { category: 'profanity', severity: form.includes(' ') ? severity : 1, insult: false };
  if (expletive || insult) return { category: 'profanity', severity, insult };
  if (t.source === 'surge' && !t.groups.some((g) => g.startsWith('sexual anatomy'))) return { category: 'profanity', severity, insult: true };
  return { category: 'sexual', severity, insult: false };
}

/** Plain ASCII words only get derived spellings (the other languages' terms are matched as written). */
const isPlainAscii = (form: string) => /^[a-z]+$/.test(form);

/** Short stems common enough in compounds (dumbfuck, apeshit) to look for inside longer words. */
const COMPOUND_ROOTS = new Set(['fuck', 'shit', 'cunt', 'twat', 'wank']);

const INFLECTIONS = ['s', 'es', 'ing', 'in', 'ed', 'er', 'ers', 'y', 'ty'];
const DOUBLED = ['y', 'ing', 'in', 'er', 'ers', 'ed', 'ies'];

/** Inflected forms of a single word ("fuck" → fucks, fucking, fuckin, fucker…; "shit" → shitty, shitting). */
function inflect(w: string): string[] {
  if (w.length < 3 || !/^[a-z]+$/.test(w)) return [];
  const out = INFLECTIONS.map((s) => w + s);
  const last = w[w.length - 1]!;
  if (!'aeiouy'.includes(last)) for (const s of DOUBLED) out.push(w + last + s);
  if (last === 'e') out.push(w.slice(0, -1) + 'ing', w + 'd', w + 'r', w + 'rs');
  return out;
}

/** Censored spellings: one contiguous run of letters after the first replaced by as many '?'. */
function maskings(w: string): string[] {
  const long = /fuck|shit|nigg|fagg|cunt|bitch/.test(w) ? 13 : 8;
  if (w.length < 4 || w.length > long || !/^[a-z]+$/.test(w)) return [];
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) {
    for (let j = i + 1; j <= w.length; j++) {
      const m = w.slice(0, i) + '?'.repeat(j - i) + w.slice(j);
      // keep at least two visible letters unless the stars run to the end (f***)
      if (w.length - (j - i) >= 2 || j === w.length) out.push(m);
    }
  }
  return out;
}

/** Document frequencies of word tokens in a set of texts. */
function docFreq(texts: Iterable<string>): { df: Map<string, number>; n: number } {
  const df = new Map<string, number>();
  let n = 0;
  for (const t of texts) {
    n++;
    const seen = new Set(tokenize(t).map((k) => k.norm));
    for (const w of seen) df.set(w, (df.get(w) ?? 0) + 1);
  }
  return { df, n };
}

/** Benign training prompts, in English (corpus.jsonl) and 15+ other languages (extra.jsonl). */
function benignPrompts(dir: string): string[] {
  const rows = ['corpus.jsonl', 'extra.jsonl'].flatMap((f) => readFileSync(join(dir, 'prompts', f), 'utf8').split('\n').filter((l) => l.trim()));
  const out: string[] = [];
  for (const l of rows) {
    const r = JSON.parse(l) as { text: string; label: string; split: string };
    if (r.label === 'benign' && r.split === 'train') out.push(r.text.slice(0, 4000));
  }
  return out;
}

const RANK: Readonly<Record<ToxicCategory, number>> = { hate: 6, threat: 5, harassment: 4, violence: 3, self_harm: 2, sexual: 1, profanity: 0 };
const better = (a: Term, b: Term) => RANK[a.category] - RANK[b.category] || a.severity - b.severity;

export function compileLexicon(dir: string, toxicTrain: readonly string[], benign: readonly string[]) {
  const raw = [...readSurge(dir), ...readLdnoobw(dir), ...ownTerms()];
  const benignDf = docFreq(benign);
  const toxicDf = docFreq(toxicTrain);
  const words = new Map<string, Term>(); // normalized form (tokens joined by a space) → term
  const bases = new Set<string>(); // forms as listed (not inflected): the only ones given derived spellings
  const dropped: string[] = [];
  const put = (map: Map<string, Term>, form: string, term: Term) => {
    const had = map.get(form);
    if (!had || better(term, had) > 0) map.set(form, term);
  };
  for (const t of raw) {
    const toks = tokenize(t.text).map((k) => k.norm);
    if (toks.length === 0 || toks.every((k) => k.length <= 2)) continue;
    const form = toks.join(' ');
    const term = termOf(t, form);
    if (!term) continue;
    put(words, form, term);
    bases.add(form);
    // inflections only where the toxic training rows attest them ("fuckers" yes, "battery" from "batter" no)
    if (toks.length === 1 && t.lang === 'en') for (const f of inflect(form)) if (!words.has(f) && toxicDf.df.has(f)) put(words, f, { ...term });
  }
  // Everyday-word filter: a single word common in benign text and not much more common in toxic text
  // would flag ordinary prose; severe slurs stay whatever their counts.
  for (const [form, term] of [...words]) {
    if (form.includes(' ') || MILD_PROFANITY.has(form) || (term.severity === 3 && bases.has(form))) continue;
    const b = (benignDf.df.get(form) ?? 0) / benignDf.n;
    const tx = (toxicDf.df.get(form) ?? 0) / toxicDf.n;
    if ((benignDf.df.get(form) ?? 0) >= 3 && tx < 25 * b) {
      words.delete(form);
      dropped.push(form);
    }
  }
  // Benign vocabulary for collision checks of derived spellings.
  const benignWords = [...benignDf.df.keys()].filter((w) => !words.has(w));
  const benignCollapsed = new Set([...benignWords, ...IDENTITY, ...EVERYDAY].map(collapse));
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  for (const w of benignWords) {
    for (let n = 3; n < w.length && n <= 10; n++) {
      prefixes.add(w.slice(0, n));
      suffixes.add(w.slice(w.length - n));
    }
  }

  const table = new Map<number, number>();
  const add = (form: string, term: Term) => {
    const k = keyOf(form);
    const had = table.get(k);
    const code = packTerm(term);
    if (had === undefined || code > had) table.set(k, code); // collisions between terms: keep either, both toxic
  };
  const heads = new Set<string>();
  let maxWords = 1;
  const counts = { words: 0, phrases: 0, collapsed: 0, masked: 0, prefix: 0, suffix: 0 };
  for (const [form, term] of words) {
    add(NS.word + form, term);
    if (form.includes(' ')) {
      counts.phrases++;
      const parts = form.split(' ');
      maxWords = Math.max(maxWords, parts.length);
      heads.add(parts.slice(0, 2).join(' '));
      continue;
    }
    counts.words++;
    const c = collapse(form);
    const base = bases.has(form) && isPlainAscii(form);
    if (c.length >= 3 && !benignCollapsed.has(c)) {
      add(NS.collapsed + c, term);
      counts.collapsed++;
    }
    if (base && (term.severity >= 2 || term.category === 'hate' || form === 'fuck' || form === 'shit')) {
      for (const m of maskings(form)) {
        add(NS.masked + m, term);
        counts.masked++;
      }
    }
    // Compounds (fuckface, shithead, dumbass…): a stem no benign word starts (ends) with.
    if (base && (form.length >= 5 || COMPOUND_ROOTS.has(form)) && term.severity >= 2 && !AMBIGUOUS_SLURS.has(form)) {
      if (!prefixes.has(form)) (add(NS.prefix + form, term), counts.prefix++);
      // stored reversed: the detector hashes a word's last letters from its end backwards
      if (!suffixes.has(form)) (add(NS.suffix + [...form].reverse().join(''), term), counts.suffix++);
    }
  }
  const keys = [...table.keys()].sort((a, b) => a - b);
  // the first two words of every phrase: only where both occur is a phrase looked for
  const headKeys = new Float64Array([...heads].map((h) => keyOf(NS.word + h)).sort((a, b) => a - b));
  const keyBytes = new Float64Array(keys);
  const codeBytes = new Uint8Array(keys.map((k) => table.get(k)!));
  return {
    stored: {
      format: 'warden-toxicity-lexicon-v1',
      maxWords,
      size: keys.length,
      keys: Buffer.from(keyBytes.buffer).toString('base64'),
      codes: Buffer.from(codeBytes.buffer).toString('base64'),
      /** Keys of the first two words of phrases: only where one of these starts is a phrase looked for. */
      heads: Buffer.from(headKeys.buffer).toString('base64'),
      meta: { sources: ['surge-ai/profanity@77dabf3 (MIT)', 'LDNOOBW@5faf2ba (CC-BY-4.0)'], counts, droppedAsEveryday: dropped.length },
    },
    dropped,
    counts,
  };
}

// ---------------------------------------------------------------------------------------------------
// Classifiers

// Identity-neutral negatives: statements that name a group without attacking it. The davidson and
// toxigen rows teach the classifier that a group name often comes with hate; these templates (ours,
// phrased differently from the functional suite in scripts/eval-toxicity.ts) push back on that bias.
const NEUTRAL_GROUPS = [
  'muslims', 'jews', 'christians', 'black people', 'white people', 'asians', 'mexicans', 'immigrants', 'refugees',
  'gay people', 'lesbians', 'trans people', 'trans women', 'women', 'disabled people', 'arabs', 'hindus', 'latinos',
  'africans', 'chinese people', 'gay men', 'bisexual people', 'native americans', 'indians', 'jewish people',
];
const NEUTRAL_TEMPLATES = [
  '{g} are part of our community', 'I grew up with {g} and we are still friends', 'what do {g} eat during the holidays?',
  '{g} have the right to live in peace', 'the rights of {g} must be protected', 'a documentary about the lives of {g}',
  '{g} have faced a long history of discrimination', 'there are {g} in every profession', '{g} are just as capable as anyone else',
  'we should treat {g} with respect', '{g} are welcome here', 'statistics on {g} in the workforce',
  'how can I support {g} on my team?', "I'm writing an essay about {g} in history", '{g} are human beings like everyone else',
  'hatred against {g} is never acceptable', 'it is wrong to claim that {g} are dangerous', 'nobody should attack {g}',
  'my favourite teacher was one of the {g} in our town', '{g} are people', 'many {g} vote in every election',
];
export function neutralGroupStatements(): string[] {
  return NEUTRAL_GROUPS.flatMap((g) => NEUTRAL_TEMPLATES.map((t) => t.replace('{g}', g)));
}

/** 2. the multi-label model over every toxicity file (scripts/toxicity-model.ts). */
function trainMultilabel(dir: string, out: string): void {
  const tox = toxicitySplits(dir);
  for (const [source, v] of tox) console.log(`${source}: ${v.train.length} train / ${v.test.length} held back`);
  const heads = trainHeads([...tox.values()].flatMap((v) => v.train), benignPromptRows(dir, 'train'), [...neutralGroupStatements(), ...groupContrasts()], (line) => console.log(`  ${line}`));
  const stored = storeHeads(heads, { seed: MODEL_SEED, heldBack: HELD_BACK, files: TOXICITY_FILES, spec: MODEL_SPEC });
  writeFileSync(join(out, 'multilabel.json'), JSON.stringify(stored) + '\n');
}

function main(): void {
  const dir = dataDirFrom(process.argv);
  const out = resolve(fileURLToPath(new URL('../models/toxicity/', import.meta.url)));
  mkdirSync(out, { recursive: true });
  if (process.argv.includes('--multilabel-only')) {
    trainMultilabel(dir, out);
    console.log(`wrote ${out}/multilabel.json`);
    return;
  }
  const splits = Object.fromEntries(FILES.map((f) => [f, splitRows(dir, f)])) as Record<string, { train: Row[]; test: Row[] }>;
  for (const f of FILES) console.log(`${f}: ${splits[f]!.train.length} train / ${splits[f]!.test.length} held back`);
  const trainRows = FILES.flatMap((f) => splits[f]!.train);
  const benign = benignPrompts(dir);

  const lex = compileLexicon(dir, trainRows.filter((r) => r.labels.length > 0).map((r) => r.text), benign);
  writeFileSync(join(out, 'lexicon.json'), JSON.stringify(lex.stored) + '\n');
  console.log(`lexicon: ${lex.stored.size} keys`, lex.counts, `dropped as everyday words: ${lex.dropped.length}`);

  trainMultilabel(dir, out);
  console.log(`wrote ${out}/lexicon.json, multilabel.json`);
  if (process.argv.includes('--show-dropped')) console.log(lex.dropped.sort().join(' '));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
