// Protected groups as the toxicity model sees them. What a sentence says about one group is what it
// would say about any other, so every mention of a protected characteristic — gender, gender identity,
// sexual orientation, race, ethnicity, nationality, religion, disability, age, migration status — in
// singular, plural, adjective and slur forms, in the languages of the training data, becomes the one
// token "zgrp" in the model's view of the text (slurs also add "zslur"). The view also undoes the
// spellings used to slip past filters: leetspeak, stretched letters, letters spaced out, group words
// glued to their neighbours, and one swapped, dropped, doubled or masked letter in a group word.
//
// Work is linear in the text: one tokenizing pass, a constant number of table lookups per token.

import { scanWords } from './lexicon.ts';
import { LEET } from './normalize.ts';

export type Characteristic =
  | 'gender'
  | 'gender identity'
  | 'sexual orientation'
  | 'race'
  | 'ethnicity'
  | 'nationality'
  | 'religion'
  | 'disability'
  | 'age'
  | 'migration status';

export interface GroupMention {
  /** Half-open UTF-16 span on the text given. */
  start: number;
  end: number;
  characteristic: Characteristic;
  /** A slur form of the group (from this list or the hate lexicon). */
  slur: boolean;
}

type Entry = readonly [Characteristic, string];
// Written lower-case, Latin diacritics removed (the form tokens are compared in). A word ending in
// '*' is a slur form. English, German, French, Spanish, Portuguese, Italian, Dutch, Turkish, Polish.
const LATIN: readonly Entry[] = [
  ['gender', 'women woman womens girls females female ladies feminists feminist femoids femoid thots men frauen weiber* weib* frauenzimmer femmes femme feministes mujeres mujer feministas feminazis* mulheres mulher donne donna vrouwen kadinlar kobiety'],
  ['gender identity', 'trans transgender transgenders transsexual transsexuals transwomen transmen nonbinary enby tranny* trannies* shemale* shemales* transfrauen transsexuelle transgenres travestis travesti transexuais transexuales transessuali'],
  ['sexual orientation', 'gay gays lesbian lesbians bisexual bisexuals homosexual homosexuals homosexuality queer queers lgbt lgbtq lgbtqia lgbtq+ dyke* dykes* faggot* faggots* schwule schwuler schwul lesben homosexuelle homos pedes* pede* lesbiennes homosexuels homosexuelles gais homossexuais homossexual lesbicas viados* viado* bichas* sapatao* homosexuales lesbianas maricas* maricones* maricon* omosessuali froci* frocio* flikkers* eşcinseller escinseller'],
  ['race', 'black blacks white whites african africans africanamericans negroes* negro niggers* nigger* niggas* nigga* darkies* caucasian caucasians schwarze schwarzen neger* nègres* negres* noirs noire noires blancs negros negras pretos preta preto pretas brancos blancos neri negri* zwarten'],
  ['ethnicity', 'asian asians latino latinos latina latinas latinx hispanic hispanics romani gypsies* gypsy* arab arabs arabic indigenous aboriginal aboriginals aborigines natives kurds kurdish uyghurs uighurs zigeuner* araber roms gitans maghrebins arabes asiatiques ciganos gitanos indios indigenas asiaticos zingari* wetbacks* wetback* spics* spic* gooks* gook* kikes* kike* pakis* paki* beaners* beaner*'],
  ['nationality', 'mexican mexicans chinese indian indians pakistani pakistanis somali somalis somalians turk turks turkish romanian romanians nigerian nigerians syrian syrians afghan afghans iraqi iraqis iranian iranians palestinian palestinians israeli israelis russians ukrainians japanese korean koreans vietnamese filipinos filipino moroccans moroccan algerians albanians haitians turken tuerken russen rumanen afrikaner chinois marocains algeriens africains chineses africanos nordestinos marroquies sudacas* polacos marocchini albanesi cinesi kanaken* kanake* bougnoules* bougnoule* bicots*'],
  ['religion', 'muslim muslims moslem moslems muslimes islam islamic islamists mohammedans jew jews jewish judaism christian christians catholic catholics hindu hindus sikh sikhs buddhist buddhists atheist atheists mormon mormons juden jude judisch muslime moslems christen juifs juif juive juives musulmans musulman musulmane musulmanes chretiens judeus judeu judios judio musulmanes muculmanos muculmano cristaos cristianos ebrei ebreo musulmani islamiti cristiani joden moslims'],
  ['disability', 'mentally_ill mentally_disabled special_needs disabled disability disabilities handicapped autistic autists autism deaf blind wheelchair cripples* cripple* crippled* retards* retard* retarded* spastics* spastic* mongoloids* mongoloid* behinderte behinderten behindert spasti* handicapes handicape deficientes deficiente discapacitados disabili'],
  ['age', 'old_people old_folks old_men old_women old_ladies older_people senior_citizens old_timers elderly pensioners seniors boomers geriatrics rentner greise idosos idosas ancianos anziani'],
  ['migration status', 'immigrant immigrants migrant migrants refugee refugees asylum foreigner foreigners illegals auslander fluchtlinge fluechtlinge migranten asylanten* asylbewerber immigres immigrants refugies etrangers clandestins imigrantes inmigrantes migrantes refugiados estrangeiros extranjeros immigrati stranieri profughi clandestini vluchtelingen allochtonen gocmenler multeciler'],
];
// Scripts without spaces between words: a group word is found inside a longer run (Chinese), at the
// start of a word that carries particles (Korean), or after a clitic prefix (Arabic: و ف ب ل ال).
const CJK: readonly Entry[] = [
  ['gender', '女人 女性 女的 女生 女权 婊子* 女拳* 田园女权* 仙女* 여자 여성 여자들 여초 페미 김치녀* 된장녀* 한남* 한남충* 메갈*'],
  ['gender identity', '跨性别 变性人 人妖* 트랜스젠더 트젠'],
  ['sexual orientation', '同性恋 同性戀 基佬* 男同 女同 gay佬* 동성애자 동성애 게이 레즈 호모*'],
  ['race', '黑人 白人 黑鬼* 尼哥* 黑皮* 白皮* 흑인 백인 깜둥이* 흑형*'],
  ['ethnicity', '维吾尔 维族 回民 回族 藏族 少数民族 조선족 짱깨* 쪽바리* 왜놈*'],
  ['nationality', '日本人 韩国人 印度人 非洲人 外地人 河南人 东北人 新疆人 阿三* 鬼子* 棒子* 중국인 일본인 베트남인 동남아'],
  ['religion', '穆斯林 伊斯兰 绿绿* 犹太人 基督徒 무슬림 이슬람 유대인 기독교인 개독*'],
  ['disability', '残疾人 残障 智障* 脑残* 장애인 애자* 병신*'],
  ['age', '老人 老年人 老头 老太太 노인 틀딱*'],
  ['migration status', '外国人 老外 移民 难民 외국인 난민 이민자'],
];
const ARABIC: readonly Entry[] = [
  ['gender', 'نساء نسوان مرأة امرأة بنات نسويات'],
  ['gender identity', 'متحولين متحولات'],
  ['sexual orientation', 'مثليين مثليون مثلي شواذ* شاذ* لوطيين*'],
  ['race', 'سود زنوج*'],
  ['ethnicity', 'اكراد أكراد عرب اعراب أعراب'],
  ['nationality', 'سوريين مصريين افارقة أفارقة'],
  ['religion', 'يهود مسلمين مسلمون مسلم مسيحيين مسيحيون نصارى شيعة روافض* رافضة* صهاينة* كفار*'],
  ['disability', 'معاقين معاق'],
  ['age', 'عجائز'],
  ['migration status', 'لاجئين لاجئون مهاجرين اجانب أجانب'],
];

export interface GroupWord {
  characteristic: Characteristic;
  slur: boolean;
}

function table(entries: readonly Entry[]): Map<string, GroupWord> {
  const m = new Map<string, GroupWord>();
  for (const [characteristic, words] of entries) {
    for (const w of words.split(' ')) {
      if (!w) continue;
      const slur = w.endsWith('*');
      m.set(slur ? w.slice(0, -1) : w, { characteristic, slur });
    }
  }
  return m;
}
const LATIN_WORDS = table(LATIN);
/** First words of the two-word group names ("old people"). */
const PHRASE_FIRST = new Set([...LATIN_WORDS.keys()].filter((w) => w.includes('_')).map((w) => w.split('_')[0]!));
const CJK_WORDS = table(CJK);
const ARABIC_WORDS = table(ARABIC);
/** CJK group words by their first character, longest first. */
const CJK_BY_FIRST = new Map<string, string[]>();
for (const w of CJK_WORDS.keys()) {
  const first = String.fromCodePoint(w.codePointAt(0)!);
  const list = CJK_BY_FIRST.get(first) ?? [];
  list.push(w);
  CJK_BY_FIRST.set(first, list);
}
for (const list of CJK_BY_FIRST.values()) list.sort((a, b) => b.length - a.length);

// Ordinary words that are one obfuscating edit (or a plural 's') away from a group word: never read as one.
const NOT_GROUPS = new Set([
  'backs', 'native', 'senior', 'refuges', 'disable', 'illegal', 'blinds', 'leben', 'renter', 'weber', 'bancos', 'bancs',
  'cristiano', 'deafs', 'whits', 'turkis', 'ladles', 'latin', 'blanc', 'blanco', 'branco', 'blanca', 'branca',
]);

/**
 * The group a lower-cased, diacritic-free Latin word names: exactly, or (for group words of five
 * letters or more) with one letter swapped with its neighbour, dropped, doubled or masked (* # _ .).
 */
export function groupOfWord(word: string): GroupWord | undefined {
  const exact = LATIN_WORDS.get(word);
  if (exact) return exact;
  if (word.length < 4 || word.length > 24 || NOT_GROUPS.has(word)) return undefined;
  // English plural possessive and simple plural of a listed singular
  if (word.endsWith('s') && word.length >= 5) {
    const sing = LATIN_WORDS.get(word.slice(0, -1));
    if (sing) return sing;
  }
  return fuzzy(word);
}

/** Group words by first letter and length, for the one-edit check. */
const BY_KEY = new Map<number, string[]>();
const keyOfWord = (first: number, length: number) => first * 64 + length;
for (const w of LATIN_WORDS.keys()) {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) continue;
  const k = keyOfWord(w.charCodeAt(0), w.length);
  const list = BY_KEY.get(k) ?? [];
  list.push(w);
  BY_KEY.set(k, list);
}
const MASK = new Set(['*', '#', '_', '.', '-', '?']);

function fuzzy(word: string): GroupWord | undefined {
  const first = word.charCodeAt(0);
  for (let d = 0; d < 3; d++) {
    const list = BY_KEY.get(keyOfWord(first, word.length + (d === 0 ? 0 : d === 1 ? 1 : -1)));
    if (!list) continue;
    for (const w of list) if (oneEdit(word, w)) return LATIN_WORDS.get(w);
  }
  return undefined;
}

/**
 * Whether `t` is `w` with one obfuscating edit: two neighbouring letters swapped, one letter (not the
 * first) dropped from a word of six letters or more, one letter doubled, or one letter replaced by a
 * masking character. An arbitrary substitution is not one (blocks ≠ blacks).
 */
function oneEdit(t: string, w: string): boolean {
  if (t.length === w.length) {
    let i = 0;
    while (i < t.length && t[i] === w[i]) i++;
    if (i === t.length) return true;
    // masked letter
    if (MASK.has(t[i]!) && t.slice(i + 1) === w.slice(i + 1)) return true;
    // swapped neighbours
    return i + 1 < t.length && t[i] === w[i + 1] && t[i + 1] === w[i] && t.slice(i + 2) === w.slice(i + 2);
  }
  if (t.length === w.length - 1) {
    // one letter dropped (not the first, and the last only when it is a plural s: "Syrian" minus its n
    // is a country; the word long enough to stay recognisable)
    if (w.length < 6) return false;
    let i = 0;
    while (i < t.length && t[i] === w[i]) i++;
    if (i === t.length) return w[i] === 's';
    return i > 0 && t.slice(i) === w.slice(i + 1);
  }
  if (t.length === w.length + 1) {
    // one letter doubled, or one masking character inserted
    let i = 0;
    while (i < w.length && t[i] === w[i]) i++;
    if (t.slice(i + 1) !== w.slice(i)) return false;
    return MASK.has(t[i]!) || (i > 0 && t[i] === t[i - 1]);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Tokens of the view

const LATIN_ACCENTED = /[\u00c0-\u024f]/g;
const stripAccent = (ch: string) => ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A word of letters, digits, the characters that disguise letters, and joiners inside a word. */
const WORD = /[\p{L}\p{M}\p{N}@$€]+(?:[*#_.'’!-]+[\p{L}\p{M}\p{N}@$€]+)*[*#]*/gu;
const HAS_LETTER = /\p{L}/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g; // harakat, superscript alef, tatweel
/** Function words that group words get glued to when spaces are dropped ("muslimsare", "hateimmigrants"). */
const GLUE_AFTER = ['are', 'is', 'were', 'should', 'must', 'can', 'cant', 'will', 'have', 'need', 'deserve', 'r', 'all', 'do', 'dont', 'arent'];
const GLUE_BEFORE = ['ihate', 'wehate', 'hate', 'fuck', 'kill', 'fucking', 'filthy', 'dirty', 'stupid', 'ban', 'deport'];
const SPACED_SEP = /^[ .\-_*·]{1,2}$/;

interface ViewToken {
  start: number;
  end: number;
  /** The folded word. */
  word: string;
}

/** Lower-cases, removes Latin accents and Arabic vowel marks, folds leetspeak inside words, shortens runs of three or more letters. */
const PLAIN = /^[a-z]+$/;
const STRETCHED = /(.)\1\1/u;
function foldWord(raw: string): string {
  let s = raw.toLowerCase();
  // most words: plain ASCII letters with no letter three times in a row
  if (PLAIN.test(s) && !STRETCHED.test(s)) return s;
  if (LATIN_ACCENTED.test(s)) s = s.replace(LATIN_ACCENTED, stripAccent);
  LATIN_ACCENTED.lastIndex = 0;
  if (ARABIC_SCRIPT.test(s)) s = s.replace(ARABIC_MARKS, '');
  if (HAS_LETTER.test(s) && /[0-9@$€!]/.test(s)) s = s.replace(/[0-9@$€!]/g, (c) => LEET[c] ?? c);
  // stretched letters: runs of 3+ become one ("fuuuck", "muuuslims"); doubles are real spelling
  if (STRETCHED.test(s)) s = s.replace(/(.)\1{2,}/gu, '$1');
  return s.replace(/['’]s$/, '').replace(/['’]/g, '');
}

/** The words of `text` with their spans; letters spelled out one by one ("m u s l i m s") joined into one word. */
function viewTokens(text: string): ViewToken[] {
  const raw: ViewToken[] = [];
  for (const m of text.matchAll(WORD)) raw.push({ start: m.index, end: m.index + m[0].length, word: foldWord(m[0]) });
  // join runs of three or more single letters separated by a space or a dot, and two-word group names
  const out: ViewToken[] = [];
  for (let i = 0; i < raw.length; ) {
    let j = i;
    while (
      isSingleLetter(raw[i]!.word) &&
      j + 1 < raw.length &&
      isSingleLetter(raw[j]!.word) &&
      isSingleLetter(raw[j + 1]!.word) &&
      SPACED_SEP.test(text.slice(raw[j]!.end, raw[j + 1]!.start))
    ) j++;
    if (j - i >= 2) {
      out.push({ start: raw[i]!.start, end: raw[j]!.end, word: raw.slice(i, j + 1).map((t) => t.word).join('') });
      i = j + 1;
    } else if (i + 1 < raw.length && PHRASE_FIRST.has(raw[i]!.word) && LATIN_WORDS.has(`${raw[i]!.word}_${raw[i + 1]!.word}`) && /^\s{1,3}$/.test(text.slice(raw[i]!.end, raw[i + 1]!.start))) {
      out.push({ start: raw[i]!.start, end: raw[i + 1]!.end, word: `${raw[i]!.word}_${raw[i + 1]!.word}` });
      i += 2;
    } else {
      out.push(raw[i]!);
      i++;
    }
  }
  return out;
}
const isSingleLetter = (w: string) => w.length === 1 && HAS_LETTER.test(w);

interface Piece {
  /** Offsets inside the token's word (Han and Hangul matches cover part of it). */
  from: number;
  to: number;
  group: GroupWord;
}

/** Korean particles and suffixes that follow a noun inside one word ("여자들은", "난민새끼"). */
const KO_TAIL = /^(?:들)?(?:은|는|이|가|을|를|의|에|에게|한테|도|만|과|와|이랑|랑|아|야|이다|임|이야|새끼|새끼들|놈|놈들|년|년들|충|충들|들)?$/u;

/** The group words inside one folded token; `slur` says the token is a hate-lexicon slur. */
function groupsIn(word: string, slur: boolean): Piece[] {
  if (HAN.test(word)) return hanGroups(word);
  if (HANGUL.test(word)) {
    const list = CJK_BY_FIRST.get(String.fromCodePoint(word.codePointAt(0)!));
    if (list) for (const w of list) if (word.startsWith(w) && KO_TAIL.test(word.slice(w.length))) return [{ from: 0, to: w.length, group: CJK_WORDS.get(w)! }];
    return [];
  }
  if (ARABIC_SCRIPT.test(word)) {
    const direct = ARABIC_WORDS.get(word);
    if (direct) return [{ from: 0, to: word.length, group: direct }];
    for (const p of ARABIC_PREFIXES) {
      if (word.length - p.length < 3 || !word.startsWith(p)) continue;
      const g = ARABIC_WORDS.get(word.slice(p.length));
      if (g) return [{ from: 0, to: word.length, group: g }];
    }
    return [];
  }
  const clean = word.replace(/[*#_.!-]+$/, '');
  const g = groupOfWord(clean);
  if (g) return [{ from: 0, to: word.length, group: slur && !g.slur ? { ...g, slur } : g }];
  if (slur) return [{ from: 0, to: word.length, group: LEXICON_SLUR }];
  // words glued together: "muslimsare", "ihatemuslims"
  if (clean.length >= 7 && /^[a-z]+$/.test(clean)) {
    for (const tail of GLUE_AFTER) {
      if (clean.length - tail.length < 4 || !clean.endsWith(tail)) continue;
      const head = clean.slice(0, -tail.length);
      const hg = LATIN_WORDS.get(head);
      if (hg) return [{ from: 0, to: head.length, group: hg }];
    }
    for (const lead of GLUE_BEFORE) {
      if (clean.length - lead.length < 4 || !clean.startsWith(lead)) continue;
      const rest = clean.slice(lead.length);
      const rg = LATIN_WORDS.get(rest);
      if (rg) return [{ from: lead.length, to: clean.length, group: rg }];
    }
  }
  return [];
}

/** A slur of the hate lexicon not in the lists above: a group mention whose characteristic the word alone does not say. */
const LEXICON_SLUR: GroupWord = { characteristic: 'race', slur: true };

function hanGroups(word: string): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < word.length; ) {
    const ch = String.fromCodePoint(word.codePointAt(i)!);
    const list = CJK_BY_FIRST.get(ch);
    let hit: string | undefined;
    if (list) for (const w of list) if (word.startsWith(w, i)) {
      hit = w;
      break;
    }
    if (hit) {
      out.push({ from: i, to: i + hit.length, group: CJK_WORDS.get(hit)! });
      i += hit.length;
    } else i += ch.length;
  }
  return out;
}

/** Spans of severe hate-lexicon terms (slurs that are never ordinary words), in order. */
export type SlurSpans = ReadonlyArray<{ start: number; end: number }>;

export function slurSpans(text: string): SlurSpans {
  return scanWords(text).terms.filter((t) => t.category === 'hate' && t.severity === 3);
}

// Adjectives that name a group only when they describe people ("disabled people", "the blind"), not
// things ("disabled by default", "white background", "old version").
const ADJECTIVES_OF_PEOPLE = new Set([
  'disabled', 'blind', 'deaf', 'handicapped', 'white', 'black', 'female', 'native', 'illegal', 'asylum', 'trans', 'crippled', 'retarded',
  'schwarze', 'schwarzen', 'behindert', 'noire', 'noir', 'preta', 'preto', 'negro', 'negra',
  // languages and nationalities as adjectives: "Turkish translation", "Chinese characters"
  'turkish', 'russian', 'chinese', 'japanese', 'korean', 'arabic', 'vietnamese', 'african', 'asian', 'mexican', 'indian', 'polish', 'somali', 'afghan', 'kurdish',
]);
const PERSON_NOUNS = new Set([
  'people', 'person', 'persons', 'man', 'men', 'woman', 'women', 'kid', 'kids', 'child', 'children', 'folks', 'folk', 'guy', 'guys',
  'girl', 'girls', 'boy', 'boys', 'community', 'communities', 'students', 'workers', 'families', 'family', 'americans', 'citizens',
  'neighbours', 'neighbors', 'voters', 'athletes', 'adults', 'teenagers', 'colleagues', 'children', 'seekers', 'users', 'veterans',
  'leute', 'menschen', 'personnes', 'gens', 'pessoas', 'gente', 'personas', 'persone',
]);

/** Whether word i of the tokens is a group adjective used of things rather than people. */
function adjectiveOfThings(tokens: readonly ViewToken[], i: number, text: string): boolean {
  const w = tokens[i]!.word;
  if (!ADJECTIVES_OF_PEOPLE.has(w)) return false;
  const next = tokens[i + 1];
  const gap = next ? text.slice(tokens[i]!.end, next.start) : '';
  if (next && /^\s{1,3}$/.test(gap) && (PERSON_NOUNS.has(next.word) || LATIN_WORDS.has(next.word))) return false;
  // nominal use: "the disabled", "the blind" (not followed by a noun)
  const prev = tokens[i - 1];
  return !(prev && (prev.word === 'the' || prev.word === 'die' || prev.word === 'les' || prev.word === 'os' || prev.word === 'los') && (!next || !/^\s{1,3}$/.test(gap) || !/^[a-z]/.test(next.word) || next.word.length <= 4));
}

/** A capitalised group word followed by a capitalised word in mid-sentence: a name ("Christian Schwarz", "Black Forest"). */
function partOfName(tokens: readonly ViewToken[], i: number, text: string): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (!next || !isCapitalised(text, t) || !isCapitalised(text, next) || !/^ $/.test(text.slice(t.end, next.start))) return false;
  return !LATIN_WORDS.has(next.word) && !PERSON_NOUNS.has(next.word);
}
const isCapitalised = (text: string, t: ViewToken) => {
  const a = text[t.start]!;
  const b = text[t.start + 1] ?? '';
  return a !== a.toLowerCase() && b === b.toLowerCase();
};

/** Each view token with its group pieces (slurs from `slurs`, or from the lexicon when not given). */
function* pieces(text: string, slurs: SlurSpans | undefined): Generator<[ViewToken, Piece[]]> {
  const ss = slurs ?? slurSpans(text);
  const tokens = viewTokens(text);
  let k = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    while (k < ss.length && ss[k]!.end <= t.start) k++;
    const slur = k < ss.length && ss[k]!.start < t.end;
    if (!slur && (adjectiveOfThings(tokens, i, text) || partOfName(tokens, i, text))) {
      yield [t, []];
      continue;
    }
    yield [t, groupsIn(t.word, slur)];
  }
}

/**
 * The protected-group mentions in `text`, in order, with their spans (a word spelled out letter by
 * letter is one mention spanning its letters; in Chinese the span is the group word inside the run).
 * `slurs`: the text's severe hate-lexicon spans if the caller has them (else the lexicon is scanned).
 */
export function groupMentions(text: string, slurs?: SlurSpans): GroupMention[] {
  return readGroups(text, slurs).mentions;
}

/** The model's view of `text` and its group mentions, from one pass (see modelView and groupMentions). */
export function readGroups(text: string, slurs?: SlurSpans): { view: string; mentions: GroupMention[] } {
  const parts: string[] = [];
  const mentions: GroupMention[] = [];
  let last = 0;
  let scoped = false;
  for (const [t, ps] of pieces(text, slurs)) {
    if (pushPunctuation(parts, text, last, t.start)) scoped = false;
    last = t.end;
    if (CLAUSE_WORDS.has(t.word)) scoped = false;
    if (ps.length === 0) {
      parts.push(scoped ? t.word.toUpperCase() : t.word);
      if (SCOPE_OPENERS.has(t.word)) scoped = true;
      continue;
    }
    // word offsets map onto the text exactly for Han (folding keeps its length)
    const exact = t.word.length === t.end - t.start && HAN.test(t.word);
    let at = 0;
    for (const p of ps) {
      mentions.push({ start: exact ? t.start + p.from : t.start, end: exact ? t.start + p.to : t.end, characteristic: p.group.characteristic, slur: p.group.slur });
      if (p.from > at) parts.push(t.word.slice(at, p.from));
      if (p.group.slur) parts.push(scoped ? 'ZSLUR' : 'zslur');
      parts.push('zgrp');
      at = p.to;
    }
    if (at < t.word.length) parts.push(t.word.slice(at));
  }
  pushPunctuation(parts, text, last, text.length);
  return { view: parts.join(' '), mentions };
}

// Words that put what follows in their clause out of the speaker's own assertion: negation ("are not
// vermin", "never", "nicht", "jamais") and reporting or rebuttal ("claiming", "the myth that", "a lie").
// The model reads the scoped words in upper case, so neither their word nor their letter n-grams are the
// ones hateful assertions taught it.
const SCOPE_OPENERS = new Set([
  'not', 'no', 'never', 'nobody', 'none', 'nothing', 'neither', 'nor', 'cannot', 'cant', 'dont', 'doesnt', 'didnt', 'isnt',
  'arent', 'wasnt', 'werent', 'wont', 'wouldnt', 'shouldnt', 'couldnt', 'aint', 'hardly',
  'claim', 'claims', 'claiming', 'claimed', 'myth', 'myths', 'lie', 'lies', 'stereotype', 'stereotypes', 'false', 'untrue',
  'accused', 'accusing', 'rumour', 'rumours', 'rumor', 'rumors', 'propaganda', 'misconception', 'falsely',
  'nicht', 'kein', 'keine', 'keiner', 'nie', 'niemals', 'niemand', 'pas', 'jamais', 'aucun', 'aucune', 'nao', 'nunca',
  'nadie', 'ninguem', 'nem', 'ni', 'non', 'mai', 'niet', 'geen', 'nooit', 'ليس', 'لا', 'لم', 'لن', 'غير',
]);
const CLAUSE_WORDS = new Set(['but', 'however', 'aber', 'sondern', 'mais', 'mas', 'pero', 'ma', 'maar', 'though', 'although', 'because']);

/**
 * The text as the model reads it: folded words separated by single spaces, each group word replaced by
 * "zgrp" (and slur forms by "zslur zgrp"), sentence punctuation (? !) kept as words of its own, and the
 * words in the scope of a negation or a reporting word (to the end of their clause) in upper case.
 */
export function modelView(text: string, slurs?: SlurSpans): string {
  return readGroups(text, slurs).view;
}

/** Pushes ? and ! found in text[from, to) as words; whether a clause ends there (, ; : . ? ! or a line break). */
function pushPunctuation(parts: string[], text: string, from: number, to: number): boolean {
  let clause = false;
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (c === '?' || c === '!' || c === '？' || c === '！') {
      if (parts[parts.length - 1] !== c) parts.push(c);
      clause = true;
    } else if (CLAUSE_END.includes(c)) clause = true;
  }
  return clause;
}
const CLAUSE_END = ',;:.\n，。；：、';
