// Postal blocks anchored by a postcode: the form most of the world writes, street name first and house
// number after it ("Am Falkenberg 106, 63407 Friedberg", "Rua Augusta, 123 – Consolação, São Paulo – SP,
// 01310-100", "Flat 12, MG Road, Bengaluru, Karnataka 560 001"). The street line alone is too weak to
// report ("Version 2" has the same shape as "Rosenweg 2"); a postcode of a known national shape with a
// place name beside it, reached from the street through address-like parts only, makes it an address.
//
// How: find postcode candidates (one linear scan), read the locality around each (place words, the
// postcode, a province "(OR)" or "/ PE"), then walk back over the parts before it, split at commas, line
// breaks and spaced dashes, while each part is address-like (capitalised words, connectors, house and
// unit numbers, street and building words of many languages). The block starts at its leftmost part
// that names a street, a building or a house number; with none, there is no address. Every step reads
// a bounded number of characters around one candidate, so the pass is linear.

import { allDigits, isDigit, isLower, isUpper } from '../../chars.ts';

// Postcode candidates. One unicode regex with a look-behind cost ~25 ms per MB (it is tried at every
// position); a plain scan for digit shapes and for the inward half of a UK or Canadian code finds the
// same places in ~1 ms, and the shape and its neighbours are then tested at each candidate only.
// The digit shapes a postcode can take, not followed by another digit or " 123" (a card or phone group):
// the scan stays inside the regex engine over digit-dense text ("4111 1111 …", "12-12-12-…"), and the
// code tests only what it matches. Four digits only before a capital ("1015 CJ", "8001 Zürich") or after
// a state code ("NSW 2000"): the other four-digit numbers are years, amounts and times.
const CODE_SCAN = /(?<!\d)(?:\d{3} \d{2,3}(?![\d]| \d)|\d{5,6}(?![\d]| \d)|\d{4}(?= ?[A-Z\u00C0-\u00DE]|-\d{3}(?!\d))|(?<=[A-Z] )\d{4}(?![\d]| \d)|\d\d-\d{3}(?!\d))/g;
/** The inward code of a UK ("1AA") or Canadian ("0B1") postcode after a space. */
const INWARD = / \d[A-Z][A-Z\d](?![A-Za-z0-9])/g;
const SHAPE = /(?:\d{5}-\d{3}|\d{4}-\d{3}|\d{3} ?\d{3}|\d{4} ?[A-Z]{2}|\d{5}|\d{4}|\d{3} \d{2}|\d{2}-\d{3})(?![A-Za-z0-9]|[.,:]\d|[-/]\d| \d)/y;
const OUTWARD = /(?:[A-Z]{1,2}\d[A-Z\d]?|[A-Z]\d[A-Z])$/;
/** What may not stand right before a postcode: a letter, a digit, a sign, a decimal point, a path. */
const GLUED = /[\p{L}\p{N}+.\/_#@$€£:]/u;

const GLUED_ASCII = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+./_#@$:') GLUED_ASCII[c.charCodeAt(0)] = 1;
/** Whether the character before i glues a number there to a word, or "12-" makes it the end of a range. */
function glued(text: string, i: number): boolean {
  const c = text.charCodeAt(i - 1);
  // "12-34567": the end of a range.
  if (c < 128) return GLUED_ASCII[c] === 1 || (c === 45 && i > 1 && text.charCodeAt(i - 2) >= 48 && text.charCodeAt(i - 2) <= 57);
  return GLUED.test(text[i - 1]!);
}

/** Whether the character at j ends a postcode for SHAPE's look-ahead: not a letter or digit, nor a digit's separator. */
function plainAfter(text: string, j: number): boolean {
  const c = text.charCodeAt(j);
  if (isDigit(c) || isUpper(c) || isLower(c)) return false;
  const sep = c === 46 || c === 44 || c === 58 || c === 45 || c === 47 || c === 32;
  return !(sep && isDigit(text.charCodeAt(j + 1)));
}

/** Postcode candidates [start, end), ascending. */
function anchors(text: string): number[] {
  // Flat: start, end, start, end… (a pair per candidate cost an array each).
  const out: number[] = [];
  CODE_SCAN.lastIndex = 0;
  for (let m = CODE_SCAN.exec(text); m !== null; m = CODE_SCAN.exec(text)) {
    const i = m.index;
    if (i > 0 && glued(text, i)) continue;
    let end = i + m[0].length;
    // Five or six digits with nothing after them that SHAPE's alternatives or its look-ahead read: SHAPE
    // matches exactly them (most candidates; the regex is run for the others).
    if (!(m[0].length >= 5 && m[0].length <= 6 && allDigits(text, i, end) && plainAfter(text, end))) {
      SHAPE.lastIndex = i;
      if (!SHAPE.test(text)) continue;
      end = SHAPE.lastIndex;
    }
    const after = text.charCodeAt(end);
    if (after >= 128 && GLUED.test(text[end]!)) continue; // "12345ü": a word goes on
    // "961 519 472": a six-digit or spaced code right after a group of digits is part of a phone number.
    if (text.charCodeAt(i - 1) === 32 && isDigit(text.charCodeAt(i - 2)) && end - i >= 6) continue;
    out.push(i, end);
    if (CODE_SCAN.lastIndex < end) CODE_SCAN.lastIndex = end;
  }
  INWARD.lastIndex = 0;
  const uk: number[] = [];
  for (let m = INWARD.exec(text); m !== null; m = INWARD.exec(text)) {
    const outward = OUTWARD.exec(text.slice(Math.max(0, m.index - 4), m.index));
    if (!outward) continue;
    const start = m.index - outward[0].length;
    if (start > 0 && glued(text, start)) continue;
    uk.push(start, m.index + 4);
  }
  if (uk.length === 0) return out;
  // Both lists ascend by start (each INWARD match is four characters past the last, its outward part at
  // most four before it): merged, the digit shapes first on equal starts, as a stable sort put them.
  const all: number[] = [];
  let a = 0;
  let b = 0;
  while (a < out.length || b < uk.length) {
    if (b >= uk.length || (a < out.length && out[a]! <= uk[b]!)) {
      all.push(out[a]!, out[a + 1]!);
      a += 2;
    } else {
      all.push(uk[b]!, uk[b + 1]!);
      b += 2;
    }
  }
  return all;
}

/**
 * Street, road and square words of the languages we read, written as a word of their own (any case):
 * English, Indian English, German, Dutch, French, Spanish, Catalan, Italian, Portuguese, Nordic, Polish.
 */
const STREET_WORDS = [
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'drive', 'dr', 'way', 'close', 'court', 'crescent', 'terrace', 'place',
  'square', 'gardens', 'grove', 'hill', 'mews', 'row', 'walk', 'parade', 'boulevard', 'blvd', 'highway', 'parkway',
  'mall', 'esplanade', 'circuit', 'arcade', 'promenade', 'quay', 'wharf', 'broadway', 'pde', 'cct', 'cres', 'hwy', 'tce', 'pl', 'ct',
  'cl', 'esp', 'pkwy', 'ter', 'trail', 'trl', 'circle', 'cir', 'plaza', 'alley', 'pike', 'run', 'loop', 'green', 'rise', 'vale',
  'marg', 'nagar', 'path', 'chowk', 'colony', 'layout', 'cross', 'main', 'sector', 'gali', 'bazar', 'bazaar', 'enclave', 'vihar', 'zila',
  'puram', 'peth', 'wadi', 'pally', 'ganj', 'pur', 'halli', 'palya', 'circle', 'extension', 'phase', 'stage', 'block',
  'straße', 'strasse', 'str', 'weg', 'allee', 'platz', 'gasse', 'ring', 'damm', 'ufer', 'chaussee', 'markt', 'steig', 'pfad',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'dreef', 'hof', 'steeg',
  'rue', 'avenue', 'av', 'boulevard', 'bd', 'chemin', 'allée', 'impasse', 'quai', 'cours', 'route', 'voie', 'sentier', 'passage',
  'calle', 'c/', 'avenida', 'avda', 'plaza', 'pza', 'paseo', 'pº', 'carrer', 'camino', 'carretera', 'ronda', 'travesía', 'callejón',
  'pasaje', 'glorieta', 'rambla', 'urbanización', 'cañada', 'vía', 'passeig', 'plaça', 'avinguda',
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'largo', 'vicolo', 'borgo', 'contrada', 'strada', 'stretto', 'rotonda', 'lungomare',
  'rua', 'r.', 'travessa', 'alameda', 'praça', 'estrada', 'rodovia', 'ladeira', 'beco', 'tv.', 'al.',
  'vej', 'gade', 'gata', 'gatan', 'vägen', 'veien', 'ulica', 'ul.', 'aleja', 'osiedle', 'os.', 'gate', 'vei', 'veg', 'torg', 'plass',
  'torget', 'náměstí', 'nám.', 'ulice', 'třída', 'nábřeží', 'námestie', 'ulica', 'tér', 'utca', 'út', 'tie', 'katu', 'tori',
];
/** Building, house and unit words: a part holding one names where the address starts ("Flat 1", "Rose Cottage"). */
const BUILDING_WORDS = [
  'flat', 'apartment', 'apartments', 'apt', 'suite', 'unit', 'floor', 'house', 'cottage', 'farm', 'lodge', 'manor', 'barn', 'villa',
  'mansions', 'chambers', 'hall', 'tower', 'towers', 'building', 'bldg', 'residency', 'residence', 'heights', 'complex', 'society',
  'niwas', 'nivas', 'bhavan', 'bhawan', 'sadan', 'apts', 'h.no', 'h.no.', 'plot', 'door',
  'piso', 'planta', 'puerta', 'escalera', 'bajo', 'piano', 'scala', 'interno', 'int', 'appartamento', 'andar', 'apto', 'apartamento',
  'bloco', 'casa', 'sala', 'conjunto', 'lote', 'quadra', 'wohnung', 'whg', 'etage', 'stock', 'bus', 'boîte', 'bâtiment', 'bât',
  'résidence', 'étage', 'escalier', 'lgh', 'lok', 'izq', 'izda', 'izquierda', 'dcha', 'dch', 'derecha', 'pta', 'esc', 'ático',
  'sc', 'dto', 'depto', 'cj', 'conj', 'bl', 'og', 'eg', 'dg', 'hh', 'vh', 'th', 'ap', 'sl', 'lj', 'loja', 'hs', 'huis', 'bg', 'boven',
];
/** Lower-case words inside street and place names ("Calle de la Paz", "Am Ende der Welt", "Vila do Conde"). */
const CONNECTORS = [
  'de', 'del', 'la', 'las', 'los', 'el', 'y', 'i', 'di', 'della', 'delle', 'dei', 'degli', 'dello', 'da', 'do', 'dos', 'das', 'e',
  'du', 'des', 'le', 'les', 'et', 'sur', 'sous', 'aux', 'en', 'van', 'von', 'der', 'den', 'dem', 'ter', 'ten', 'het', "'t", 'op', 'aan',
  'am', 'an', 'im', 'zum', 'zur', 'auf', 'bei', 'vor', 'of', 'the', 'and', 'upon', 'on', 'under', 'st.', 'nº', 'n°', 'no.', 'n.',
];
/**
 * Connectors that are prepositions: inside a place name ("Frankfurt am Main", "Bergen op Zoom") but in
 * a street line they lead into it from the sentence ("Bitte an Unter den Linden 77", "Bezorgen op Damrak 1").
 */
const PREPOSITIONS: ReadonlySet<string> = new Set(['an', 'am', 'im', 'in', 'zum', 'zur', 'auf', 'bei', 'vor', 'op', 'aan', 'on', 'upon', 'under', 'sur', 'sous', 'en', 'aux', 'a', 'em', 'no', 'na', 'at', 'to']);
/** A name word before a number that makes "Word 12" a reference, not a street ("Version 2", "Page 12"). */
const NOT_STREETS = [
  'version', 'v', 'page', 'pages', 'chapter', 'step', 'order', 'invoice', 'ticket', 'item', 'items', 'table', 'figure', 'fig', 'section',
  'level', 'phase', 'week', 'day', 'days', 'year', 'years', 'grade', 'class', 'model', 'build', 'release', 'option', 'case', 'line',
  'row', 'part', 'vol', 'volume', 'issue', 'pr', 'id', 'ref', 'total', 'price', 'score', 'round', 'game', 'season', 'episode', 'act',
  'scene', 'verse', 'psalm', 'rule', 'article', 'art', 'paragraph', 'clause', 'question', 'q', 'task', 'test', 'lesson', 'unit',
  'module', 'sprint', 'iteration', 'batch', 'job', 'port', 'node', 'server', 'room', 'gate', 'bus', 'train', 'flight', 'seat',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'iphone', 'windows', 'android', 'python',
  'java', 'node.js', 'ios', 'macos', 'ubuntu', 'debian', 'php', 'top', 'under', 'over', 'only', 'about', 'approximately',
  'kapitel', 'seite', 'seiten', 'teil', 'abschnitt', 'band', 'nr', 'nummer', 'schritt', 'stufe', 'página', 'capítulo', 'paso',
  'pagina', 'capitolo', 'passo', 'hoofdstuk', 'stap', 'deel', 'chapitre', 'étape', 'partie', 'parte', 'etapa', 'número', 'numero',
  'tavolo', 'tisch', 'mesa', 'tafel', 'terminal', 'gleis', 'platform', 'stand', 'booth', 'aisle', 'store', 'sale', 'shop', 'branch',
  'tier', 'plan', 'pack', 'size', 'group', 'gruppe', 'team', 'channel', 'tel', 'tel.', 'telefon', 'telefonnummer', 'phone', 'fax',
  'mobil', 'mobile', 'handy', 'telefone', 'teléfono', 'telefono', 'telefoon', 'téléphone', 'cell', 'whatsapp', 'kontonummer', 'iban', 'kanal', 'folge', 'staffel',
];
/** Street words written as the end of one word ("Rosenweg", "Keizersgracht", "Storgatan"). */
const STREET_ENDINGS = [
  'straße', 'strasse', 'str.', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee', 'steig', 'ring', 'markt', 'pfad',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'steenweg', 'dreef', 'hof', 'vej', 'gade', 'vænget', 'stræde',
  'veien', 'vegen', 'gata', 'gatan', 'vägen', 'väg', 'torget', 'katu', 'tie', 'kuja',
];

/** Month and day names: "3rd February 2019 By Mike" is a date and a byline. */
const CALENDAR = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'monday', 'tuesday', 'wednesday',
  'thursday', 'friday', 'saturday', 'sunday', 'januar', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember', 'enero',
  'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'gennaio',
  'febbraio', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre', 'janeiro', 'fevereiro', 'março', 'maio',
  'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro', 'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août',
  'septembre', 'octobre', 'novembre', 'décembre',
];
/** Words of a byline or a sentence, never of a street or a town ("Posted on … By Mike Bell"). */
const PROSE_SET: ReadonlySet<string> = new Set([
  'posted', 'by', 'from', 'to', 'at', 'in',
  // Labels that name the address after them: "Adresse Lindenallee 59" starts at the street.
  'address', 'adresse', 'anschrift', 'lieferadresse', 'rechnungsadresse', 'postadresse', 'wohnadresse', 'dirección', 'direccion',
  'domicilio', 'indirizzo', 'residenza', 'endereço', 'endereco', 'morada', 'adres', 'bezorgadres', 'factuuradres', 'afleveradres',
  'adresa', 'adress', 'osoite', 'cím', 'címem',
]);
/** Words of a flat or unit, followed by its number. */
const UNIT_SET: ReadonlySet<string> = new Set(['flat', 'apt', 'apartment', 'suite', 'ste', 'unit', 'floor', 'room', 'piso', 'piano', 'apto', 'apartamento', 'andar', 'wohnung', 'whg', 'etage', 'interno', 'scala', 'bloco', 'sala', 'h.no', 'plot', 'door']);
/** Titles before a person's name: the name is not part of the street. */
const HONORIFIC_SET: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'mx', 'herr', 'frau', 'sr', 'sra', 'srta', 'sig', 'sig.ra', 'mme', 'mlle', 'dhr', 'mevr', 'shri', 'smt', 'sri']);
/** A care-of line: "c/o Schmidt", "z. Hd. Frau Wagner", "p/a Jansen", "A/C Sr. Silva", "presso Rossi", "Attn: Billing". */
const CARE_OF = /(?<![\p{L}\p{N}])(?:c\/o|C\/O|z\.[ \t]?Hd\.?|p\/a|a\/c|A\/C|presso|Attn\.?:?|ATTN:?)[ \t][^,\n]{1,40}$/u;

/** A part that names a flat or a building: a unit word first, or a building word last. */
const UNIT_OR_BUILDING = new RegExp(
  String.raw`^(?:(?:${['flat', 'apartment', 'apt', 'unit', 'suite', 'ste', 'floor', 'room', 'piso', 'piano', 'apto', 'apartamento', 'wohnung', 'whg', 'h.no', 'plot', 'door', 'house no', 'block', 'bâtiment', 'bât.', 'bloque', 'portal', 'escalera', 'torre', 'bloco', 'edificio', 'edifício', 'haus', 'aufgang', 'stiege', 'scala', 'gebouw'].map((w) => w.replace('.', '\\.')).join('|')})\.?[ \t](?:no\.?[ \t]?)?#?[\dA-Z][\w/-]{0,6}|[^,\n]{1,30}[ \t](?:${['house', 'cottage', 'court', 'apartments', 'residency', 'residence', 'towers?', 'building', 'mansions', 'chambers', 'lodge', 'villa', 'heights', 'complex', 'niwas', 'bhavan', 'sadan', 'enclave'].join('|')})|(?:résidence|residencia|residencial|condomínio|edificio|edifício|immeuble|palazzo|complesso|gebäude|building|tower|torre)[ \t]\p{Lu}[^,\n]{0,30})$`,
  'iu',
);
/** Nouns that count or measure what a number before them counts: the number is no postcode. */
const QUANTITY_SET: ReadonlySet<string> = new Set([
  'euro', 'eur', 'usd', 'dollar', 'dollars', 'pfund', 'franken', 'chf', 'yen', 'reais', 'rupees', 'inr', 'gbp', 'punkte', 'points',
  'teilnehmer', 'besucher', 'mitarbeiter', 'einwohner', 'personen', 'leute', 'menschen', 'kunden', 'nutzer', 'stück', 'stk',
  'users', 'people', 'visitors', 'employees', 'km', 'meter', 'kg', 'mb', 'gb', 'kb', 'ms', 'mal', 'euros', 'personas', 'habitantes',
  'persone', 'abitanti', 'pessoas', 'habitants', 'personnes', 'inwoners', 'mensen', 'bezoekers', 'downloads', 'views', 'likes',
]);
const CALENDAR_SET: ReadonlySet<string> = new Set(CALENDAR);
const STREET_SET: ReadonlySet<string> = new Set([...STREET_WORDS, ...STREET_WORDS.filter((w) => w.endsWith('.')).map((w) => w.slice(0, -1))]);
/** Abbreviations that are street words only with their dot ("al. Jana Pawła", not "Llámame al 961"). */
const DOTTED_ONLY: ReadonlySet<string> = new Set(STREET_WORDS.filter((w) => w.endsWith('.')).map((w) => w.slice(0, -1)));
/** Street words that stand before the name in Romance and Slavic addresses ("Calle Mayor", "Rua Augusta", "ul. Długa"). */
const LEADING_TYPES: ReadonlySet<string> = new Set([
  'calle', 'c/', 'avenida', 'avda.', 'av.', 'plaza', 'paseo', 'carrer', 'camino', 'carretera', 'ronda', 'travesía', 'callejón', 'pasaje',
  'glorieta', 'rambla', 'via', 'viale', 'piazza', 'piazzale', 'corso', 'largo', 'vicolo', 'borgo', 'contrada', 'strada', 'rua', 'r.',
  'travessa', 'alameda', 'praça', 'estrada', 'rodovia', 'ladeira', 'beco', 'rue', 'boulevard', 'chemin', 'allée', 'impasse', 'quai',
  'ulica', 'ul.', 'aleja', 'al.',
]);
const BUILDING_SET: ReadonlySet<string> = new Set(BUILDING_WORDS);
const CONNECTOR_SET: ReadonlySet<string> = new Set(CONNECTORS);
const NOT_STREET_SET: ReadonlySet<string> = new Set(NOT_STREETS);
/** Whether a lower-case word ends like a street, with two letters or more before the ending. */
const endsLikeStreet = (word: string) => STREET_ENDINGS.some((e) => word.length >= e.length + 2 && word.endsWith(e));

/** A house, flat or unit number: "106", "4a", "3/5", "12-14", "#5", "3º", "2ª", "nº 12", "s/n", "1ºB". */
const NUMBER = /^(?:#?\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?){0,2}(?:[º°ª][A-Za-z]?)?,?|\d{1,5}-[A-Za-z]{1,2}|\d{1,3}\.|\d{1,3}(?:st|nd|rd|th)|s\/n|S\/N)$/;
/** A capitalised name word ("Falkenberg", "São", "H.No.", "D'Annunzio", "Hans-Dietrich-Genscher-Str.", "SP"). */
const CAP = /^(?:\p{Lu}[\p{L}\p{M}'’.\-]{0,30}(?:\/\p{Lu}{2})?|\(\p{Lu}{2,3}\)|\p{Lu}\p{L}{0,20}\/)$/u;
const PUNCT_TAIL = /[.,;:!?]+$/;
const HOUSE_NO = /^(?:H\.?\s?No\.?|No\.?|Nr\.?|Door\sNo\.?|D\.?No\.?|#)$/i;
const NUMBER_INFO = { ok: true, name: false, number: true, street: false };
const OTHER_INFO = { ok: false, name: false, number: false, street: false };
/** "11/01/1951", "20-10-1971": a date, not a house number (Indian "12-3-456" has a three-digit last group). */
const DATE = /^\d{1,2}([/.-])\d{1,2}\1(?:\d{2}|\d{4}),?$/;

type Kind = 'other' | 'place' | 'street' | 'number';
interface Part {
  start: number;
  end: number;
  kind: Kind;
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\u00a0';
const isDash = (c: string | undefined) => c === '–' || c === '—' || c === '-';
// The same tests on the character code at i (NaN outside the text: false), for the per-character loops:
// indexing a string makes a one-character string per step and a Set of strings hashes it.
const blankAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c === 32 || c === 9 || c === 0xa0;
};
const dashAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c === 0x2013 || c === 0x2014 || c === 45;
};

type TokenInfo = Readonly<{ ok: boolean; name: boolean; number: boolean; street: boolean }>;
/** tokenInfo's answers by token: a pure function of the token, and the same words come back in a text. */
const tokenInfos = new Map<string, TokenInfo>();
/** How many words the token cache holds (zero between passes of the address detector). */
export function rememberedTokens(): number {
  return tokenInfos.size;
}
/** Empties the token cache: the address detector calls it when its pass over a text ends. */
export function forgetTokens(): void {
  tokenInfos.clear();
}
/** Classify one token: its role and whether it is a name word. */
function tokenInfo(token: string): TokenInfo {
  // Numbers are many and seldom repeat (ids, amounts): answered directly, they would crowd the words out.
  const c = token.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    // Digits alone (ids, amounts, house numbers): a house number up to five digits, nothing longer.
    if (allDigits(token, 1, token.length)) return token.length <= 5 ? NUMBER_INFO : OTHER_INFO;
    return computeTokenInfo(token);
  }
  let info = tokenInfos.get(token);
  if (info === undefined) {
    if (tokenInfos.size >= 4096) tokenInfos.clear();
    tokenInfos.set(token, (info = computeTokenInfo(token)));
  }
  return info;
}
function computeTokenInfo(token: string): TokenInfo {
  const lower = token.toLowerCase();
  const bare = lower.replace(PUNCT_TAIL, '');
  if (DATE.test(token)) return { ok: false, name: false, number: false, street: false };
  if (NUMBER.test(token)) return { ok: true, name: false, number: true, street: false };
  if ((STREET_SET.has(bare) && !DOTTED_ONLY.has(bare)) || STREET_SET.has(lower) || BUILDING_SET.has(bare) || BUILDING_SET.has(lower)) {
    return { ok: true, name: true, number: false, street: true };
  }
  if (CONNECTOR_SET.has(token)) return { ok: true, name: false, number: false, street: false };
  if (PROSE_SET.has(bare) || HONORIFIC_SET.has(bare)) return { ok: false, name: false, number: false, street: false };
  const t = token.replace(/[,]$/, '');
  if (CAP.test(t)) return { ok: true, name: true, number: false, street: endsLikeStreet(bare) };
  // "hauptstraße 5": a lower-case word that ends like a street.
  if (/^\p{Ll}{4,30}\.?$/u.test(t) && endsLikeStreet(bare) && bare.length > 6) return { ok: true, name: true, number: false, street: true };
  return { ok: false, name: false, number: false, street: false };
}

/** Whether a token next to token k (or after "de") starts with a digit. */
function nearNumber(text: string, tokens: ReadonlyArray<{ s: number; e: number }>, k: number): boolean {
  const digitAt = (j: number) => j >= 0 && j < tokens.length && /\d/.test(text[tokens[j]!.s]!);
  const word = (j: number) => (j >= 0 && j < tokens.length ? text.slice(tokens[j]!.s, tokens[j]!.e) : '');
  return digitAt(k - 1) || digitAt(k + 1) || (/^(?:de|del)$/.test(word(k - 1)) && digitAt(k - 2)) || (/^(?:de|del)$/.test(word(k + 1)) && digitAt(k + 2));
}

/**
 * The kind of the part text[start, end), or, when the whole is not address-like, the kind and start of
 * its longest address-like tail of whole words (`cut` true then: the walk stops there).
 */
function classify(text: string, start: number, end: number): { kind: Kind; start: number; cut: boolean; lexicon?: boolean } {
  const tokens: Array<{ s: number; e: number }> = [];
  let i = start;
  while (i < end) {
    const gap = i;
    while (i < end && blankAt(text, i)) i++;
    // Three blanks or more between words: columns of a table, not one name.
    if (i - gap > 2 && tokens.length > 0) tokens.length = 0;
    const s = i;
    while (i < end && !blankAt(text, i)) i++;
    if (i > s) tokens.push({ s, e: i });
    if (tokens.length > 12) tokens.shift(); // only the last words can belong to the address
  }
  let first = tokens.length;
  let names = 0;
  let numbers = 0;
  let street = false;
  let firstNumberAt = -1;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const token = text.slice(tokens[k]!.s, tokens[k]!.e);
    // "H.No. 4-6-95": after a house-number word a date-shaped token is the number.
    const info = k > 0 && DATE.test(token) && HOUSE_NO.test(text.slice(tokens[k - 1]!.s, tokens[k - 1]!.e)) ? NUMBER_INFO : tokenInfo(token);
    if (!info.ok || tokens.length - k > 8) break;
    if (numbers > 0 && PREPOSITIONS.has(token)) break;
    // A month beside a number is a date ("3rd February 2019", "12 de mayo"); alone it may name a town ("Rio de Janeiro").
    if (CALENDAR_SET.has(token.toLowerCase().replace(PUNCT_TAIL, '')) && nearNumber(text, tokens, k)) break;
    first = k;
    if (info.name) names++;
    if (info.number) {
      numbers++;
      firstNumberAt = k;
    }
    if (info.street) street = true;
  }
  // A part does not begin with a connector ("and Berlin") unless a name follows.
  while (first < tokens.length && CONNECTOR_SET.has(text.slice(tokens[first]!.s, tokens[first]!.e))) first++;
  if (first >= tokens.length) return { kind: 'other', start: end, cut: true };
  // "Michele Johansen Apt. 870 59 Bouciña 65": names before a unit word are a person, not the street.
  for (let k = first; k < tokens.length && k < first + 5; k++) {
    const word = text.slice(tokens[k]!.s, tokens[k]!.e).toLowerCase().replace(PUNCT_TAIL, '');
    if (UNIT_SET.has(word)) {
      if (k > first) first = k;
      break;
    }
    if (HONORIFIC_SET.has(word)) continue;
    const info = tokenInfo(text.slice(tokens[k]!.s, tokens[k]!.e));
    if (info.number || info.street) break;
  }
  // "Usem Alameda Santos": a street word that stands before the name starts the street, after other words.
  for (let k = first + 1; k < tokens.length - 1; k++) {
    const word = text.slice(tokens[k]!.s, tokens[k]!.e).toLowerCase();
    if (!LEADING_TYPES.has(word)) continue;
    let numberBefore = false;
    for (let j = first; j < k; j++) if (/\d/.test(text[tokens[j]!.s]!)) numberBefore = true;
    if (!numberBefore) first = k;
    break;
  }
  const cut = first > 0;
  const from = tokens[first]!.s;
  // "via 030 234 5678": digit groups that read as a phone number (a trunk 0 then another group, or three
  // groups in a row) are no house number, whatever word stands before them.
  for (let k = first; k + 1 < tokens.length; k++) {
    const a = text.slice(tokens[k]!.s, tokens[k]!.e);
    const b = text.slice(tokens[k + 1]!.s, tokens[k + 1]!.e);
    const c = k + 2 < tokens.length ? text.slice(tokens[k + 2]!.s, tokens[k + 2]!.e) : '';
    if (/^\(?0\d{1,4}\)?$/.test(a) && /^\d{2,}/.test(b)) return { kind: 'other', start: from, cut: true };
    if (/^\d{2,}$/.test(a) && /^\d{2,}$/.test(b) && /^\d{2,}[,.]?$/.test(c)) return { kind: 'other', start: from, cut: true };
  }
  if (names === 0) return { kind: numbers === 1 && tokens.length - first === 1 ? 'number' : 'other', start: from, cut };
  if (street) return { kind: 'street', start: from, cut, lexicon: numbers > 0 };
  if (numbers > 0) {
    // "Version 2": a reference word and a number, not a street.
    const words = tokens.slice(first).map((t) => text.slice(t.s, t.e).toLowerCase().replace(PUNCT_TAIL, ''));
    const nameWords = words.filter((w) => !NUMBER.test(w) && !CONNECTOR_SET.has(w));
    if (nameWords.length === 1 && NOT_STREET_SET.has(nameWords[0]!)) return { kind: 'other', start: from, cut: true };
    // With no street word, the name comes first and the number last ("Am Falkenberg 106"): "5 Leute" is a count.
    const after = tokens.length - 1 - firstNumberAt; // "3º B": a door letter may follow the number
    if (after > 1 || (after === 1 && !/^\p{Lu}{1,2},?$/u.test(text.slice(tokens[firstNumberAt + 1]!.s, tokens[firstNumberAt + 1]!.e)))) {
      return { kind: 'other', start: from, cut: true };
    }
    if (/^(?:19|20)\d\d,?$/.test(text.slice(tokens[firstNumberAt]!.s, tokens[firstNumberAt]!.e))) return { kind: 'other', start: from, cut: true }; // "Sale 2024"
    return { kind: 'street', start: from, cut };
  }
  return { kind: 'place', start: from, cut };
}

/** Whether text[from, to) holds a line break. */
function lineBreakIn(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) return true;
  return false;
}

/** Whether the line that ends at `end` holds the delimiters of a table row. */
function rowLine(text: string, end: number): boolean {
  // Blocks on one line ask about the same line above: remember the last answer.
  if (lastRow.text !== text || lastRow.end !== end) lastRow = { text, end, row: computeRowLine(text, end) };
  return lastRow.row;
}
let lastRow = { text: '', end: -1, row: false };
function computeRowLine(text: string, end: number): boolean {
  // The line back to its start (at most 200 characters), and the last quote on it.
  let i = end;
  let quote = -1;
  while (i > 0 && end - i < 200 && text.charCodeAt(i - 1) !== 10) {
    if (quote < 0 && text.charCodeAt(i - 1) === 34) quote = i - 1;
    i--;
  }
  // Inside a JSON string the line starts after its opening quote ("…","address":"Hauptstraße 1, 2. OG\n…").
  // A delimiter: ";", a tab, "|", or a comma with something other than a blank after it on the line.
  for (let k = quote < 0 ? i : quote + 1; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c === 59 || c === 9 || c === 124) return true;
    if (c === 44 && k + 1 < end && !/\s/.test(text[k + 1]!)) return true;
  }
  return false;
}

/** End (exclusive) of the separator that ends just before `at` (blanks skipped), or -1: a comma, a line break, a spaced dash. */
function separatorBefore(text: string, at: number): number {
  let j = at;
  while (j > 0 && at - j < 40 && isBlank(text[j - 1])) j--;
  const c = text[j - 1];
  if (c === ',' || c === ';') j--;
  else if (c === '\n') {
    j--;
    if (text[j - 1] === '\r') j--;
    let k = j;
    while (k > 0 && j - k < 40 && isBlank(text[k - 1])) k--;
    if (text[k - 1] === '\n') return -1; // a blank line ends the block
  } else if (isDash(c) && j < at && isBlank(text[j - 2])) j--;
  else return -1;
  while (j > 0 && at - j < 80 && isBlank(text[j - 1])) j--;
  if (c === ',' && text[j - 1] === '\n') return -1;
  return j;
}

/** Characters that end a part wherever they stand (JSON and CSV syntax, labels, an escaped "\n"). */
const HARD = new Set(['"', '|', '\t', '\\', '{', '}', '[', ']', '<', '>', '=', ':', '\n', ',', ';', '*', '`']);
/** HARD by character code (all of them ASCII). */
const HARD_CODE = new Uint8Array(128);
for (const c of HARD) HARD_CODE[c.charCodeAt(0)] = 1;
const hardAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 128 && HARD_CODE[c] === 1;
};
/** Start of the part that ends at `end`: back to a hard character or a spaced dash, at most 80 characters. */
function partStart(text: string, end: number): number {
  let i = end;
  const floor = Math.max(0, end - 80);
  while (i > floor) {
    if (hardAt(text, i - 1)) break;
    if (dashAt(text, i - 1) && blankAt(text, i - 2) && blankAt(text, i)) break;
    i--;
  }
  while (i < end && (blankAt(text, i) || dashAt(text, i))) i++;
  return i;
}

/** End of the part that starts at `start`: forward to a hard character or a spaced dash, at most 80. */
function partEnd(text: string, start: number): number {
  let i = start;
  const ceiling = Math.min(text.length, start + 80);
  while (i < ceiling) {
    if (hardAt(text, i) || (text.charCodeAt(i) === 46 && (i + 1 >= text.length || /\s/.test(text[i + 1]!)))) break;
    if (dashAt(text, i) && blankAt(text, i - 1) && blankAt(text, i + 1)) break;
    i++;
  }
  while (i > start && blankAt(text, i - 1)) i--;
  return i;
}

/** The last letters of POSTCODE_LABEL's words ("CEP", "PLZ", "PIN", "Pincode", "Zip", "C.P."), and what may follow them. */
const LABEL_WORD_LAST: ReadonlySet<number> = new Set([...'PZNep.'].map((c) => c.charCodeAt(0)));
const LABEL_TAIL: ReadonlySet<number> = new Set([...' \t:.'].map((c) => c.charCodeAt(0)));
/** Whether POSTCODE_LABEL may end right before p: a label word's last character, then at most four blanks, ":" or ".". */
function mayEndLabel(text: string, p: number): boolean {
  let i = p;
  while (i > 0 && p - i < 4 && LABEL_TAIL.has(text.charCodeAt(i - 1))) i--;
  return i > 0 && LABEL_WORD_LAST.has(text.charCodeAt(i - 1));
}
const POSTCODE_LABEL = /(?:CEP|PLZ|PIN|Pincode|PIN Code|ZIP|Zip|CAP|C\.P\.|CP|Postcode|Post Code|Postal Code)[ \t]?[:.]?[ \t]{0,2}$/;

/** Place words after the postcode in its own part: up to four names, then "(OR)", "/ PE" or "- SP". */
const AFTER_CODE = /(?:[ \t]{1,2}(?:\p{Lu}[\p{L}\p{M}'’\-]{0,30}(?:\.(?=\p{L})[\p{L}\p{M}'’\-]{1,20}){0,2}(?![\p{L}\p{M}'’\-]|\.(?=\p{L})|:)|(?:de|do|da|dos|das|di|del|la|le|sur|am|an|der|im|upon|on)(?=[ \t]\p{Lu}))){0,5}(?:[ \t]{0,2}\(\p{Lu}{2,3}\)|[ \t]{1,2}[/-][ \t]{1,2}\p{Lu}{2}(?![\p{L}]))?/uy;
const PLACE_ONLY = /^(?:\p{Lu}[\p{L}\p{M}'’.\-]{0,30}|(?:de|do|da|dos|das|di|del|la|le|sur|am|an|der|im|upon|on|and))(?:[ \t]{1,2}(?:\p{Lu}[\p{L}\p{M}'’.\-]{0,30}|(?:de|do|da|dos|das|di|del|la|le|sur|am|an|der|im|upon|on|and)|\(\p{Lu}{2,3}\)|[/-][ \t]{1,2}\p{Lu}{2})){0,5}$/u;

/**
 * The blocks found in `text`: half-open spans, ascending, not overlapping. `known` says that a
 * postcode is already inside an address found otherwise that no block could widen: it is not read again.
 */
export function postalBlocks(
  text: string,
  isCountry: (part: string) => boolean,
  known?: (start: number, end: number) => boolean,
): Array<{ start: number; end: number }> {
  try {
    return blocksAt(text, isCountry, known);
  } finally {
    // Keep no text past the pass (the address detector empties the token cache after its own pass).
    lastRow = { text: '', end: -1, row: false };
  }
}

function blocksAt(text: string, isCountry: (part: string) => boolean, known?: (start: number, end: number) => boolean): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let skipTo = 0;
  const found = anchors(text);
  for (let k = 0; k < found.length; k += 2) {
    const p = found[k]!;
    const q = found[k + 1]!;
    if (p < skipTo) continue; // inside the block just found
    if (known?.(p, q)) continue;
    const block = blockAt(text, p, q, text.slice(p, q), isCountry);
    if (block === undefined) continue;
    const last = out[out.length - 1];
    if (last && block.start < last.end) {
      if (block.end > last.end) last.end = block.end;
    } else out.push(block);
    skipTo = Math.max(skipTo, block.end);
  }
  return out;
}

function blockAt(text: string, p: number, q: number, code: string, isCountry: (part: string) => boolean): { start: number; end: number } | undefined {
  // "M-2000", "ISO-12345": a code glued to a word by a hyphen is a model or a standard; an Indian PIN may be.
  if (text[p - 1] === '-' && !/^\d{6}$/.test(code)) return undefined;
  // A four-digit number is a year as often as a postcode: only "NSW 2000" or "8001 Zürich", and no year.
  const fourDigits = code.length === 4 && /^\d{4}$/.test(code);
  const regionBefore = fourDigits && /(?:^|[ \t])(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]{1,2}$/.test(text.slice(Math.max(0, p - 6), p));
  if (fourDigits && !regionBefore && (/^(?:19|20)/.test(code) || !/^[ \t]{1,2}\p{Lu}/u.test(text.slice(q, q + 3)))) return undefined;
  // "São Paulo - SP, CEP: 01310-100", "PIN: 560001": a postcode's own label belongs to the locality.
  // (The label ends right before the code in blanks, ':', '.' or the last letter of a label word.)
  const label = mayEndLabel(text, p) ? POSTCODE_LABEL.exec(text.slice(Math.max(0, p - 14), p)) : null;
  if (label) p -= label[0].length;
  const partFrom = partStart(text, p);
  // Nothing before the code in its part: the block can only start in a part before it, so where the walk
  // back below stops at once (no separator, an empty part, a table row on the line above, as for the ids
  // that begin the rows of a CSV) there is no block, whatever follows the code.
  if (partFrom === p) {
    const sepEnd = separatorBefore(text, p);
    if (sepEnd < 0 || partStart(text, sepEnd) >= sepEnd || (lineBreakIn(text, sepEnd, p) && rowLine(text, sepEnd))) return undefined;
  }
  // Place words after the code in the same part.
  AFTER_CODE.lastIndex = q;
  AFTER_CODE.test(text);
  let end = AFTER_CODE.lastIndex;
  while (end > q && (isBlank(text[end - 1]) || text[end - 1] === '.')) end--;
  // "12345 Besucher", "10000 Euro": a count of something, not a postcode and its town.
  if (end > q && QUANTITY_SET.has(text.slice(q, end).trim().split(/[ \t]/)[0]!.toLowerCase())) end = q;
  const placeAfter = end > q;
  if (fourDigits && !regionBefore && !placeAfter) return undefined;
  const before = partFrom === p ? '' : text.slice(partFrom, p).replace(/[ \t-]+$/, '');
  // Place words before the code in the same part ("Bhopal-", "Karnataka ", "Madrid, 28013" has none).
  const pre = before === '' ? undefined : classify(text, partFrom, partFrom + before.length);
  let localityStart = p;
  let streetInPart = false;
  if (pre !== undefined) {
    if (pre.kind === 'other') {
      if (!pre.cut) return undefined;
    } else {
      localityStart = pre.start;
      // "Hauptstraße 5 10115 Berlin" without a comma: only a street with a street word ("Telefon 0221 265512" has none).
      if (pre.kind === 'street' && pre.lexicon === true) streetInPart = true;
      else if (pre.kind === 'street' && !pre.cut) return undefined;
      if (pre.cut) {
        // The locality's part began with other words: only what follows them can be the address.
        return pre.lexicon && placeAfter ? finish(text, pre.start, end, isCountry) : undefined;
      }
    }
  }
  const placeBefore = pre !== undefined && pre.kind === 'place' && !pre.cut;
  // An Indian PIN follows its city or state, in its part or in the part before ("Rajasthan - 302001").
  if (pre !== undefined && !placeBefore && !streetInPart && /^\d{3} ?\d{3}$/.test(code)) return undefined;
  // The code alone in its part: the city is the part before it ("Madrid, 28013") or after it ("09170, Oristano (OR)").
  let hasPlace = placeAfter || placeBefore || streetInPart;
  const comma = !placeAfter && pre === undefined ? /^[ \t]{0,3}[,;][ \t]{0,3}/.exec(text.slice(q, q + 8)) : null;
  if (comma) {
    const nextFrom = q + comma[0].length;
    const nextEnd = partEnd(text, nextFrom);
    if (nextEnd > nextFrom && PLACE_ONLY.test(text.slice(nextFrom, nextEnd)) && nextEnd - nextFrom <= 60) {
      end = nextEnd;
      hasPlace = true;
    }
  }
  // Walk back over the parts before the locality.
  let start = streetInPart ? localityStart : -1;
  let at = localityStart;
  let previousKind: Kind | undefined;
  for (let n = 0; n < 8; n++) {
    const sepEnd = separatorBefore(text, at);
    if (sepEnd < 0) break;
    const from = partStart(text, sepEnd);
    if (from >= sepEnd) break;
    // A line above that is a row of a table (";", a tab, "a,b") is not this address's line.
    if (lineBreakIn(text, sepEnd, at) && rowLine(text, sepEnd)) break;
    const part = classify(text, from, sepEnd);
    if (part.kind === 'other') break;
    if (n === 0 && !hasPlace) {
      if (part.kind !== 'place' || part.cut) break;
      hasPlace = true;
    }
    // "Rua Augusta, 123 – Consolação": a number alone after a street is its house number.
    if (previousKind === 'number' && part.kind !== 'street') break;
    if (part.kind === 'street') start = part.start;
    // "82, Balakrishnan Path": a number alone before a street is the house number.
    else if (part.kind === 'number' && previousKind === 'street' && /^,[ \t]/.test(text.slice(sepEnd, at))) start = part.start;
    previousKind = part.kind;
    if (part.cut) break;
    at = part.start;
  }
  if (start < 0 || !hasPlace) return undefined;
  return finish(text, start, end, isCountry);
}

/**
 * Whether a block whose postcode ends at `end`, with nothing after the code in its part (the next
 * character is a comma), also ends there: the comma is not followed by a place alone in its part
 * (blockAt's "28013, Madrid") nor by a country or region (finish's ", Spain"). Asked by the address
 * detector before it reads a postcode it already found again.
 */
export function endsAtComma(text: string, end: number, isCountry: (part: string) => boolean): boolean {
  const comma = /^[ \t]{0,3}[,;][ \t]{0,3}/.exec(text.slice(end, end + 8));
  if (comma) {
    const nextFrom = end + comma[0].length;
    const nextEnd = partEnd(text, nextFrom);
    if (nextEnd > nextFrom && PLACE_ONLY.test(text.slice(nextFrom, nextEnd)) && nextEnd - nextFrom <= 60) return false;
  }
  return !extendsTo(text, end, isCountry);
}

/** Where finish() carries a block ending at `end` on to a country or region in the next part, or undefined. */
function extendsTo(text: string, end: number, isCountry: (part: string) => boolean): number | undefined {
  const m = /^(?:[ \t]{0,3},[ \t]{0,3}\n?|[ \t]{0,3}\n)[ \t]{0,3}/.exec(text.slice(end, end + 12));
  if (!m) return undefined;
  const from = end + m[0].length;
  const to = partEnd(text, from);
  const part = text.slice(from, to);
  return to > from && to - from <= 40 && text[to] !== ':' && (isCountry(part) || /^\p{Lu}{2,4}$/u.test(part)) ? to : undefined;
}

/** The block [start, end), with a country or a region after it on the next part. */
function finish(text: string, start: number, end: number, isCountry: (part: string) => boolean): { start: number; end: number } {
  end = extendsTo(text, end, isCountry) ?? end;
  while (end > start && /[.,;:\s'’]/.test(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * Start of the flat, unit or building parts right before an address that starts at `start`, or `start`:
 * "Flat 1, 12 High Street…", "Apartment 12, Riverside House, 5 Water Lane…" (at most two parts, each a
 * unit word and its number or a name with a building word).
 */
export function unitPartsBefore(text: string, start: number): number {
  let at = start;
  for (let n = 0; n < 2; n++) {
    const sepEnd = separatorBefore(text, at);
    if (sepEnd < 0) break;
    const from = partStart(text, sepEnd);
    if (from >= sepEnd || sepEnd - from > 40) break;
    // "c/o Weber GmbH, Am Falkenberg 150": the care-of line is part of the postal address.
    const careOf = CARE_OF.exec(text.slice(from, sepEnd));
    if (careOf) {
      at = from + careOf.index;
      break;
    }
    const part = classify(text, from, sepEnd);
    if (part.kind !== 'street' || !UNIT_OR_BUILDING.test(text.slice(part.start, sepEnd))) break;
    at = part.start;
    if (part.cut) break; // "Ship to Flat 1": the part began with other words
  }
  return at;
}
