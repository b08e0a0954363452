// The countries a text most likely comes from, for reading its national phone numbers: "05 92 43 85 36"
// is a French number, "0711 754479508" a German one, "(63) 5759-9718" a Brazilian one — but only
// libphonenumber, told the country, can say whether the digits are a valid number there. This module
// names at most MAX_REGIONS candidates from the cues a text carries about where it comes from:
//   - its language, from frequent function words (and Japanese kana): a cheap stand-in for full language
//     identification (eld costs 0.4 s to load, 30 MB and ~0.1 ms per text; telling eight languages apart
//     by their commonest words needs a map lookup per word of the first LANGUAGE_PREFIX characters);
//   - country names, demonyms and large cities in several languages;
//   - postcode shapes that only one country uses (UK, Canada, Netherlands, Brazil, Japan, Australia, India);
//   - currency symbols and codes; top-level domains of emails and URLs;
//   - international numbers already in the text (+49 …, 0033 …): their country.
// Each cue adds a weight to its country; the best few are returned. Only the first READ_PREFIX
// characters are read, once per text (the result is remembered while the text is scanned), so the cost
// per text is bounded whatever its length. NANP countries (US, CA) are not returned: the phone detector reads
// every national number as NANP first anyway.

import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

export const MAX_REGIONS = 3;
const READ_PREFIX = 4000;
const LANGUAGE_PREFIX = 1500;

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'ja';

/** The countries a language points to, most likely first (weights 2, 1, 1). */
const LANGUAGE_REGIONS: Readonly<Record<Lang, readonly CountryCode[]>> = {
  en: ['GB', 'AU'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH'],
  es: ['ES', 'MX', 'AR'],
  it: ['IT', 'CH'],
  nl: ['NL', 'BE'],
  pt: ['BR', 'PT'],
  ja: ['JP'],
};

// Frequent words that belong to one language of the eight (words two of them share — "de", "que",
// "para", "una", "die" — are left out), and the phone labels of each language.
const FUNCTION_WORDS: Readonly<Record<Exclude<Lang, 'ja'>, string>> = {
  en: 'the and is are you your please of to with for this that thanks hello my our we have will can would be at from it name address number phone email card date city street',
  de: 'der das und ist nicht mit ich wir bitte für auf den dem ein eine einen sehr unter oder bei vom zum zur auch haben können ihre mich mir danke grüße hallo herr frau straße erreichen sie uns telefon handy rufnummer festnetz mobil vorname nachname anschrift geburtsdatum ort reisepassnummer führerschein kontonummer bestellnummer kundennummer',
  fr: 'le les et est une des du pour vous nous je pas avec sur au aux merci bonjour madame monsieur mon votre cette qui dans rue être joindre joignable téléphone portable numéro tél nom prénom ville naissance courriel permis',
  es: 'el los las del por está usted gracias hola señor señora muy pero calle llamar puede y mi teléfono móvil su es con nombre apellidos dirección ciudad fecha nacimiento correo electrónico tarjeta caducidad',
  it: 'il gli della delle di che è sono non grazie ciao signor signora mio anche questo questa chiamare ho alle nel cellulare telefono cognome indirizzo città nascita codice fiscale scadenza patente',
  nl: 'het een en van niet met ik wij jij voor op dank bedankt graag mijn uw bellen bel straat ook zijn naar bij wordt kunt maar hoi heb hebt wat als dat nog dit deze ben bent telefoon mobiel naam adres woonplaats geboortedatum rijbewijs',
  pt: 'os um não você obrigado obrigada olá meu minha seu sua rua ligar liga são pelo pela também no na do da dos das telefone celular nascimento endereço cidade agência conta',
};
const WORD_LANG = new Map<string, Lang>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS) as [Lang, string][]) {
  // A word listed for two languages says nothing: drop it from both.
  for (const w of words.split(' ')) WORD_LANG.set(w, WORD_LANG.has(w) && WORD_LANG.get(w) !== lang ? ('' as Lang) : lang);
}

// Country names, demonyms and large cities (in the country's language, English and its neighbours').
const PLACES: Readonly<Partial<Record<CountryCode, string>>> = {
  GB: 'uk britain british england scotland wales london manchester birmingham glasgow edinburgh leeds liverpool bristol',
  DE: 'germany deutschland deutsch deutsche deutschen allemagne alemania germania duitsland alemanha berlin münchen munich hamburg köln cologne frankfurt stuttgart düsseldorf leipzig dresden hannover nürnberg bremen',
  AT: 'austria österreich autriche wien vienna graz linz salzburg innsbruck',
  CH: 'switzerland schweiz suisse svizzera zürich zurich genève geneva bern basel lausanne',
  FR: 'france français française frankreich francia frankrijk frança paris lyon marseille toulouse bordeaux lille nantes strasbourg nice rennes',
  BE: 'belgium belgië belgique belgien brussels bruxelles brussel antwerpen anvers gent liège',
  ES: 'spain españa español española spanien espagne spagna spanje espanha madrid barcelona valencia sevilla bilbao málaga zaragoza',
  MX: 'mexico méxico mexicano mexicana guadalajara monterrey',
  AR: 'argentina buenos córdoba rosario',
  IT: 'italy italia italiano italiana italien italie italië itália roma rome milano milan napoli naples torino turin firenze florence bologna genova palermo venezia',
  NL: 'netherlands nederland nederlands holland niederlande amsterdam rotterdam utrecht eindhoven groningen haag tilburg',
  PT: 'portugal português portuguesa lisboa lisbon porto',
  BR: 'brazil brasil brasileiro brasileira brasilien brésil brasile paulo janeiro brasília salvador fortaleza curitiba recife manaus goiânia campinas',
  JP: 'japan japanese nippon tokyo osaka kyoto yokohama nagoya sapporo fukuoka kobe',
  IN: 'india indian bharat mumbai delhi bangalore bengaluru chennai kolkata hyderabad pune ahmedabad jaipur lucknow noida gurgaon gurugram maharashtra karnataka',
  AU: 'australia australian sydney melbourne brisbane perth adelaide canberra queensland nsw',
  IE: 'ireland irish dublin cork',
  NZ: 'zealand auckland wellington christchurch',
};
const WORD_PLACE = new Map<string, CountryCode>();
for (const [country, words] of Object.entries(PLACES) as [CountryCode, string][]) for (const w of words.split(' ')) WORD_PLACE.set(w, country);

// Postcodes only one country writes this way, currencies, and the country-code TLDs of the same countries.
const SHAPES: ReadonlyArray<readonly [RegExp, CountryCode, number]> = [
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/, 'GB', 3],
  [/\b[1-9]\d{3} ?[A-Z]{2}\s{1,2}[A-Z][a-z]/, 'NL', 2],
  [/\b\d{5}-\d{3}\b/, 'BR', 3],
  [/〒\s?\d{3}-?\d{4}/, 'JP', 3],
  [/\b(?:NSW|VIC|QLD|TAS|ACT) \d{4}\b/, 'AU', 3],
  [/\b(?:PIN|Pin ?[Cc]ode|PIN ?[Cc]ode)[\s:.-]{0,3}\d{3} ?\d{3}\b/, 'IN', 3],
  [/£|\bGBP\b/, 'GB', 3],
  [/R\$|\bBRL\b|\breais\b/, 'BR', 3],
  [/₹|\bINR\b|\bRs\.? ?\d|\blakh|\bcrore/, 'IN', 3],
  [/円|¥|\bJPY\b/, 'JP', 3],
  [/\bA\$|\bAUD\b/, 'AU', 3],
  [/\bCHF\b/, 'CH', 3],
  [/\bMXN\b/, 'MX', 3],
];
const TLD = /[a-z0-9-]\.(?:co\.|com\.)?(de|at|ch|fr|be|es|mx|ar|it|nl|br|pt|jp|in|uk|au|ie|nz)(?![a-z0-9-]|\.[a-z])/gi;
const KANA = /[\u3040-\u30ff]/;

// International numbers: "+" or "00", a calling code, and at least six more digits.
const INTERNATIONAL = /(?<![\w+])(?:\+|00)[1-9]\d{0,2}[ .(-]{0,2}\d[\d .()-]{4,16}\d/g;
/** The country of each calling code: its main country where several share one (+1 US, +44 GB, +7 RU…). */
const CALLING_CODES = new Map<string, CountryCode>();
const MAIN: readonly CountryCode[] = ['US', 'GB', 'RU', 'IT', 'NO', 'AU', 'FI', 'MA', 'RE', 'GP', 'CW', 'SH'];
for (const c of [...MAIN, ...getCountries()]) if (!CALLING_CODES.has(getCountryCallingCode(c))) CALLING_CODES.set(getCountryCallingCode(c), c);
function countryOfCode(digits: string): CountryCode | undefined {
  // Calling codes are prefix-free: the first prefix that is one is the code.
  for (let n = 1; n <= 3 && n <= digits.length; n++) {
    const c = CALLING_CODES.get(digits.slice(0, n));
    if (c) return c;
  }
  return undefined;
}

const WORDS = /\p{L}+/gu;

/** The most frequent of the eight languages among the counted words, or undefined when none leads. */
function leadingLanguage(counts: ReadonlyMap<Lang, number>): Lang | undefined {
  let best: Lang | undefined;
  let top = 0;
  let second = 0;
  for (const [lang, n] of counts) {
    if (n > top) [best, top, second] = [lang, n, top];
    else if (n > second) second = n;
  }
  // Two words ahead of any other language, or the only word of any (a table's header: "Nome;Telefone").
  return best !== undefined && ((top >= 2 && top > second) || (top === 1 && second === 0)) ? best : undefined;
}

/** Letters only one of the eight languages uses, counted as one word of it when present. */
const LETTERS: ReadonlyArray<readonly [RegExp, Lang]> = [
  [/[ßäöü]/, 'de'],
  [/[ãõç]/, 'pt'],
  [/[ñ¿¡]/, 'es'],
];

/** The language of the text's first LANGUAGE_PREFIX characters, among the eight, when one leads. */
export function guessLanguage(text: string): Lang | undefined {
  if (KANA.test(text)) return 'ja';
  const counts = new Map<Lang, number>();
  const head = text.slice(0, LANGUAGE_PREFIX);
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(head); m !== null; m = WORDS.exec(head)) {
    const lang = WORD_LANG.get(m[0].toLowerCase());
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  WORDS.lastIndex = 0;
  return leadingLanguage(counts);
}

/** The weight of each country the text's cues point to. */
export function regionScores(text: string): Map<CountryCode, number> {
  const head = text.length > READ_PREFIX ? text.slice(0, READ_PREFIX) : text;
  const scores = new Map<CountryCode, number>();
  const add = (c: CountryCode | undefined, w: number) => {
    if (c && c !== 'US' && c !== 'CA') scores.set(c, (scores.get(c) ?? 0) + w);
  };
  // One pass over the words: function words (in the first LANGUAGE_PREFIX characters) and places.
  const counts = new Map<Lang, number>();
  const places = new Set<CountryCode>();
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(head); m !== null; m = WORDS.exec(head)) {
    const word = m[0].toLowerCase();
    const place = WORD_PLACE.get(word);
    if (place) places.add(place);
    if (m.index < LANGUAGE_PREFIX) {
      const lang = WORD_LANG.get(word);
      if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
    }
  }
  WORDS.lastIndex = 0;
  for (const [re, l] of LETTERS) if (re.test(head)) counts.set(l, (counts.get(l) ?? 0) + 1);
  const lang = KANA.test(head) ? 'ja' : leadingLanguage(counts);
  if (lang) LANGUAGE_REGIONS[lang].forEach((c, i) => add(c, i === 0 ? 2 : 1));
  for (const c of places) add(c, 3);
  for (const [re, c, w] of SHAPES) if (re.test(head)) add(c, w);
  const tlds = new Set<CountryCode>();
  for (const m of head.matchAll(TLD)) {
    const tld = m[1]!.toUpperCase();
    tlds.add(tld === 'UK' ? 'GB' : (tld as CountryCode));
  }
  for (const c of tlds) add(c, 3);
  const codes = new Set<CountryCode>();
  for (const m of head.matchAll(INTERNATIONAL)) {
    const c = countryOfCode(m[0].replace(/^00/, '').replace(/\D/g, ''));
    if (c) codes.add(c);
    if (codes.size >= 4) break;
  }
  for (const c of codes) add(c, 4);
  return scores;
}

/** The countries of one text, and how many national numbers have been checked against them so far. */
export interface RegionGuess {
  readonly regions: readonly CountryCode[];
  /** Counted by the caller: libphonenumber validations spent on this text (bounded per text). */
  validations: number;
}

// The answer for the text being scanned. The phone detector calls forgetRegions() when its pass over a
// text ends, so no scanned text is kept alive between scans; within the pass the same string object
// comes back for every candidate, and `===` on it is a pointer comparison.
let lastText: string | undefined;
let last: RegionGuess = { regions: [], validations: 0 };

/** Up to MAX_REGIONS countries the text most likely comes from, best first (never US or CA). */
export function likelyRegions(text: string): RegionGuess {
  if (text === lastText) return last;
  const head = text.length > READ_PREFIX ? text.slice(0, READ_PREFIX) : text;
  const ranked = [...regionScores(head)].sort((a, b) => b[1] - a[1]);
  // Nothing points anywhere (a table of names and numbers): the United Kingdom, the other default
  // reading besides NANP.
  last = { regions: ranked.length > 0 ? ranked.slice(0, MAX_REGIONS).map(([c]) => c) : ['GB'], validations: 0 };
  lastText = text;
  return last;
}

/** Drops the remembered text (call when a pass over it ends). */
export function forgetRegions(): void {
  lastText = undefined;
}
