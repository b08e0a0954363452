// Street addresses: house number + street name + a street-type word (US/UK "Street, Ave, Road, Lane…",
// or a European street word such as "-straße", "-weg", "-vej", "Via", "Rue", "Calle"), an optional unit
// (Apt, Suite, Unit, #), then optionally the rest of the address on the same or the next lines: city,
// state/region and postcode (US ZIP, UK postcode, 4–5 digit European codes). US military addresses
// (PSC/Unit … Box …, APO/FPO/DPO AA/AE/AP 12345) too. A ZIP code alone is not an address.
// Two passes join the pattern's findings (see `detect` below): postal blocks anchored by a national
// postcode, for the street-name-then-number forms of most of Europe, Latin America and India and for
// British flat and house-name lines (address-blocks.ts), and Japanese addresses (address-ja.ts). A
// JSON-escaped "\n" reads as a line break, so an address stops there unless its next line goes on.

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { patternDetector } from '../define.ts';
import { allDigits, isBlank, isDigit, isLower, isUpper } from '../../chars.ts';
import { byFirstChar, escapeRegExp } from '../../normalize/alternation.ts';
import { endsAtComma, forgetTokens, postalBlocks, unitPartsBefore } from './address-blocks.ts';
import { japaneseAddresses } from './address-ja.ts';

// Street types written after the name: the USPS list of suffixes (Publication 28, appendix C1, full
// words and the usual abbreviations) and the common UK/Commonwealth ones.
const SUFFIXES = [
  'street', 'streets', 'st', 'avenue', 'ave', 'av', 'road', 'roads', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'drives', 'dr',
  'court', 'courts', 'ct', 'place', 'pl', 'square', 'squares', 'sq', 'terrace', 'ter', 'way', 'ways', 'parkway', 'pkwy', 'highway', 'hwy',
  'circle', 'circles', 'cir', 'trail', 'trl', 'crescent', 'cres', 'close', 'grove', 'groves', 'gardens', 'garden', 'mews', 'row', 'hill',
  'hills', 'loop', 'plaza', 'pike', 'alley', 'aly', 'expressway', 'expy', 'freeway', 'fwy', 'turnpike', 'tpke', 'route', 'rte', 'walk',
  'walks', 'path', 'crossing', 'xing', 'crossroad', 'crossroads', 'point', 'points', 'pt', 'ridge', 'ridges', 'run', 'view',
  'park', 'parks', 'green', 'greens', 'heights', 'hts', 'estate', 'estates', 'junction', 'jct', 'landing', 'meadow', 'meadows', 'spring',
  'springs', 'station', 'summit', 'valley', 'valleys', 'village', 'villages', 'vista', 'wharf', 'quay', 'embankment', 'causeway', 'bypass',
  'manor', 'manors', 'fort', 'harbor', 'harbour', 'harbors', 'center', 'centre', 'centers', 'extension', 'extensions', 'ext', 'ville',
  'annex', 'arcade', 'bayou', 'beach', 'bend', 'bluff', 'bluffs', 'bottom', 'branch', 'bridge', 'brook', 'brooks', 'burg', 'burgs',
  'camp', 'canyon', 'cape', 'cliff', 'cliffs', 'club', 'common', 'commons', 'corner', 'corners', 'course', 'cove', 'coves', 'creek',
  'crest', 'curve', 'dale', 'dam', 'divide', 'falls', 'ferry', 'field', 'fields', 'flat', 'flats', 'ford', 'fords', 'forest', 'forge',
  'forges', 'fork', 'forks', 'gateway', 'glen', 'glens', 'haven', 'hollow', 'inlet', 'island', 'islands', 'isle', 'junctions', 'key',
  'keys', 'knoll', 'knolls', 'lake', 'lakes', 'light', 'lights', 'lock', 'locks', 'lodge', 'mall', 'mill', 'mills', 'mission',
  'motorway', 'mount', 'mountain', 'mountains', 'neck', 'orchard', 'oval', 'overpass', 'pass', 'passage', 'pine', 'pines', 'plain',
  'plains', 'port', 'ports', 'prairie', 'radial', 'ramp', 'ranch', 'rapid', 'rapids', 'rest', 'river', 'shoal', 'shoals', 'shore',
  'shores', 'skyway', 'spur', 'spurs', 'stravenue', 'stream', 'throughway', 'trace', 'track', 'trafficway', 'tunnel', 'underpass',
  'union', 'unions', 'viaduct', 'wall', 'well', 'wells', 'parade', 'rise', 'vale', 'chase', 'drove', 'wynd', 'broadway', 'esplanade',
  'promenade', 'boardwalk', 'concourse', 'circus', 'gate', 'yard', 'quadrant',
];
// The suffixes also accepted in lower case ("221B Baker street"); the rest must be capitalised like
// the name before them, so "Windows 10 Pro keys" or "14 App Router route" are not streets.
const CORE_SUFFIXES = ['street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'parkway', 'pkwy', 'highway', 'hwy', 'terrace', 'crescent'];
// Street words written as the end of one word (German, Dutch, Nordic, Icelandic, Finnish, Hungarian…).
const COMPOUND_ENDINGS = [
  'straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee', 'steig', 'brücke',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'steenweg', 'baan', 'hove', 'plaats',
  'vej', 'gade', 'vænget', 'stræde', 'veien', 'vegen', 'vollen', 'stien', 'bakken', 'gata', 'gatan', 'vägen', 'väg', 'stigen',
  'gränd', 'backen', 'torget', 'braut', 'vegur', 'stígur', 'katu', 'tie', 'kuja', 'polku', 'gatvė', 'iela', 'tänav', 'utca',
];
// Endings distinctive enough to accept on a lower-case word too ("hersnapvej 18", "heiligengeistbrücke 77").
const DISTINCT_ENDINGS = ['straße', 'strasse', 'gasse', 'straat', 'vej', 'vænget', 'gade', 'veien', 'vegen', 'vägen', 'gatan', 'katu', 'utca', 'brücke', 'allee', 'platz', 'vollen', 'stræde'];
// Street words written as a separate word after the name, before the number ("Király u. 15.",
// "Augsburger Strasse 36", "Luite tee 87", "Nieuwe Baan 473", "Stensås terrasse 38").
const POST_WORDS = [
  'u.', 'utca', 'út', 'útja', 'tér', 'körút', 'krt.', 'köz', 'sétány', 'fasor', 'rakpart', 'tee', 'põik', 'puiestee', 'maantee',
  'tänav', 'iela', 'straße', 'strasse', 'str.', 'weg', 'gasse', 'platz', 'allee', 'baan', 'laan', 'straat', 'gracht', 'kade', 'wei',
  'vej', 'gade', 'gata', 'gatan', 'vägen', 'veien', 'terrasse', 'prospekt', 'sokak', 'sokağı', 'caddesi', 'cad.', 'sk.',
];
// Street words written before the name (Romance, Slavic and Greek forms, and "Avenue des …").
const PREFIXES = [
  'via', 'viale', 'piazza', 'piazzetta', 'corso', 'largo', 'vicolo', 'rue', 'avenue', 'boulevard', 'chemin', 'place', 'allée',
  'impasse', 'quai', 'calle', 'avenida', 'av.', 'avda.', 'paseo', 'plaza', 'carrer', 'camino', 'carretera', 'rua', 'travessa',
  'praça', 'estrada', 'ulica', 'ul.', 'aleja', 'al.', 'náměstí', 'strada', 'bulevardul', 'calea', 'trg', 'postbox', 'οδός',
  'οδ.', 'λεωφόρος', 'λεωφ.', 'λ.', 'πλατεία', 'πλ.',
];
// Street words that follow a house number in French and Belgian addresses ("56 rue La Boétie").
const FR_WORDS = ['rue', 'avenue', 'av.', 'boulevard', 'bd', 'bd.', 'allée', 'impasse', 'chemin', 'place', 'quai', 'cours', 'route', 'square'];
// Lower-case words inside names ("Rue de la Sarthe", "Jiřího z Poděbrad", "Untere Donaulände").
const CONNECT = String.raw`(?:de|du|des|la|le|les|del|della|delle|dei|di|da|do|dos|das|van|von|der|den|ten|ter|y|e|et|z|u|v|na|d'|l')`;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI';

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** Longest first, so an alternation never settles for a shorter word's prefix. */
const byLength = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
/** byLength for a regex that scans a whole text: the same alternation, grouped by first character (normalize/alternation.ts). */
const byLengthScan = (words: Iterable<string>, ignoreCase = false) => byFirstChar([...new Set(words)].sort((a, b) => b.length - a.length), { ignoreCase });
/** Lower, Capitalised and UPPER forms: the pattern is case-sensitive so that name words can demand a capital. */
const alt = (words: readonly string[]) => byLength(words.flatMap((w) => [w, capital(w), w.toUpperCase()]));
/** Capitalised and UPPER forms only ("Via Roma 1", not "via email 5"). */
const altCap = (words: readonly string[]) => byLength(words.flatMap((w) => [capital(w), w.toUpperCase()]));

/** Country names in English from the runtime's ICU data (no list to keep by hand), as a tail anchor. */
function countryNames(): string[] {
  const names = new Set<string>(['United States', 'United States of America', 'USA', 'United Kingdom', 'UK', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Deutschland', 'España', 'Italia', 'Nederland', 'Sverige', 'Norge', 'Danmark', 'Suomi', 'Polska', 'Česko', 'Österreich', 'Schweiz', 'Suisse', 'Brasil', 'México',
    // Older or longer names still common in addresses.
    'Czech Republic', 'Swaziland', 'Burma', 'Macedonia', 'Ivory Coast', 'Cape Verde', 'East Timor', 'Turkey', 'Russia', 'Vietnam',
    'South Korea', 'North Korea', 'Republic of Korea', "People's Republic of China", 'Kingdom of the Netherlands', 'Holland',
    'Great Britain', 'Britain', 'Republic of Ireland', 'Democratic Republic of the Congo', 'Republic of the Congo']);
  try {
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = display.of(code);
        if (name && name !== code && !/\d|Unknown/.test(name)) names.add(name.replace(/ \(.*\)$/, ''));
      }
    }
  } catch {
    // A runtime without ICU region names still has the fixed ones.
  }
  for (const n of [...names]) if (n.includes('&')) names.add(n.replace('&', 'and'));
  return [...names].flatMap((n) => [n, n.toUpperCase()]);
}

const END = String.raw`(?![\p{L}\p{N}])`;
// Building blocks. Name words are letters with apostrophes, dots or hyphens inside.
// Inside a word: letters, apostrophes, dots, hyphens, and the Latin-1 symbols that UTF-8 read as
// Latin-1 leaves after "Ã" ("SÃ£o TomÃ©" is "São Tomé" mis-decoded).
const IN = String.raw`[\p{L}'’.\u00A1-\u00BF-]`;
const WORD = String.raw`\p{L}${IN}{0,24}`;
const CAPWORD = String.raw`\p{Lu}${IN}{0,24}(?![\p{N}]|${IN})`;
/** Any-case word, read whole. */
const ANYWORD = String.raw`\p{L}${IN}{0,24}(?!${IN})`;
// Words are matched whole (the look-ahead forbids stopping inside one), so a failed attempt is never
// retried at every shorter length of the same word.
const NAME = String.raw`(?:\p{Lu}${IN}{0,24}(?!${IN})|\d{1,3}(?:st|nd|rd|th))`;
/** A street name after a prefix word: capitalised words with lower-case connectors between them. */
const NOT_UNIT = String.raw`(?!(?:Apt|APT|Apartment|Suite|SUITE|Ste|STE|Unit|Flat|Floor|Room|Bldg)(?:\.|${END}))`;
const NAMES = String.raw`(?:${CONNECT}[ \t]{1,2}){0,2}${NAME}(?:[ \t]{1,2}(?:${CONNECT}[ \t]{1,2}){0,2}${NOT_UNIT}${NAME}){0,3}`;
const NUM = String.raw`\d{1,6}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?`;
/** A building or lot number before the house number ("370 3911 Fourth Avenue"). */
const LEAD = String.raw`(?:\d{1,5}[ \t]{1,2})?`;
const SEP = String.raw`(?:[ \t]{0,3}[,\n][ \t]{0,3}[,\n]?[ \t]{0,3}|[ \t]{1,3})`;
/** Between the parts of the city/region tail: a comma or a line break (with spaces around). */
const LINE = String.raw`(?:[ \t]{0,3}(?:,[ \t]{0,3}\n?|\n[ \t]{0,3},?)[ \t]{0,3})`;
const DIR = String.raw`(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]{1,2})?`;
const UNIT_WORDS = alt(['apt', 'apartment', 'suite', 'ste', 'unit', 'flat', 'fl', 'floor', 'room', 'rm', 'bldg', 'building', 'dept', 'office', 'lot', 'box']);
// The unit word ends at a dot, a space or "#", so "steps" and "flatten" are not "Ste ps" and "Flat ten".
const ONE_UNIT = String.raw`${SEP}(?:(?:${UNIT_WORDS})(?:\.[ \t]{0,2}|[ \t]{1,2})#?|(?:${UNIT_WORDS})?#[ \t]?)[A-Za-z0-9-]{1,6}${END}`;
const UNIT = String.raw`(?:${ONE_UNIT}){0,2}`;
/** Only the unit words that never follow a product or chapter number ("Windows 10 Unit 3" is not an address). */
const HOME_UNIT_WORDS = ['apt', 'apartment', 'suite', 'ste'];
const HOME_UNIT = String.raw`${SEP}(?:${alt(HOME_UNIT_WORDS)})(?:\.[ \t]{0,2}|[ \t]{1,2})#?[A-Za-z0-9-]{1,6}${END}`;
const POSTCODE = String.raw`(?:\d{5}(?:-\d{4})?|\d{4}|\d{3}[ \t]\d{2}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)${END}`;
/** A place word in any case: \`keptTail\` cuts the tail at a lower-case word when the street was capitalised. */
const PWORD = String.raw`\p{L}${IN}{0,24}(?![\p{N}]|${IN})`;
const PLACE = String.raw`${PWORD}(?:[ \t]{1,2}(?:${PWORD}|\(${PWORD}\)))`+'{0,3}';
/** An apartment or suite on its own line inside the tail ("Lindman Street\n Suite 718\n Bremen\n Ecuador 25602"). */
const UNIT_PART = String.raw`(?:${UNIT_WORDS})(?:\.[ \t]{0,2}|[ \t]{1,2})#?[A-Za-z0-9-]{1,6}${END}`;
/**
 * The city/region tail as the pattern reads it: up to four parts (place names, postcodes) after a comma,
 * a line break or (for the first) spaces. The pattern is greedy and cannot fail here; `tailEnd` then
 * cuts the tail after its last part that holds a postcode, a region code or a country, so a signature
 * or the next sentence is not taken for a city. Country names stay out of the pattern (it would grow
 * by thousands of alternatives); the cut looks them up in a set.
 */
const SEG = String.raw`(?:${UNIT_PART}|(?:${PLACE}|${POSTCODE})(?:[ \t]{1,2}(?:${PLACE}|${POSTCODE})){0,2})`;
// The tail is read after the pattern, by \`tailSpan\` (sticky, one part at a time): inside the pattern
// it multiplied its size, which made it slow to scan and tripped V8's optimiser.
const FIRST_SEP_RE = new RegExp(String.raw`(?:${LINE}|[ \t]{1,3})`, 'y');
const SEG_RE = new RegExp(SEG, 'uy');
const LINE_RE = new RegExp(LINE, 'y');
/** End of the raw tail (city, region, postcode, country, unit lines) that starts at \`at\`: up to five parts. */
function tailSpan(text: string, at: number): number {
  FIRST_SEP_RE.lastIndex = at;
  if (!FIRST_SEP_RE.test(text)) return at;
  let p = FIRST_SEP_RE.lastIndex;
  let end = at;
  for (let k = 0; k < 5; k++) {
    SEG_RE.lastIndex = p;
    if (!SEG_RE.test(text)) break;
    end = SEG_RE.lastIndex;
    LINE_RE.lastIndex = end;
    if (!LINE_RE.test(text)) break;
    p = LINE_RE.lastIndex;
  }
  return end;
}

const COUNTRIES: ReadonlySet<string> = new Set(countryNames().map((n) => n.toLowerCase()));
const SEGMENT_SEP = /[ \t]*(?:,[ \t]*\n?|\n[ \t]*,?)[ \t]*/g;
// A tail part that anchors the address is place words and one postcode or region code, nothing else:
// "9885 1152-Office" or "089 72 63 41 office" on the next line is a phone number, not a postcode.
const PLACE_TEXT = String.raw`(?:\p{L}[\p{L}'’.() -]{0,60}[ \t])?`;
const FIVE_DIGITS = new RegExp(String.raw`^${PLACE_TEXT}\d{5}(?:-\d{4})?$`, 'u');
const ENDS_WITH_POSTCODE = new RegExp(String.raw`^${PLACE_TEXT}(?:\d{4}|\d{3}[ \t]\d{2}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)$`, 'u');
const STARTS_WITH_POSTCODE = /^(?:\d{4,5}|\d{2}-\d{3}|\d{3} \d{2})[ \t]{1,2}\p{L}[\p{L}'’. -]{0,60}$/u;
const ENDS_WITH_REGION = new RegExp(String.raw`^${PLACE_TEXT}[A-Z]{2,3}$`, 'u');

const MOJIBAKE = /[ÂÃ][\u0080-\u00BF]/;
const UTF8 = new TextDecoder();

/** Whether a tail part ends with a country name ("Czech Republic", "Cyprus (Greek) 51034"). */
function endsWithCountry(part: string): boolean {
  // "SÃ£o TomÃ©": UTF-8 read as Latin-1; look the repaired name up.
  if (MOJIBAKE.test(part) && !/[^\u0000-\u00ff]/.test(part)) {
    const repaired = UTF8.decode(Uint8Array.from(part, (c) => c.charCodeAt(0)));
    if (!repaired.includes('\uFFFD') && repaired !== part && endsWithCountry(repaired)) return true;
  }
  const words = part.toLowerCase().replace(/[ \t]+\d[\d -]{2,9}$/, '').replace(/[ \t]*\([^()]{1,30}\)$/, '').split(/[ \t]+/);
  for (let k = 1; k <= Math.min(5, words.length); k++) if (COUNTRIES.has(words.slice(-k).join(' '))) return true;
  return false;
}

/** What a tail part proves: 2 = a five-digit postcode or a country, 1 = another postcode or a region code, 0 = nothing. */
function anchorStrength(part: string): number {
  if (part.endsWith('.')) part = part.slice(0, -1);
  if (FIVE_DIGITS.test(part) || endsWithCountry(part)) return 2;
  return ENDS_WITH_POSTCODE.test(part) || STARTS_WITH_POSTCODE.test(part) || ENDS_WITH_REGION.test(part) ? 1 : 0;
}

/**
 * Length of the tail to keep: through the last part that anchors it; with no anchor, one city after a
 * comma or line break ("8 Main Street, Anytown"). `strict` (a bare "Name 12" with no apartment) keeps
 * the tail only when a five-digit postcode or a country ends it after at least one place line, and
 * returns undefined otherwise.
 */
function keptTail(tail: string, strict: boolean, lower = false): number | undefined {
  // A capitalised street has a capitalised city: the tail stops at the first lower-case word that is
  // not a connector ("Trinidad and Tobago"), so "42 Oak St. Apt 5 and we went home" keeps no tail.
  if (!lower) {
    const cut = LOWER_WORD.exec(tail);
    if (cut) tail = tail.slice(0, cut.index).trimEnd();
  }
  // "…, 28286 Bremen. Melden Sie sich": a full stop after a word of four letters or more ends the sentence
  // ("9000 St. Gallen" keeps its abbreviation).
  const sentence = SENTENCE_END.exec(tail);
  if (sentence) tail = tail.slice(0, sentence.index + 1);
  if (tail === '') return strict ? undefined : 0;
  const parts: Array<{ text: string; start: number; end: number }> = [];
  let from = 0;
  for (const m of tail.matchAll(SEGMENT_SEP)) {
    if (m.index > from) parts.push({ text: tail.slice(from, m.index).trim(), start: from, end: m.index });
    from = m.index + m[0].length;
  }
  if (from < tail.length) parts.push({ text: tail.slice(from).trim(), start: from, end: tail.length });
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    // The whole part, or its longest run of leading words that anchors ("Lyss Belarus. Please call").
    let strength = anchorStrength(part.text);
    let end = part.end;
    if (strength === 0) {
      const raw = tail.slice(part.start, part.end);
      for (let j = raw.lastIndexOf(' '); j > 0 && strength === 0; j = raw.lastIndexOf(' ', j - 1)) {
        const prefix = raw.slice(0, j).trimEnd();
        if (prefix.trim() === '') break;
        strength = anchorStrength(prefix.trim());
        end = part.start + prefix.length;
      }
    }
    if (strength === 0) continue;
    // "Czech Republic 07512\n0319 3649187", "Mali\n089 72 63 41": a bare number after a postcode or a
    // country starts a phone number or the next record.
    if (i > 0 && /^[\d -]+$/.test(part.text) && (/\d/.test(parts[i - 1]!.text) || endsWithCountry(parts[i - 1]!.text))) continue;
    // Strict: "Version 2\nBuild 12345\nRelease 20240" has numbers where the city lines should be.
    if (strict && (strength < 2 || i < 1 || parts.slice(0, i).some((p) => /\d/.test(p.text)))) return undefined;
    return withoutFinalDot(tail, end);
  }
  if (strict) return undefined;
  return /^[ \t]*[,\n]/.test(tail) && parts.length > 0 && /^\p{Lu}/u.test(parts[0]!.text) && !UNIT_START.test(parts[0]!.text)
    ? withoutFinalDot(tail, parts[0]!.end)
    : 0;
}
const LOWER_WORD = /(?<![\p{L}\p{N}'’.\u00A1-\u00BF-])(?!(?:and|of|the|de|du|des|la|le|les|del|della|delle|dei|di|da|do|dos|das|van|von|der|den|ten|ter|y|e|et|z|u|v|na)(?![\p{L}\p{N}])|(?:im|am|an|ob|upon|sur|aan|op)[ \t](?!(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Wochenende|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Morgen|Abend|Mittag)(?![\p{L}]))\p{Lu})\p{Ll}/u;
const SENTENCE_END = /(?<=\p{L}{4})\.(?=[ \t]+\p{Lu})/u;
const UNIT_START = /^(?:apt|apartment|suite|ste|unit|flat|fl|floor|room|rm|bldg|building|dept|office|lot|box)\b/i;

/** "…, 75008 Paris." ends the sentence, not the city name. */
const withoutFinalDot = (tail: string, end: number) => (tail[end - 1] === '.' ? end - 1 : end);

const POST_DIR = String.raw`(?:[ \t]{1,2}(?:N|S|E|W|NE|NW|SE|SW)\.?${END})?`;
const US_UK = String.raw`${NUM}[ \t]{1,3}${DIR}(?:${NAME}[ \t]{1,3}){1,4}(?:${alt(CORE_SUFFIXES)}|${altCap(SUFFIXES)})\.?${END}${POST_DIR}`;
// The street word is read whole, then "is a number next?" and only then "does it end like a street?"
// (a look-behind), so ordinary words fail after one pass and the endings are tried once per word.
const NUM_NEXT = String.raw`(?!\p{Ll})(?=\.?[ \t]{1,3}\d)`;
const COMPOUND = String.raw`(?:(?:${NAME}[ \t]{1,3}){0,2}\p{Lu}\p{Ll}{0,30}${NUM_NEXT}(?<=\p{L}(?:${byLength(COMPOUND_ENDINGS)}))|\p{Ll}{2,30}${NUM_NEXT}(?<=\p{Ll}{2}(?:${byLength(DISTINCT_ENDINGS)})))\.?[ \t]{1,3}${NUM}\.?${END}`;
const POSTFIX = String.raw`(?:${NAME}[ \t]{1,2}){1,3}(?=[^\s\d]{1,9}[ \t]{1,2}\d)(?:${alt(POST_WORDS)})[ \t]{1,2}${NUM}\.?${END}`;
const PREFIXED = String.raw`(?:${altCap(PREFIXES)}|ul\.|al\.)[ \t]{1,3}(?:${NOT_UNIT}${WORD}[ \t]{1,3}){0,4}?${NAME},?[ \t]{1,3}${NUM}${END}`;
const FRENCH = String.raw`${NUM}(?:[ \t]?(?:bis|ter))?,?[ \t]{1,3}(?:${alt(FR_WORDS)})[ \t]{1,3}${NAMES}${END}`;
const PO_BOX_WORDS = ['p.o. box', 'p. o. box', 'po box', 'p.o.box', 'post office box', 'postbox', 'postfach', 'apartado', 'casilla'];
const PO_BOX = String.raw`(?:${alt(PO_BOX_WORDS)})[ \t]{0,2}#?\d{1,6}${END}`;
const MILITARY_WORDS = ['psc', 'unit', 'cmr'];
const MILITARY = String.raw`(?:(?:${alt(MILITARY_WORDS)})[ \t]{1,2}\d{1,5},?[ \t]{1,2}(?:${alt(['box'])})[ \t]{1,2}\d{1,5}|(?:USNS|USS|USCGC|USNV)[ \t]\p{L}{1,20})${SEP}(?:${alt(['apo', 'fpo', 'dpo'])})[ \t]{1,2}(?:${alt(['aa', 'ae', 'ap'])})[ \t]{1,2}\d{5}`;
/** "Name 12" with no street word at all (Czech, Spanish, Baltic forms): only with an apartment or a full tail. */
// In the pattern a bare street needs an apartment or at least two tail lines, so that "Version 2" or
// "Opus 420" never consumes the text where a real address starts; \`tailEnd\` then applies the strict rule.
const BARE = String.raw`(?:${NAME}[ \t]{1,2}){0,2}${NAME}[ \t]{1,2}${NUM}${END}`;

/** "97 guildry street apt. 818": typed in lower case, so only with a unit after it ("5 miles down the road" has none). */
const LOWER = String.raw`${NUM}[ \t]{1,2}(?:\p{Ll}[\p{Ll}'’-]{1,24}[ \t]{1,2}){1,2}(?:${CORE_SUFFIXES.join('|')})\.?${END}(?=${HOME_UNIT})`;

/**
 * "2613 avenida praia 1 suite 463", "21 José matía 66 Apt. 617": a building number, a street name in any
 * case and a house number, only with an apartment or suite after it ("page 3 of 12" has none).
 */
const NUMBERED = String.raw`${NUM}[ \t]{1,2}(?:${ANYWORD}[ \t]{1,2}){1,4}${NUM}\.?${END}(?=${HOME_UNIT})`;

const STREET = String.raw`(?:${US_UK}|${COMPOUND}|${POSTFIX}|${PREFIXED}|${FRENCH}|${PO_BOX}|${LOWER}|${NUMBERED})`;
// After "the corner of" the context is strong enough for looser streets: up to four words ending in a
// number ("Ilichova 50", "ul. Grochowa 80") or a street word in any case ("minik courts"). Kept compact:
// repeating the full street forms here would make the pattern too large to compile well.
const CORNER_STREET = String.raw`(?:\d{1,6}[ \t]{1,2})?(?:${WORD}[ \t]{1,2}){1,4}?(?:${NUM}\.?|(?i:${byLength(SUFFIXES)})\.?)${END}`;
const CORNER = String.raw`(?:[Tt]he[ \t])?[Cc]orner[ \t]of[ \t]${CORNER_STREET}[ \t](?:and|&)[ \t]${CORNER_STREET}`;

// The pattern finds the head (street and units); the tail is read and cut afterwards. A bare "Name 12"
// needs an apartment or at least two more lines after it, so "Version 2" does not consume the text
// where a real address starts.
const SOURCE = String.raw`(?<![\p{L}\p{N}])(?:${MILITARY}|${CORNER}|${LEAD}${STREET}${UNIT}|${LEAD}${BARE}(?=${HOME_UNIT}|${LINE}[^\n,]{1,80}${LINE}))`;

// ---- Where a match can begin ----
// The pattern is tried only at the positions `addressStarts` lets through. Each test below is a
// necessary condition read off the alternatives of SOURCE that can begin with that kind of character (a
// digit, an ASCII capital, an ASCII lower-case letter), so a position it refuses cannot begin a match and
// the findings are the same. Trying the whole alternation at every word start cost ~100 ns a word; the
// candidates are found by small scans and most are refused after a few character tests. A start on a
// non-ASCII letter is always tried (the pattern decides).

/** What a name word can hold (\p{L} and IN's ' . -), any non-ASCII character counted in. */
const isNamePart = (c: number) => isUpper(c) || isLower(c) || c === 39 || c === 46 || c === 45 || c >= 128;
/** What a house number can hold (NUM, "12bis", "3rd"). */
const isNumberPart = (c: number) => isDigit(c) || isUpper(c) || isLower(c) || c === 45 || c === 47;

/** Longest name word: a capital and 24 more (NAME, WORD, ANYWORD). */
const NAME_MAX = 25;
/** Longest word before a number: COMPOUND's "\p{Lu}\p{Ll}{0,30}" and its dot. */
const TOKEN_MAX = 32;
/** Longest house number: NUM "\d{1,6}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?" with FRENCH's "bis" glued on. */
const NUMBER_MAX = 16;
/** SEP at its widest: spaces, a comma or line break, spaces, another, spaces. */
const SEP_MAX = 3 + 1 + 3 + 1 + 3;
// PREFIXED: prefix word, [ \t]{1,3}, up to four WORDs each with [ \t]{1,3}, the NAME, a comma and
// [ \t]{1,3}, then the number: its first digit is no further from the start.
const PREFIXED_REACH = Math.max(...PREFIXES.flatMap((w) => [capital(w), w.toUpperCase()]).map((w) => w.length)) + 3 + 4 * (NAME_MAX + 3) + NAME_MAX + 1 + 3;
// NUMBERED, the widest form that needs HOME_UNIT after it: LEAD "\d{1,5}[ \t]{1,2}", NUM (13), [ \t]{1,2},
// up to four ANYWORDs each with [ \t]{1,2}, NUM, a dot and SEP; the unit word starts no further. (LOWER
// reaches less: two words and a street word.)
const UNIT_REACH = 7 + 13 + 2 + 4 * (NAME_MAX + 2) + 13 + 1 + SEP_MAX;

/** Every case form the pattern accepts for these words, to look a word of the text up whole. */
const forms = (words: readonly string[], lower = true) => new Set(words.flatMap((w) => [...(lower ? [w] : []), capital(w), w.toUpperCase()]));
const SUFFIX_FORMS = new Set([...forms(CORE_SUFFIXES), ...forms(SUFFIXES, false)]);
const POST_FORMS = forms(POST_WORDS);
const MILITARY_FORMS = forms(MILITARY_WORDS);
const COMPOUND_WORD = new RegExp(String.raw`.(?:${byLength(COMPOUND_ENDINGS)})\.?$`, 'u');

// Candidate scans, one per kind of first character (separate scans are several times faster than one
// with all the kinds). Each asks, in a look-ahead, what the alternatives starting with that character
// need next; the character tests after them (`digitMayStart`, `upperMayStart`) ask more. The scans with
// many matches match one character, so test() and lastIndex tell where without a match object.
const NUMBER_RUN = String.raw`[0-9A-Za-z/-]{0,15}`; // the rest of NUM (with "bis") or of a "3rd"
const LOWER_LEAD = String.raw`the[ \t][Cc]orner|${byLengthScan([...MILITARY_WORDS, 'corner', 'ul.', 'al.', ...PO_BOX_WORDS])}`;
const FRENCH_FORMS = ['bis', 'ter', ...forms(FR_WORDS)];
const DIGIT_START = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d(?=` +
    // A "3rd" NAME: COMPOUND, POSTFIX, BARE.
    String.raw`\d{0,2}(?:st|nd|rd|th)[ \t]` +
    // LEAD, then a street starting with a number, a lower-case fixed word or COMPOUND's lower-case branch.
    String.raw`|\d{0,4}[ \t]{1,2}(?:\d|${LOWER_LEAD}|\p{Ll}{2,30}\.?[ \t]{1,3}\d)` +
    String.raw`|${NUMBER_RUN}(?:` +
    // FRENCH: "12, rue …", its street word after a comma.
    String.raw`,[ \t]{1,3}(?:${byLength(FRENCH_FORMS)}|[^\x00-\x7F])` +
    String.raw`|[ \t]{1,3}(?:` +
    // US_UK (a direction, a capitalised or "3rd" name), FRENCH, NUMBERED or LEAD before a capitalised street.
    String.raw`[A-Z]|[^\x00-\x7F]|${byLength(FRENCH_FORMS)}|\d{1,3}(?:st|nd|rd|th)[ \t]` +
    // LOWER: lower-case words and a street word; NUMBERED: words and a number.
    String.raw`|(?:\p{Ll}[\p{Ll}'’-]{1,24}[ \t]{1,2}){1,2}(?:${CORE_SUFFIXES.join('|')})` +
    String.raw`|(?:\p{L}[\p{L}'’.\u00A1-\u00BF-]{0,24}[ \t]{1,2}){1,4}\d)))`,
  'gu',
);
// A capital: a fixed word (CORNER, MILITARY's ship names, PO_BOX, PREFIXED's prefix), or a word of name
// characters and blanks, then a number, a capitalised word or POSTFIX's lower-case street word.
const UPPER_LEAD_FORMS = ['The', 'Corner', 'USNS', 'USS', 'USCGC', 'USNV', ...forms(PO_BOX_WORDS, false)];
const PREFIX_FORMS = forms(PREFIXES, false);
const UPPER_START = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[A-Z](?:(?<=(?=The[ \t][Cc]orner|Corner|USNS|USS|USCGC|USNV|${byLength(forms(PO_BOX_WORDS, false))}|(?:${byLength(PREFIX_FORMS)})[ \t]).)` +
    String.raw`|(?=(?:[A-Za-z'.\-]|[^\x00-\x7F]){0,31}[ \t]{1,3}(?:[A-Z\d]|[^\x00-\x7F]|(?:${byLength(POST_WORDS)})[ \t])))`,
  'gu',
);
// The fixed lower-case words, searched words first; \`lowerStarts\` tests the start of a word at each hit.
const LOWER_START = new RegExp(String.raw`(?:${LOWER_LEAD})`, 'gu');
const LOWER_ENDING = new RegExp(String.raw`(?:${byLengthScan(DISTINCT_ENDINGS)})(?=\.?[ \t]{1,3}\d)`, 'gu');
const CASED_START = /[^\x00-\x7F](?<=(?<![\p{L}\p{N}])[\p{Lu}\p{Ll}])/gu;
const NON_ASCII = /[^\x00-\x7F]/;

// Capital starts with a fixed word: CORNER, MILITARY's ship names, PO_BOX; PREFIXED ("Via Roma 1"), whose
// street name may hold any words.
const UPPER_LEAD = new RegExp(String.raw`The[ \t][Cc]orner|Corner|USNS|USS|USCGC|USNV|${byLength(forms(PO_BOX_WORDS, false))}`, 'y');
const PREFIX_LEAD = new RegExp(String.raw`(?:${byLength(PREFIX_FORMS)})[ \t]`, 'uy');
const FRENCH_LEAD = new RegExp(byLength(FRENCH_FORMS), 'uy');
/** The first two characters of a word as one number: a quick look-up before a regex test of the word. */
const pairAt = (text: string, i: number) => text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
const pairs = (words: Iterable<string>) => new Set([...words].map((w) => pairAt(w, 0)));
const UPPER_LEAD_PAIRS = pairs(UPPER_LEAD_FORMS);
const PREFIX_PAIRS = pairs(PREFIX_FORMS);
const FRENCH_PAIRS = pairs(FRENCH_FORMS);
const UNIT_WORD = new RegExp(String.raw`(?:${alt(HOME_UNIT_WORDS)})`, 'y');
const HOME_UNIT_WORD = new RegExp(byLengthScan(HOME_UNIT_WORDS, true), 'gi');
const ANY_DIGIT = /\d/g;
const AFTER_LETTER_OR_NUMBER = /(?<=[\p{L}\p{N}])/uy;
const AFTER_LOWER = /(?<=\p{Ll})/uy;

const at = (re: RegExp, text: string, i: number): boolean => {
  re.lastIndex = i;
  return re.test(text);
};
const nextAt = (re: RegExp, text: string, i: number): number => {
  re.lastIndex = i;
  return re.exec(text)?.index ?? Infinity;
};

/**
 * The next match of `re` at or after a position, remembered for the scan in progress: the answer found
 * from `from` holds for every position up to it, so a scan that asks in order reads the text about once.
 */
class NextMatch {
  readonly re: RegExp;
  from = -1;
  at = -1;
  constructor(re: RegExp) {
    this.re = re;
  }
  within(text: string, i: number, n: number): boolean {
    if (!(this.from <= i && i <= this.at)) {
      this.from = i;
      this.at = nextAt(this.re, text, i);
    }
    return this.at <= i + n;
  }
}
const nextDigit = new NextMatch(ANY_DIGIT);
const nextUnit = new NextMatch(HOME_UNIT_WORD);
const digitWithin = (text: string, i: number, n: number) => nextDigit.within(text, i, n);
const unitWithin = (text: string, i: number, n: number) => nextUnit.within(text, i, n);

/** End of the run of name characters from i, or -1 past TOKEN_MAX. */
function tokenEnd(text: string, i: number): number {
  const start = i;
  while (isNamePart(text.charCodeAt(i))) if (++i - start > TOKEN_MAX) return -1;
  return i;
}
/** End of 1–3 blanks from i, or -1. */
function blanksEnd(text: string, i: number): number {
  const start = i;
  while (isBlank(text.charCodeAt(i))) i++;
  return i > start && i - start <= 3 ? i : -1;
}
/** \d{1,3}(?:st|nd|rd|th) then [ \t] at i: a NAME written in digits ("3rd"). */
function ordinalAt(text: string, i: number): boolean {
  let j = i;
  while (isDigit(text.charCodeAt(j)) && j - i < 4) j++;
  if (j === i || j - i > 3) return false;
  const a = text.charCodeAt(j);
  const b = text.charCodeAt(j + 1);
  const suffix = (a === 115 && b === 116) || (a === 110 && b === 100) || (a === 114 && b === 100) || (a === 116 && b === 104); // st nd rd th
  return suffix && isBlank(text.charCodeAt(j + 2));
}

/** An ASCII capital at p. */
function upperMayStart(text: string, p: number): boolean {
  const pair = pairAt(text, p);
  if (UPPER_LEAD_PAIRS.has(pair) && at(UPPER_LEAD, text, p)) return true;
  if (PREFIX_PAIRS.has(pair) && at(PREFIX_LEAD, text, p)) return digitWithin(text, p, PREFIXED_REACH);
  // COMPOUND, POSTFIX, BARE and MILITARY's "PSC 12": one to four words of name characters, each followed
  // by [ \t]{1,3}, all capitalised but POSTFIX's street word; then the number (or a "3rd" NAME, after which
  // anything may come). Which form it can be is told by the last word and what follows the number.
  let i = p;
  for (let words = 0; words < 4; words++) {
    const start = i;
    const first = text.charCodeAt(i);
    const end = tokenEnd(text, i);
    if (end <= start) return false;
    i = blanksEnd(text, end);
    if (i < 0) return false;
    const capitalised = isUpper(first) || first >= 128;
    if (isDigit(text.charCodeAt(i))) {
      if (ordinalAt(text, i)) return true;
      const word = text.slice(start, end);
      // POSTFIX: a street word after one to three names.
      if (words > 0 && POST_FORMS.has(word)) return true;
      if (!capitalised) return false;
      // MILITARY: "PSC 12", "Unit 12".
      if (words === 0 && MILITARY_FORMS.has(word)) return true;
      // COMPOUND: "Hauptstraße 5", the street word ending like one (a dot may follow it).
      if (words <= 2 && COMPOUND_WORD.test(word)) return true;
      // BARE: "Dobrovského 1394" needs HOME_UNIT or LINE after the number: within three blanks a comma or
      // a line break, or blanks and an apartment word.
      if (words > 2) return false;
      let k = i;
      while (isNumberPart(text.charCodeAt(k)) && k - i <= NUMBER_MAX) k++;
      const blanks = k;
      while (isBlank(text.charCodeAt(k)) && k - blanks < 3) k++;
      const c = text.charCodeAt(k);
      return c === 44 || c === 10 || (k > blanks && at(UNIT_WORD, text, k));
    }
    if (!capitalised) return false;
  }
  return false;
}

/** A lower-case ASCII letter at p, after "the corner" and the like: COMPOUND's branch is found by its ending. */
const lowerMayStart = (text: string, p: number): boolean =>
  (LOWER_LEAD_PAIRS.has(pairAt(text, p)) && at(LOWER_START_AT, text, p)) || lowerCompoundAt(text, p);
const LOWER_START_AT = new RegExp(String.raw`(?:${LOWER_LEAD})`, 'y');
const LOWER_LEAD_PAIRS = pairs(['the', 'corner', ...MILITARY_WORDS, 'ul.', 'al.', ...PO_BOX_WORDS]);
/** COMPOUND's lower-case branch at p: "\p{Ll}{2,30}" ending in a DISTINCT_ENDING, then ".?[ \t]{1,3}\d". */
function lowerCompoundAt(text: string, p: number): boolean {
  let q = p;
  while (isLower(text.charCodeAt(q))) q++;
  if (text.charCodeAt(q) >= 128) return true; // the word goes on in letters not read here
  let k = text.charCodeAt(q) === 46 ? q + 1 : q;
  const blanks = k;
  while (isBlank(text.charCodeAt(k)) && k - blanks < 3) k++;
  return k > blanks && isDigit(text.charCodeAt(k)) && DISTINCT_ENDINGS.some((e) => q - p >= e.length + 2 && text.endsWith(e, q));
}

/**
 * US_UK after its number, at i: an optional direction and one to four NAMEs (capitalised, or "3rd"), each
 * followed by [ \t]{1,3}, then a street-type word (its letters, then a dot or no letter).
 */
function usStreetAt(text: string, i: number): boolean {
  for (let words = 0; words < 6; words++) {
    const start = i;
    const first = text.charCodeAt(i);
    if (words > 0) {
      let letters = i;
      while ((isUpper(text.charCodeAt(letters)) || isLower(text.charCodeAt(letters))) && letters - i <= 10) letters++;
      if (SUFFIX_FORMS.has(text.slice(i, letters))) return true;
    }
    if (isDigit(first)) {
      if (!ordinalAt(text, i)) return false;
      i += 2;
      while (!isBlank(text.charCodeAt(i))) i++;
    } else {
      if (!(isUpper(first) || first >= 128)) return false;
      const end = tokenEnd(text, i);
      if (end <= start) return false;
      i = end;
    }
    i = blanksEnd(text, i);
    if (i < 0) return false;
  }
  return false;
}

const frenchAt = (text: string, i: number) => FRENCH_PAIRS.has(pairAt(text, i)) && at(FRENCH_LEAD, text, i);

/** A digit at p; `lead`: it may be LEAD, the building number before the house number. */
function digitMayStart(text: string, p: number, lead: boolean): boolean {
  // Every form starts with a number (NUM, a "3rd" NAME, LEAD's digits) and [ \t]{1,3}, or FRENCH's comma.
  let q = p;
  while (isNumberPart(text.charCodeAt(q))) if (++q - p > NUMBER_MAX) return false;
  const comma = text.charCodeAt(q) === 44;
  const s = blanksEnd(text, comma ? q + 1 : q);
  if (s < 0) return false;
  const c = text.charCodeAt(s);
  // Only FRENCH has a comma there, and its street word follows.
  if (comma) return c >= 128 || frenchAt(text, s);
  // "3rd Avenue 5": a NAME in digits begins COMPOUND, POSTFIX or BARE.
  if (isLower(text.charCodeAt(q - 1)) && ordinalAt(text, p)) return true;
  if (c >= 128) return true;
  // FRENCH ("56 rue …", "12 bis"); LOWER and NUMBERED, which need an apartment word within UNIT_REACH.
  if (frenchAt(text, s) || unitWithin(text, p, UNIT_REACH)) return true;
  // LEAD: this was the building number and a street starts at s.
  if (lead && s - q <= 2 && q - p <= 5 && allDigits(text, p, q)) {
    if (isDigit(c) ? digitMayStart(text, s, false) || ordinalAt(text, s) : isUpper(c) ? upperMayStart(text, s) : isLower(c) && lowerMayStart(text, s)) return true;
  }
  // US_UK.
  return isUpper(c) || isDigit(c) ? usStreetAt(text, s) : false;
}

/** Start of the lower-case word that ends at i (letters back to a non-letter), if it starts a word. */
function lowerWordStart(text: string, i: number): number {
  let w = i;
  for (let n = 0; n <= 30; n++) {
    const c = text.charCodeAt(w - 1);
    if (isLower(c)) w--;
    else if (c >= 128 && at(AFTER_LOWER, text, w)) w -= (c & 0xfc00) === 0xdc00 && w >= 2 ? 2 : 1;
    else return at(AFTER_LETTER_OR_NUMBER, text, w) ? -1 : w;
  }
  return -1;
}

/** The positions where the pattern can match, ascending. */
export function addressStarts(text: string): number[] {
  for (const next of [nextDigit, nextUnit]) next.from = next.at = -1; // a new text
  const lists = [candidates(DIGIT_START, text, digitMayStart), candidates(UPPER_START, text, upperMayStart), lowerStarts(text)];
  if (NON_ASCII.test(text)) lists.push(candidates(CASED_START, text));
  return lists.reduce(mergeAscending);
}

/** Where a one-character scan matches (and its test lets through), in order. */
function candidates(re: RegExp, text: string, may?: (text: string, i: number, lead: boolean) => boolean): number[] {
  const out: number[] = [];
  re.lastIndex = 0;
  while (re.test(text)) {
    // One code point matched: two code units for a letter beyond the BMP.
    const end = re.lastIndex;
    const i = (text.charCodeAt(end - 1) & 0xfc00) === 0xdc00 && (text.charCodeAt(end - 2) & 0xfc00) === 0xd800 ? end - 2 : end - 1;
    if (may === undefined || may(text, i, true)) out.push(i);
  }
  return out;
}

/** Lower-case starts: the fixed words, and the words that end like COMPOUND's lower-case branch. */
function lowerStarts(text: string): number[] {
  const out: number[] = [];
  LOWER_START.lastIndex = 0;
  for (let m = LOWER_START.exec(text); m !== null; m = LOWER_START.exec(text)) {
    // Not at the start of a word: (?<![\p{L}\p{N}]) in front would have failed here, and the scan
    // with it would go on one character further, as this one does (~0.3 ms less per 1 MB than the
    // look-behind in front, which the engine tries at every position).
    if (!at(AFTER_LETTER_OR_NUMBER, text, m.index)) out.push(m.index);
    LOWER_START.lastIndex = m.index + 1; // a fixed word may start inside the one just found ("the corner")
  }
  const compound: number[] = [];
  LOWER_ENDING.lastIndex = 0;
  while (LOWER_ENDING.test(text)) {
    const start = lowerWordStart(text, LOWER_ENDING.lastIndex);
    if (start >= 0 && start !== compound[compound.length - 1]) compound.push(start);
  }
  return mergeAscending(out, compound);
}

/** Two ascending lists as one, without repeats. */
function mergeAscending(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (x !== out[out.length - 1]) out.push(x);
  }
  return out;
}

const HEAD_FIXED = new RegExp(String.raw`${MILITARY}|${CORNER}`, 'uy');
const HEAD_STREET = new RegExp(String.raw`${LEAD}${STREET}${UNIT}`, 'uy');
const HEAD_BARE = new RegExp(String.raw`${LEAD}${BARE}`, 'uy');
const HEAD_UNIT = new RegExp(String.raw`${HOME_UNIT}${UNIT}`, 'uy');

const sticky = (re: RegExp, text: string, at: number): number | undefined => {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : undefined;
};

/** Where the address whose head the pattern matched at [start, end) really ends; undefined drops it. */
function tailEnd(text: string, start: number, end: number): number | undefined {
  // The validator and \`address.detect\` both ask, one whole pass apart: remember this scan's answers.
  if (cache.text !== text) cache = { text, cuts: new Map() };
  const known = cache.cuts.get(start);
  if (known !== undefined && known.end === end) return known.result;
  const result = computeTailEnd(text, start, end);
  cache.cuts.set(start, { end, result });
  return result;
}
let cache: { text: string; cuts: Map<number, { end: number; result: number | undefined }> } = { text: '', cuts: new Map() };

function computeTailEnd(text: string, start: number, end: number): number | undefined {
  if (sticky(HEAD_FIXED, text, start) === end) return end;
  const street = sticky(HEAD_STREET, text, start);
  if (street !== undefined) {
    const cut = street + (keptTail(text.slice(street, tailSpan(text, street)), false, !HAS_UPPER.test(text.slice(start, street))) ?? 0);
    // "742 Evergreen Terrace\nPhone: …": a tail that ends at a colon was the next field's label.
    if (cut > street && FIELD_LABEL_AFTER.test(text.slice(cut, cut + 4))) return street;
    // "…, 50042 Zaragoza\nIP del cliente: …": a last line that goes on to a colon is the next field.
    let nl = -1;
    for (let i = cut - 1; i >= street; i--) {
      if (text.charCodeAt(i) === 10) {
        nl = i;
        break;
      }
    }
    if (nl >= 0 && LABEL_LINE.test(text.slice(nl + 1, nl + 42))) {
      let back = nl;
      while (back > street && /[\s,]/.test(text[back - 1]!)) back--;
      return back;
    }
    return cut;
  }
  const bare = sticky(HEAD_BARE, text, start);
  if (bare === undefined) return end;
  const unit = sticky(HEAD_UNIT, text, bare);
  const head = unit ?? bare;
  const kept = keptTail(text.slice(head, tailSpan(text, head)), unit === undefined);
  return kept === undefined ? undefined : head + kept;
}

const HAS_UPPER = /\p{Lu}/u;
const FIELD_LABEL_AFTER = /^[ \t]{0,2}:/;
const LABEL_LINE = /^[ \t]*\p{L}[^\n:,\d]{0,39}:/u;

const DATE_START = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?[ \t]/i;

/** The head pattern, global. Exported with `addressStarts` for the test that the gate drops no match. */
export const ADDRESS_HEAD = new RegExp(SOURCE, 'gu');

const base = patternDetector({
  id: 'address',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'address',
  pattern: ADDRESS_HEAD,
  starts: addressStarts,
  // Street names must be capitalised (the pattern is case-sensitive), so "5 miles down the road" is
  // not an address; a postcode or unit after the street makes the match surer.
  validate: (_matched, ctx) => {
    const cut = tailEnd(ctx.text, ctx.start, ctx.end);
    if (cut === undefined) return false;
    const value = ctx.text.slice(ctx.start, cut);
    // "May 9, 2012", "Dec. 23, 1913, ch. 6": a date, whatever follows it.
    if (DATE_START.test(value)) return false;
    const tail = /\d{4,5}(?:-\d{4})?\s*$|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\s*$|\b(?:apt|suite|ste|unit|flat|box)\b/i.test(value);
    if (tail) return 0.85;
    // "1947 New York Film Critics Circle", "© 2023 Kaufman Music Center": a year, not a house number.
    const year = /^(1[89]|20)\d\d\s+\p{Lu}/u.test(value);
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
      'Envoyez-le au «56 rue La Boétie, 75008 Paris».',
      'Címem: «Király u. 15., 1088 Budapest»',
      'Mail it to «P.O. Box 149, Anchorage, AK 99501» please',
      'Bydlím na «Dobrovského 1394 Apt. 66» už rok',
      'We met at «the corner of Main Street and Elm Avenue» yesterday',
      'Send to «4966 Bond Street\n Suite 413\n Warwick\n United States»\nThanks,\nJohn',
      'Adres: «ul. Słowicza 10, 00-950 Warszawa»',
      // Postal blocks: a street line of any form reached from a postcode of a national shape.
      'Lieferadresse: «Am Falkenberg 106, 63407 Friedberg». Danke!',
      '{"address":"«Calle de Ana Soler 75 Apt. 24\\nMadrid, 28013»","phone":"+34 600 000 000"}',
      '{"note":"adres:\\n«Molenweg 300, 1034 LB Amsterdam»\\n--"}',
      'Indirizzo: «Borgo Ferrari 5 Piano 3\n09170, Oristano (OR)»',
      'Entrega: «Rua Augusta, 123 – Consolação, São Paulo – SP, 01310-100»',
      'Bezorgadres: «Jansenweg 5\n1234AB Putten»\nTelefoon: 06 31533074',
      'Deliver to «H.No. 32, Gandhi Nagar, Bhopal-123456» by Friday',
      'Address: «Flat 12, Sunrise Apartments, MG Road, Indiranagar, Bengaluru, Karnataka 560 001»',
      'Post it to «Rose Cottage, Church Lane, Little Snoring, Norfolk NR21 0AA» please',
      'Ship to «Flat 1, 12 High Street, London» today',
      'Address: «742 Evergreen Terrace»\nPhone: (217) 555-0100',
      // Japanese: 〒 postcode, prefecture, city, block numbers and the building.
      '住所：«〒569-8008 香川県横浜市緑区六番町14丁目16番13号 コート六番町420»',
      '«大阪府大阪市北区梅田1-1-3»に住んでいます',
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
      'Version 2\nBuild 12345\nRelease 20240',
      'Humor Tier 3, steeper XP curve',
      'Take 3 steps forward',
      'Windows 10 Pro keys',
      'May 9, 2012, Boston, MA 02118',
      'Next.js 14 App Router route structure',
      'I live in Madrid and love it.',
      'Order 28013 shipped on 2024-05-12 from Berlin',
      'Version 2, 10115 Berlin',
      'Posted on 3rd February 2019 By Mike Bell',
      'Specs: 16GB, SSD 480GB, RTX 2060, Fonte 650W',
      'coordinates 52.5200, 13.4050, Berlin 10115',
      '東京都の人口は1400万人です',
    ],
  },
});

const LEADING_LABEL =
  /^(?:\p{Lu}\p{Ll}{1,15}[ \t]{1,2}){0,2}?(?:Address|ADDRESS|Adresse|ADRESSE|Anschrift|Lieferadresse|Rechnungsadresse|Dirección|Direccion|Domicilio|Indirizzo|Endereço|Endereco|Morada|Adres|Bezorgadres)[ \t]*:?[ \t]+/u;
const ESCAPED_BREAK = /\\([ntr])/g;

/** The pattern's findings with each tail cut where `tailEnd` says (the validator judged the cut value). */
export const address: Detector = {
  ...base,
  detect: (original, ctx) => {
    // JSON and log lines write a line break as the two characters "\n": read them as a blank and a line
    // break (same length, so every offset holds), so "adres:\nMolenweg 300" is not the word "nMolenweg"
    // and a postal block may go on to its next line and stop at the next field like a real one.
    const text = original.includes('\\') ? original.replace(ESCAPED_BREAK, (_m, c: string) => ` ${c === 'n' ? '\n' : c === 't' ? '\t' : '\r'}`) : original;
    try {
      return addressesIn(text, ctx);
    } finally {
      // Nothing of the text outlives the pass, even one stopped by its budget.
      cache = { text: '', cuts: new Map() };
      forgetTokens();
    }
  },
};

function addressesIn(text: string, ctx: DetectContext | undefined): Finding[] {
  const out = [];
  let last = -1;
  cache = { text, cuts: new Map() }; // fresh for each scan, filled by the validator
  for (const f of base.detect(text, ctx)) {
    // A head inside the tail of the address before it (a unit or street line) is part of that address.
    if (f.start < last) continue;
    const end = tailEnd(text, f.start, f.end) ?? f.end;
    out.push(end === f.end ? f : { ...f, end });
    last = end;
  }
  cache = { text: '', cuts: new Map() };
  const blocks = [...postalBlocks(text, endsWithCountry, knownIn(text, out)), ...japaneseAddresses(text)];
  const found = blocks.length === 0 ? out : withBlocks(out, blocks);
  return found.map((f) => {
    let start = unitPartsBefore(text, f.start);
    // "Siehe Adresse Lindenallee 59": a label (and words before it) the street pattern took for name words.
    const label = LEADING_LABEL.exec(text.slice(start, start + 60));
    if (label && start + label[0].length < f.end) start += label[0].length;
    // "…48013 Bilbao'": a closing quote is the string's, not the town's.
    let end = f.end;
    while (end > start + 1 && (text.charCodeAt(end - 1) === 39 || text.charCodeAt(end - 1) === 0x2019)) end--;
    return start === f.start && end === f.end ? f : { ...f, start, end };
  });
}

/** The score of an address found as a postal block. */
const BLOCK_SCORE = 0.85;

/**
 * Whether a postcode at [p, q) lies inside one of the pattern's findings (ascending; asked in ascending
 * order) that a postal block could not widen: it ends at or after the postcode and what stands before it
 * is a lower-case word or nothing ("Ship it to 350 Fifth Ave, …, NY 10118"), and what follows ends a block
 * too: a lower-case word, an end of sentence, or a comma not followed by a place or a country. A finding after a comma,
 * a line break, a capitalised word or a number ("Sancho Sáez 8 Piso 4…", "Flat 1, 12 High Street…")
 * may be the end of a longer block, so its postcode is read again.
 */
function knownIn(text: string, found: readonly Finding[]): (p: number, q: number) => boolean {
  let k = 0;
  return (p, q) => {
    while (k < found.length && found[k]!.end < q) k++;
    const f = found[k];
    if (f === undefined || f.start > p) return false;
    // What follows the finding could continue the block ("Firenze (FI)", "São Paulo/SP, 01310-200").
    let j = f.end;
    while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
    const next = text.charCodeAt(j);
    const ends = Number.isNaN(next) || next === 46 || next === 33 || next === 63 || next === 59 || next === 34 || next === 41 || (next >= 97 && next <= 122);
    // "…, London NW1 6XE, so update …": after the postcode's comma neither a place nor a country follows,
    // and the finding scores at least what a block would give it.
    if (!ends && !(next === 44 && f.end === q && f.score >= BLOCK_SCORE && endsAtComma(text, q, endsWithCountry))) return false;
    let i = f.start;
    while (i > 0 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) i--;
    if (i === 0) return true;
    const c = text.charCodeAt(i - 1);
    if (c === 58 || c === 34 || c === 40) return true; // "Address:", a quote, "("
    if (!(c >= 97 && c <= 122)) return false;
    // A word ending in a lower-case letter: known when the word begins with one too ("to", not "Storgarden").
    let w = i - 1;
    while (w > 0 && i - w < 40 && /\p{L}/u.test(text[w - 1]!)) w--;
    const first = text.charCodeAt(w);
    return first >= 97 && first <= 122;
  };
}

/**
 * The pattern's findings joined with the postal blocks and Japanese addresses: a block that overlaps a
 * finding widens it to their union ("8 Piso 4\nLugo, 27001" inside "Callejón Sancho Sáez 8 Piso 4…"),
 * a block alone is a finding of its own.
 */
function withBlocks(found: Finding[], blocks: Array<{ start: number; end: number }>): Finding[] {
  const all: Finding[] = [
    ...found,
    ...blocks.map((b) => ({ detector: base.id, category: base.category, type: 'address', start: b.start, end: b.end, score: BLOCK_SCORE, reason: 'postal address' })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Finding[] = [];
  for (const f of all) {
    const last = out[out.length - 1];
    if (last !== undefined && f.start < last.end) {
      if (f.end > last.end || f.score > last.score) out[out.length - 1] = { ...last, end: Math.max(last.end, f.end), score: Math.max(last.score, f.score) };
      continue;
    }
    out.push(f);
  }
  return out;
}
