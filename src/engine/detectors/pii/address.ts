// Street addresses: house number + street name + a street-type word (US/UK "Street, Ave, Road, Lane…",
// or a European street word such as "-straße", "-weg", "-vej", "Via", "Rue", "Calle"), an optional unit
// (Apt, Suite, Unit, #), then optionally the rest of the address on the same or the next lines: city,
// state/region and postcode (US ZIP, UK postcode, 4–5 digit European codes). US military addresses
// (PSC/Unit … Box …, APO/FPO/DPO AA/AE/AP 12345) too. A ZIP code alone is not an address.

import { patternDetector } from '../define.ts';

const SUFFIXES = [
  'street', 'st', 'avenue', 'ave', 'av', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'court', 'ct',
  'place', 'pl', 'square', 'sq', 'terrace', 'ter', 'way', 'parkway', 'pkwy', 'highway', 'hwy', 'circle', 'cir',
  'trail', 'trl', 'crescent', 'cres', 'close', 'grove', 'gardens', 'mews', 'row', 'hill', 'loop', 'plaza', 'pike',
  'alley', 'expressway', 'freeway', 'turnpike', 'route', 'rte', 'walk', 'path', 'crossing', 'xing', 'point', 'pt',
  'ridge', 'run', 'view', 'park', 'green', 'heights', 'hts', 'estates', 'junction', 'jct', 'landing', 'meadows',
  'springs', 'station', 'summit', 'valley', 'village', 'vista', 'wharf', 'quay', 'embankment', 'causeway',
  'bypass', 'manor', 'fort', 'harbor', 'harbour', 'center', 'centre', 'extension', 'extensions', 'ville',
];
// Street words written as the end of one word (German, Dutch, Nordic, Finnish, Hungarian, Polish…).
const COMPOUND_ENDINGS = [
  'straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee', 'steig',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'vej', 'gade', 'veien', 'vegen', 'gata', 'gatan',
  'vägen', 'väg', 'stræde', 'katu', 'tie', 'kuja', 'polku', 'gatvė', 'iela', 'tänav', 'utca', 'steenweg', 'baan',
];
// Street words written before the name (Romance languages, and "Avenue des …").
const PREFIXES = [
  'via', 'viale', 'piazza', 'corso', 'largo', 'vicolo', 'rue', 'avenue', 'boulevard', 'chemin', 'place', 'allée',
  'impasse', 'quai', 'calle', 'avenida', 'av.', 'avda.', 'paseo', 'plaza', 'carrer', 'camino', 'carretera', 'rua',
  'travessa', 'praça', 'estrada', 'ulica', 'ul.', 'aleja', 'al.', 'náměstí', 'strada', 'bulevardul', 'calea',
];
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI';

const escape = (w: string) => w.replace(/[.]/g, '\\.');
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** Lower, Capitalised and UPPER forms: the pattern is case-sensitive so that name words can demand a capital. */
const alt = (words: readonly string[]) => [...new Set(words.flatMap((w) => [w, capital(w), w.toUpperCase()]))].map(escape).join('|');
/** Capitalised and UPPER forms only ("Via Roma 1", not "via email 5"). */
const altCap = (words: readonly string[]) => [...new Set(words.flatMap((w) => [capital(w), w.toUpperCase()]))].map(escape).join('|');

// Building blocks. Name words are letters with apostrophes, dots or hyphens inside; at most four.
const WORD = String.raw`\p{L}[\p{L}'’.-]{0,24}`;
const NAME = String.raw`(?:\p{Lu}[\p{L}'’.-]{0,24}|\d{1,3}(?:st|nd|rd|th))`;
const NUM = String.raw`\d{1,6}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?`;
const SEP = String.raw`(?:[ \t]{0,3}[,\n][ \t]{0,3}[,\n]?[ \t]{0,3}|[ \t]{1,3})`;
const DIR = String.raw`(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]{1,2})?`;
const UNIT = String.raw`(?:${SEP}(?:${alt(['apt', 'apartment', 'suite', 'ste', 'unit', 'flat', 'fl', 'floor', 'room', 'rm', 'bldg', 'building'])}|#)\.?[ \t]{0,2}#?[A-Za-z0-9-]{1,6})?`;
const ZIP_TAIL = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|\d{4,5}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)`;
// City/region tail: up to three name lines or words, then a state or postcode. Bounded throughout.
const TAIL = String.raw`(?:${SEP}(?:${WORD}[ \t]{1,2}){0,3}${WORD}${SEP}(?:(?:${US_STATES})${SEP})?${ZIP_TAIL}|${SEP}(?:${US_STATES})[ \t]{1,2}\d{5}(?:-\d{4})?|${SEP}\d{4,5}[ \t]{1,2}${WORD}(?:[ \t]${WORD})?)?`;

const POST_DIR = String.raw`(?:[ \t]{1,2}(?:N|S|E|W|NE|NW|SE|SW)\.?(?![\p{L}\p{N}]))?`;
const US_UK = String.raw`${NUM}[ \t]{1,3}${DIR}(?:${NAME}[ \t]{1,3}){1,4}(?:${alt(SUFFIXES)})\.?(?![\p{L}\p{N}])${POST_DIR}`;
const COMPOUND = String.raw`(?:${NAME}[ \t]{1,3}){0,2}\p{Lu}\p{Ll}{0,30}(?:${COMPOUND_ENDINGS.join('|')})\.?[ \t]{1,3}${NUM}\.?(?![\p{L}\p{N}])`;
const PREFIXED = String.raw`(?:${altCap(PREFIXES)})[ \t]{1,3}(?:${WORD}[ \t]{1,3}){0,4}?${NAME},?[ \t]{1,3}${NUM}(?![\p{L}\p{N}])`;
const MILITARY = String.raw`(?:(?:${alt(['psc', 'unit', 'cmr'])})[ \t]{1,2}\d{1,5},?[ \t]{1,2}(?:${alt(['box'])})[ \t]{1,2}\d{1,5}|(?:USNS|USS|USCGC)[ \t]\p{L}{1,20})${SEP}(?:${alt(['apo', 'fpo', 'dpo'])})[ \t]{1,2}(?:${alt(['aa', 'ae', 'ap'])})[ \t]{1,2}\d{5}`;

const SOURCE = String.raw`(?<![\p{L}\p{N}])(?:${MILITARY}|(?:${US_UK}|${COMPOUND}|${PREFIXED})${UNIT}${TAIL})`;

export const address = patternDetector({
  id: 'address',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'address',
  pattern: new RegExp(SOURCE, 'gu'),
  // Street names must be capitalised (the pattern is case-sensitive), so "5 miles down the road" is
  // not an address; a postcode or unit after the street makes the match surer.
  validate: (value) => {
    const tail = /\d{4,5}(?:-\d{4})?\s*$|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\s*$|\b(?:apt|suite|ste|unit|flat|box)\b/i.test(value);
    if (tail) return 0.85;
    // "1947 New York Film Critics Circle", "© 2023 Kaufman Music Center": a year, not a house number.
    const year = /^(1[89]|20)\d\d\s/.test(value);
    return !year;
  },
  contextWords: ['address', 'live', 'lives', 'located', 'ship', 'shipping', 'deliver', 'mail', 'street', 'adresse', 'dirección', 'indirizzo'],
  baseScore: 0.7,
  contextBoost: 0.1,
  reason: 'street address',
  examples: {
    positive: [
      'Ship to «1600 Pennsylvania Avenue NW, Washington, DC 20500» please',
      'I live at «221B Baker Street, London NW1 6XE».',
      'Office: «350 Fifth Ave, Suite 3300\nNew York, NY 10118»',
      'We moved to «42 Oak St. Apt 5».',
      'Adresse: «Hauptstraße 5, 10115 Berlin»',
      'meet at «Via delle Coste 41»',
      'address: «PSC 1083, Box 3672\nAPO AP 10176»',
      'our shop at «Koenigstrasse 51»',
    ],
    negative: [
      'I ran 5 miles down the road',
      'Use Route 66 as an example',
      'ZIP 10118 only',
      'we have 3 new features in the street view',
      'in 2019 the company moved',
      'What movie won the 1947 New York Film Critics Circle Award?',
      'String 1 = "silent"',
      'Spring 2014: the team',
    ],
  },
});
