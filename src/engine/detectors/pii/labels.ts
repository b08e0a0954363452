// What the words written next to a number say it is. A bare or grouped number is typed by its label
// far more reliably than by its digits: nine digits are an SSN after "SSN", a passport number after
// "passport", a routing number after "ABA" and a phone number after "Tel." — and an order number after
// "order". One table of label words per kind, in the languages Warden is used in, and one rule: the
// label NEAREST to the number decides (a form or a sentence puts the label just before its value, so the
// nearest label before wins; failing that, a label right after, as in "0711 754479508 (Handy)").
//
// Used by the phone and SSN detectors (the type confusion of 9-digit numbers) and as their context words.

import { abaValid } from './bank-account.ts';
import { isLower, isUpper } from '../../chars.ts';

export type NumberKind =
  | 'phone' | 'ssn' | 'passport' | 'licence' | 'card' | 'routing' | 'account' | 'postcode' | 'quantity' | 'reference';

/** Phone labels, whole words, in the languages of the supported locales (also the phone detector's context words). */
export const PHONE_WORDS: readonly string[] = [
  // English
  'phone', 'phones', 'telephone', 'tel', 'tel.', 'tel no', 'tel nr', 'mobile', 'cell', 'cellphone', 'fax', 'call', 'calling',
  'called', 'text me', 'sms', 'whatsapp', 'contact', 'reach', 'office', 'desk', 'dial', 'landline', 'hotline', 'ph',
  'mob', 'phone number', 'number is', 'my number', 'mobile number', 'cell number', 'contact number', 'telephone number',
  'answering', 'messages', 'texts', 'ring me', 'area code', 'dial code',
  // German, Dutch
  'telefon', 'telefonnummer', 'telefonnr', 'tel.-nr', 'rufnummer', 'handy', 'handynummer', 'mobil', 'mobilnummer',
  'mobiltelefon', 'festnetz', 'anrufen', 'erreichbar', 'meine nummer', 'telefoon', 'telefoonnummer', 'mobiel', 'mobiele', 'gsm',
  'bellen', 'bel me', 'bel mij', 'mijn nummer',
  // French
  'téléphone', 'tél', 'tél.', 'portable', 'joindre', 'appeler', 'appelez', 'mon numéro',
  // Spanish, Italian, Portuguese
  'teléfono', 'telefono', 'móvil', 'movil', 'celular', 'llamar', 'llame', 'llámame', 'cellulare', 'cell.', 'chiamare',
  'chiamami', 'il mio numero', 'telefone', 'fone', 'contato', 'ligar', 'ligue', 'whats', 'mi número', 'meu número',
  'liga', 'me liga', 'joignable', 'raggiungibile', 'reachable', 'bereikbaar', 'localizable',
];

const WORDS: Readonly<Record<Exclude<NumberKind, 'phone'>, readonly string[]>> = {
  ssn: ['ssn', 'ssns', 'ss#', 'social security', 'social-security', 'social sec', 'soc sec', 'ssa', 'itin'],
  passport: ['passport', 'passport no', 'passeport', 'pasaporte', 'passaporto', 'paspoort', 'passaporte', 'reisepass'],
  licence: [
    'license', 'licence', 'driver license', 'driver licence', 'drivers license', 'dl', 'führerschein', 'fuhrerschein',
    'permis', 'permis de conduire', 'carné', 'carnet', 'carné de conducir', 'patente', 'rijbewijs', 'rijbewijsnummer',
    'cnh', 'habilitação', 'habilitacao',
  ],
  card: ['card', 'credit card', 'carte', 'tarjeta', 'carta', 'cartão', 'cartao', 'karte', 'kreditkarte', 'kaart', 'cvv', 'cvc'],
  routing: ['routing', 'aba', 'rtn', 'routing number', 'routing no', 'transit number', 'sort code', 'bic', 'swift', 'ifsc', 'blz', 'bankleitzahl'],
  account: [
    'account', 'acct', 'a/c', 'iban', 'konto', 'kontonummer', 'cuenta', 'compte', 'conto', 'rekening', 'conta', 'conta corrente',
    'c/c', 'agência', 'agencia', 'koza', 'bango',
  ],
  postcode: [
    'zip', 'zip code', 'zipcode', 'postcode', 'postal code', 'post code', 'plz', 'postleitzahl', 'code postal', 'código postal',
    'codigo postal', 'cep', 'cap', 'codice postale', 'pin code', 'pincode', 'eircode',
  ],
  quantity: [
    'price', 'cost', 'total', 'amount', 'sum', 'balance', 'count', 'qty', 'quantity', 'population', 'revenue', 'prezzo',
    'prix', 'precio', 'preço', 'preco', 'preis', 'prijs', 'betrag', 'summe', 'montant', 'importe', 'importo', 'valor',
    'totale', 'totaal', 'bedrag', 'gesamt', 'anzahl',
  ],
  reference: [
    'order', 'order no', 'invoice', 'ref', 'reference', 'ticket', 'tracking', 'booking', 'reservation',
    'confirmation', 'transaction', 'txn', 'sku', 'serial', 'batch', 'lot', 'po', 'id', 'uuid', 'isbn', 'bestellung', 'bestellnummer',
    'rechnung', 'rechnungsnummer', 'auftrag', 'auftragsnummer', 'kundennummer', 'sendungsnummer', 'commande', 'facture',
    'référence', 'pedido', 'factura', 'ordine', 'fattura', 'bestelling', 'factuur', 'bestelnummer', 'fatura', 'protocolo',
    'suivi', 'colis', 'seguimiento', 'envío', 'spedizione', 'zending', 'rastreio', 'rastreamento', 'sendung', 'paket',
    'cpf', 'cnpj', 'nif', 'nie', 'dni', 'codice fiscale', 'bsn', 'steuer', 'steuernummer', 'aadhaar', 'pan', 'nino',
    'request', 'req', 'job', 'build', 'trace', 'session', 'pid', 'process', 'thread', 'port', 'error', 'code', 'checksum',
  ],
};

/**
 * Labels of languages written without spaces, looked for as substrings (they are not whole words):
 * one group per kind, in the order of KINDS.
 */
const CJK_LABELS =
  /(電話|携帯|ケータイ|連絡先|ＴＥＬ|☎|📞|📱)|(社会保障)|(旅券|パスポート)|(運転免許|免許証)|(カード)|(金融機関コード|銀行コード)|(口座|預金)|(郵便番号)|(金額|価格|合計|料金)|(注文番号|請求書|伝票|会員番号|お客様番号)/g;

const KINDS: readonly NumberKind[] = ['phone', 'ssn', 'passport', 'licence', 'card', 'routing', 'account', 'postcode', 'quantity', 'reference'];
const KIND_WORDS: readonly (readonly string[])[] = [
  PHONE_WORDS, WORDS.ssn, WORDS.passport, WORDS.licence, WORDS.card, WORDS.routing, WORDS.account, WORDS.postcode, WORDS.quantity,
  WORDS.reference,
];

// Labels are read as words: the runs of letters and digits, split where a lower-case letter meets an
// upper-case one and at "_" (JSON keys: "passportNumber", "driver_license"), plus "#" and "/" on their
// own ("ss#", "a/c"); a JSON escape (\n, \t, \r) separates words. A phrase is its words joined by one
// space; the label table maps each phrase of up to MAX_WORDS words to its kind (the first kind wins).
const words = (s: string): string[] =>
  s
    .replace(/\\[nrt]/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+|[#/]/gu) ?? [];
const LABELS = new Map<string, NumberKind>();
/** The first words of the labels of two words or more: only after one of them are longer phrases tried. */
const PHRASE_HEADS = new Set<string>();
KIND_WORDS.forEach((list, k) => {
  for (const label of list) {
    const w = words(label);
    const key = w.join(' ');
    if (!LABELS.has(key)) LABELS.set(key, KINDS[k]!);
    if (w.length > 1) PHRASE_HEADS.add(w[0]!);
  }
});
const MAX_WORDS = Math.max(...[...LABELS.keys()].map((k) => k.split(' ').length));
// "social security number is", "order no.": a label with its noun for "number" is one label, so the
// phone phrase "number is" inside it is not read as a label of its own.
const NUMBER_NOUNS = new Set(['number', 'numbers', 'no', 'nos', 'nr', 'nº', 'n', 'º', '#', 'nummer', 'numéro', 'número', 'numero']);

/** How far before a number its label may stand, and how far after; how far a phone word is context. */
const BEFORE = 36;
const AFTER = 14;
const CONTEXT_REACH = 40;

const WORD_CHAR = /[\p{L}\p{N}]/u;

export interface LabelsNear {
  /** The kind the nearest label gives the number: the last label before it, else the first right after. */
  nearest: NumberKind | undefined;
  /** A phone word within CONTEXT_REACH characters on either side (the phone detector's context). */
  phone: boolean;
}

/** Whether text[i] is part of a word: an ASCII letter or digit, or any other letter or number. */
function isWordAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  return WORD_CHAR.test(text[i]!);
}

/**
 * Whether a label ending or starting across `gap` from the number still labels it: no other value in
 * between (no digit), and either nothing but punctuation and spaces ("Tel.: ", '":"', "\n") or a few
 * words on the same line and sentence ("call me at ").
 */
function labelsAcross(gap: string): boolean {
  if (/\d/.test(gap)) return false;
  const g = gap.replace(/\\[nrt]/g, ' ');
  return GLUE.test(g) || !/[\n!;|]|\.\s/.test(g); // a question may precede its answer: "my number? it's …"
}
const GLUE = /^[\s:：=#.,\-–"'*()[\]{}<>]*$/;

interface Found {
  kind: NumberKind;
  /** Window offsets of its first character and past its last. */
  at: number;
  end: number;
}

/**
 * What the labels around text[start, end) say, from one read of the window CONTEXT_REACH characters
 * on each side: its words are looked up in the label table, longest phrase first, left to right (a word
 * cut by the window's edge is not read), and the labels of languages without spaces are looked for as
 * substrings close to the number.
 */
export function labelsNear(text: string, start: number, end: number): LabelsNear {
  const from = Math.max(0, start - CONTEXT_REACH);
  const to = Math.min(text.length, end + CONTEXT_REACH);
  const tokens: string[] = [];
  const offsets: number[] = [];
  const ends: number[] = [];
  // Words by a loop over character codes (ASCII decided by range, the rest by WORD_CHAR): several times
  // faster than a Unicode regex over the window, and this runs for every candidate number.
  let i = from;
  if (from > 0 && isWordAt(text, from - 1)) while (i < start && isWordAt(text, i)) i++;
  while (i < to) {
    if (i >= start && i < end) {
      i = end;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 92 && /[nrt]/.test(text[i + 1] ?? '')) {
      i += 2; // a JSON escape
    } else if (c === 35 || c === 47) {
      tokens.push(c === 35 ? '#' : '/');
      offsets.push(i);
      ends.push(i + 1);
      i++;
    } else if (isWordAt(text, i)) {
      const s = i;
      const limit = i < start ? start : to;
      i++;
      while (i < limit && isWordAt(text, i) && !(isUpper(text.charCodeAt(i)) && isLower(text.charCodeAt(i - 1)))) i++;
      tokens.push(text.slice(s, i).toLowerCase());
      offsets.push(s);
      ends.push(i);
    } else i++;
  }
  let before: Found | undefined;
  let after: Found | undefined;
  let phone = false;
  for (i = 0; i < tokens.length; ) {
    const head = tokens[i]!;
    let found = 0;
    let kind: NumberKind | undefined;
    const longest = PHRASE_HEADS.has(head) ? Math.min(MAX_WORDS, tokens.length - i) : 1;
    for (let n = longest; n >= 1 && found === 0; n--) {
      kind = LABELS.get(n === 1 ? head : tokens.slice(i, i + n).join(' '));
      if (kind !== undefined) found = n;
    }
    if (kind === undefined) {
      i++;
      continue;
    }
    const label: Found = { kind, at: offsets[i]!, end: ends[i + found - 1]! };
    if (kind === 'phone') phone = true;
    if (label.at < start) before = label;
    else if (after === undefined) after = label;
    i += found;
    while (i < tokens.length && NUMBER_NOUNS.has(tokens[i]!)) i++;
    if (i < tokens.length && tokens[i] === 'is') i++;
  }
  // Labels of languages without spaces: the last one shortly before the number, the first shortly after.
  if (NON_ASCII.test(text.slice(from, to))) {
    const lo = Math.max(0, start - CJK_REACH);
    const left = text.slice(lo, start);
    CJK_LABELS.lastIndex = 0;
    for (let m = CJK_LABELS.exec(left); m !== null; m = CJK_LABELS.exec(left)) {
      if (before === undefined || lo + m.index >= before.end) before = { kind: cjkKind(m), at: lo + m.index, end: lo + m.index + m[0].length };
      if (cjkKind(m) === 'phone') phone = true;
    }
    const right = text.slice(end, end + CJK_REACH);
    CJK_LABELS.lastIndex = 0;
    const m = CJK_LABELS.exec(right);
    CJK_LABELS.lastIndex = 0;
    if (m) {
      if (cjkKind(m) === 'phone') phone = true;
      if (after === undefined || end + m.index < after.at) after = { kind: cjkKind(m), at: end + m.index, end: end + m.index + m[0].length };
    }
  }
  // The Japanese postcode mark is a symbol, not a word: "〒100-0005".
  if (POSTCODE_MARK.test(text.slice(Math.max(0, start - 2), start))) return { nearest: 'postcode', phone };
  // The label before counts when nothing else stands between it and the number; one after, when it is
  // close, on the same line and sentence, and not the label of the next value ("…, CEP 01310-100").
  if (before !== undefined && before.at >= start - BEFORE && labelsAcross(text.slice(before.end, start))) return { nearest: before.kind, phone };
  if (
    after !== undefined &&
    after.at < end + AFTER &&
    !/[\d\n!?;|]|\.\s/.test(text.slice(end, after.at)) &&
    !LABELS_A_VALUE.test(text.slice(after.end, after.end + 8))
  ) {
    return { nearest: after.kind, phone };
  }
  return { nearest: undefined, phone };
}
const NON_ASCII = /[^\x00-\x7f]/;
const POSTCODE_MARK = /〒\s?$/;
const LABELS_A_VALUE = /^(?:番号)?[ \t:：.#=º°-]{0,4}[(\d]/; // on the same line
const CJK_REACH = 24;
function cjkKind(m: RegExpExecArray): NumberKind {
  for (let k = 1; k < m.length; k++) if (m[k] !== undefined) return KINDS[k - 1]!;
  return 'reference';
}

/** The kind the nearest label around text[start, end) gives the number, or undefined when none is near. */
export function nearestLabel(text: string, start: number, end: number): NumberKind | undefined {
  return labelsNear(text, start, end).nearest;
}

/** Nine digits in the SSN's 3-2-4 grouping, with one separator ("293 73 4576", "293-73-4576", "293.73.4576"). */
const SSN_GROUPING = /^\d{3}([ .-])\d{2}\1\d{4}$/;
const ROUTING_NEAR = /\b(?:routing|aba|rtn|transit|ach|fedwire)\b/i;

/**
 * The one rule for nine-digit numbers, shared by the SSN and phone detectors. A phone label makes it a
 * phone and an SSN label an SSN; a passport, licence, card, routing, account, postcode or amount label
 * makes it neither ('other'), and so does, without a label, an ABA-valid number with a routing word
 * near. Otherwise the 3-2-4 grouping is an SSN's. undefined: the number is not nine digits, or nothing decides.
 */
export function nineDigitKind(
  value: string,
  text: string,
  start: number,
  end: number,
  label: NumberKind | undefined = nearestLabel(text, start, end),
): 'ssn' | 'phone' | 'other' | undefined {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 9) return undefined;
  if (label === 'phone' || label === 'ssn') return label;
  if (label !== undefined && label !== 'reference') return 'other';
  if (abaValid(digits) && ROUTING_NEAR.test(text.slice(Math.max(0, start - 60), end + 30))) return 'other';
  return SSN_GROUPING.test(value) ? 'ssn' : undefined;
}
