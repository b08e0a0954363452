// The multi-locale personal-data set: per locale, texts in five context forms (chat prose, support
// ticket / e-mail, CSV extract, JSON log line, form dump) holding values of every type that exists
// there, some repeated (again in a URL, a JSON string or quoted code) to check copies; plus hard negatives.

import { Rand } from './rng.ts';
import { b, csvField, join, jsonString, neutral, val, type Built, type GenRow, type Part } from './build.ts';
import { LANG, jsonKeysOf, labelsOf, langOf, nounOf } from './lang.ts';
import { LOCALES, birthDate, email, item, person, typesOf, type GoldType, type Item, type Locale, type Person } from './values.ts';
import { negatives } from './negatives.ts';

export const CONTEXTS = ['prose', 'ticket', 'csv', 'json', 'form'] as const;
export type Context = (typeof CONTEXTS)[number];

/** The value of a field as a part: gold (typed), neutral, or plain text. */
function fieldPart(it: Item, i: number): Part {
  const f = it.fields[i]!;
  return f.role === 'gold' ? { type: it.type, value: f.value, ...(f.format ? { format: f.format } : {}) } : f.role === 'neutral' ? neutral(it.type, f.value) : f.value;
}

/** The item inline: the value alone, or "label value, label value" for several fields. */
function inline(r: Rand, locale: Locale, it: Item): Built {
  if (it.fields.length === 1) return b(fieldPart(it, 0));
  const sep = langOf(locale) === 'ja' ? ' ' : ', ';
  // Names (bank, branch, account kind) stand alone; numbers get their label.
  return join(it.fields.map((f, i) => (f.role === 'text' ? b(f.value) : b(r.pick(labelsOf(locale, f.key)), langOf(locale) === 'ja' ? '：' : ' ', fieldPart(it, i)))), sep);
}

function sentence(r: Rand, locale: Locale, p: Person, it: Item): Built {
  const L = LANG[langOf(locale)];
  const bare = it.fields.length === 1 ? L.bare[it.type] : undefined;
  const tpl = bare && r.chance(0.5) ? r.pick(bare) : r.pick(L.labelled);
  return b(...tpl(p.full, nounOf(locale, it.type), inline(r, locale, it)));
}

function pickTypes(r: Rand, locale: Locale, n: number): GoldType[] {
  return r.shuffle(typesOf(locale)).slice(0, n);
}

/** Numbers that sit beside personal data in real texts and are not personal data (precision pressure). */
const orderNo = (r: Rand) => r.pick([`${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, `#${r.num(8)}`, `${r.upper(2)}${r.digits(8)}`, r.num(10)]);
const customerNo = (r: Rand) => r.pick([r.num(r.int(6, 9)), `C-${r.num(6)}`, `${r.num(4)}-${r.digits(4)}`]);

const kv = (locale: Locale) => (langOf(locale) === 'ja' ? '：' : ': ');

function prose(r: Rand, locale: Locale): Built {
  const p = person(r, locale);
  const types = pickTypes(r, locale, r.int(1, 2));
  return join(types.map((t) => sentence(r, locale, p, item(r, locale, t, p))), ' ');
}

function ticket(r: Rand, locale: Locale): Built {
  const L = LANG[langOf(locale)];
  const p = person(r, locale);
  const agent = person(r, locale);
  const from = email(r, locale, p);
  const out = b(`${L.ticket.subject}: ${r.pick(L.ticket.subjects)}\n${L.ticket.from}: ${p.full} <`, val('email', from), `>\n${L.ticket.to}: `, val('email', `${r.pick(['support', 'kundenservice', 'help', 'sac', 'info'])}@${r.pick(['shop', 'help', 'service'])}.example`), `\n\n${L.ticket.hello(agent.full)}\n\n`);
  if (r.chance(0.5)) out.add(`${r.pick(labelsOf(locale, 'order'))}${kv(locale)}${orderNo(r)}\n`);
  const types = pickTypes(r, locale, r.int(1, 3)).filter((t) => t !== 'email' || r.chance(0.3));
  for (const t of types) out.add(sentence(r, locale, p, item(r, locale, t, p)), '\n');
  out.add(`\n${L.ticket.bye}\n${p.full}`);
  if (r.chance(0.5)) out.add('\n', labelsOf(locale, 'phone')[0]!, kv(locale), val('phone', item(r, locale, 'phone', p).fields[0]!.value));
  return out;
}

function csv(r: Rand, locale: Locale): Built {
  const d = LANG[langOf(locale)].delim;
  const types = pickTypes(r, locale, r.int(2, 3));
  const rows = r.int(3, 5);
  const people = Array.from({ length: rows }, () => person(r, locale));
  // Every row has the same columns: extras (card expiry) are decided once for the table.
  const extras = r.chance(0.5);
  const dob = r.chance(0.4);
  const items = people.map((p) => types.map((t) => {
    let it: Item;
    do it = item(r, locale, t, p, { extras });
    while (t === 'credit_card' && extras && it.fields.length === 1);
    return it;
  }));
  const header = [labelsOf(locale, 'name')[0]!, ...(dob ? [labelsOf(locale, 'dob')[0]!] : []), ...items[0]!.flatMap((it) => it.fields.map((f) => labelsOf(locale, f.key)[0]!))];
  const out = b(header.join(d));
  items.forEach((row, i) => {
    const cells: Part[] = [people[i]!.full, ...(dob ? [birthDate(r, locale)] : []), ...row.flatMap((it) => it.fields.map((_, j) => fieldPart(it, j)))];
    out.add('\n', join(cells.map((c) => csvField(c, d)), d));
  });
  return out;
}

function json(r: Rand, locale: Locale): Built {
  const p = person(r, locale);
  const types = pickTypes(r, locale, r.int(1, 3));
  const pairs: Built[] = [];
  for (const t of types) {
    const it = item(r, locale, t, p, { multiline: true, extras: true });
    it.fields.forEach((f, j) => pairs.push(b(JSON.stringify(r.pick(jsonKeysOf(locale, f.key))), ':', jsonString(fieldPart(it, j)))));
  }
  const y = r.int(2023, 2026);
  const head = b(`{"ts":"${y}-0${r.int(1, 9)}-1${r.int(0, 9)}T${r.int(10, 23)}:${r.int(10, 59)}:0${r.int(0, 9)}Z","level":"${r.pick(['info', 'warn', 'debug'])}","event":"${r.pick(['profile.updated', 'checkout.completed', 'kyc.submitted', 'user.login'])}","user_id":${r.int(1000, 999999)},`);
  if (r.chance(0.5)) head.add(`${JSON.stringify(r.pick(jsonKeysOf(locale, 'order')))}:"${orderNo(r)}",`);
  const nameKey = JSON.stringify(r.pick(jsonKeysOf(locale, 'name')));
  if (r.chance(0.4)) head.add(`"customer":{${nameKey}:${JSON.stringify(p.full)},`, join(pairs, ','), '}');
  else head.add(`${nameKey}:${JSON.stringify(p.full)},`, join(pairs, ','));
  // A free-text field whose value spans lines: JSON-escaped "\n" inside the string.
  if (r.chance(0.35)) {
    const it = item(r, locale, r.pick(['address', 'phone', 'email'] as const), p, { multiline: true });
    head.add(',"note":', jsonString(b(`${nounOf(locale, it.type).bare}:\n`, fieldPart(it, 0), '\n--')));
  }
  return head.add('}');
}

function form(r: Rand, locale: Locale): Built {
  const p = person(r, locale);
  const types = pickTypes(r, locale, r.int(2, 4));
  const lines: Built[] = [b(r.pick(labelsOf(locale, 'name')), kv(locale), p.full)];
  if (r.chance(0.4)) lines.push(b(r.pick(labelsOf(locale, 'dob')), kv(locale), birthDate(r, locale)));
  if (r.chance(0.4)) lines.push(b(r.pick(labelsOf(locale, 'customer_no')), kv(locale), customerNo(r)));
  for (const t of types) {
    const it = item(r, locale, t, p, { multiline: true, extras: true });
    it.fields.forEach((f, j) => {
      const value = fieldPart(it, j);
      // A multi-line address under its label starts on the next line.
      const multi = f.value.includes('\n');
      lines.push(b(r.pick(labelsOf(locale, f.key)), multi ? ':\n' : kv(locale), value));
    });
  }
  return join(lines, '\n');
}

const BUILD: Record<Context, (r: Rand, l: Locale) => Built> = { prose, ticket, csv, json, form };

/** Appends a copy of one of the text's values where copies hide: a URL, a JSON string, quoted code. */
function repeat(r: Rand, x: Built): void {
  const candidates = x.spans.filter((s) => !/\s/.test(s.value) && s.type !== 'address');
  const s = candidates.length ? r.pick(candidates) : x.spans.find((t) => !t.value.includes('\n'));
  if (!s) return;
  const v = val(s.type, s.value);
  switch (r.int(0, 3)) {
    case 0:
      if (/\s/.test(s.value)) x.add('\n\n> ', v);
      else x.add('\nhttps://crm.example.com/search?q=', v, '&tab=profile');
      break;
    case 1: x.add('\n{"lookup":', jsonString(v), '}'); break;
    case 2: x.add("\n\nfindCustomer('", v, "');"); break;
    default: x.add('\n\n(ref: ', v, ')'); break;
  }
}

export interface PiiSetOptions {
  seed?: number;
  /** Texts per locale (default 200) and hard negatives per locale (default 60). */
  perLocale?: number;
  negativesPerLocale?: number;
}

export function generatePiiSet(options: PiiSetOptions = {}): GenRow[] {
  const seed = options.seed ?? 21;
  const n = options.perLocale ?? 200;
  const nNeg = options.negativesPerLocale ?? 60;
  const rows: GenRow[] = [];
  LOCALES.forEach((locale, li) => {
    const r = new Rand(seed * 1009 + li);
    for (let i = 0; i < n; i++) {
      const context = CONTEXTS[i % CONTEXTS.length]!;
      const x = BUILD[context](r, locale);
      if (r.chance(0.12)) repeat(r, x);
      rows.push(x.row(locale, context));
    }
    for (const neg of negatives(r, locale, nNeg)) rows.push({ text: neg.text, spans: [], neutral: [], locale, context: neg.context, negative: true });
  });
  return rows;
}
