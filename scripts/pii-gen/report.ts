// Scores the real engine on the generated sets: per type, per locale × type, per context form, the
// credential set, hard negatives, and readable copies left after protect's redaction. Used by
// scripts/eval-pii.ts; the sets come from ./index.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redact, scan } from '../../src/engine/index.ts';
import { PII_TYPES, type Finding } from '../../src/engine/types.ts';
import { generateCredentialSet, generatePiiSet, CONTEXTS, CRED_CONTEXTS, GOLD_TYPES, LOCALES, type GenRow, type Span } from './index.ts';

export interface ReportOptions {
  locale?: string;
  type?: string;
  verbose: boolean;
  write?: string;
  seed?: number;
}

interface Tally {
  tpGold: number;
  gold: number;
  tpPred: number;
  pred: number;
}
const empty = (): Tally => ({ tpGold: 0, gold: 0, tpPred: 0, pred: 0 });
const addTo = (m: Map<string, Tally>, k: string, t: Tally) => {
  const x = m.get(k) ?? empty();
  x.tpGold += t.tpGold;
  x.gold += t.gold;
  x.tpPred += t.tpPred;
  x.pred += t.pred;
  m.set(k, x);
};
const prf = (t: Tally) => {
  const p = t.pred ? t.tpPred / t.pred : NaN;
  const r = t.gold ? t.tpGold / t.gold : NaN;
  const f = t.pred === 0 && t.gold === 0 ? NaN : p + r > 0 ? (2 * p * r) / (p + r) : 0;
  return { p, r, f: Number.isNaN(p) && t.gold > 0 ? 0 : f };
};
const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');
const fmt2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : ' — ');
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
/** The span in «» with a little context on each side (an evaluation aid: generated texts hold no real data). */
const excerpt = (text: string, s: { start: number; end: number }) =>
  JSON.stringify(`${text.slice(Math.max(0, s.start - 30), s.start)}«${text.slice(s.start, s.end)}»${text.slice(s.end, s.end + 15)}`);

const OPTIONS = { detectPII: true, detectCredentials: true, detectInjection: false, detectJailbreak: false, direction: 'input' } as const;
const DATA_TYPES: ReadonlySet<string> = new Set(PII_TYPES);
/** The data findings protect would redact (copies included): its category filter and its default types. */
const dataFindings = (text: string): Finding[] =>
  scan(text, OPTIONS).findings.filter((f) => (f.category === 'PII_EXPOSURE' || f.category === 'CREDENTIAL_EXPOSURE') && DATA_TYPES.has(f.type));

/** One row's tally per type; addresses by characters. Findings on neutral spans are not counted. */
function score(row: GenRow, pred: readonly Finding[], types: readonly string[], onMiss: (type: string, s: { start: number; end: number }) => void, onFp: (f: Finding) => void): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const type of types) {
    const g = row.spans.filter((s) => s.type === type);
    const p = pred.filter((f) => f.type === type && !(row.neutral.some((n) => overlaps(n, f)) && !g.some((s) => overlaps(s, f))));
    if (g.length === 0 && p.length === 0) continue;
    const t = empty();
    if (type === 'address') {
      const gc = new Set<number>();
      for (const s of g) for (let i = s.start; i < s.end; i++) gc.add(i);
      const pc = new Set<number>();
      for (const s of p) for (let i = s.start; i < s.end; i++) pc.add(i);
      let both = 0;
      for (const i of pc) if (gc.has(i)) both++;
      Object.assign(t, { gold: gc.size, pred: pc.size, tpGold: both, tpPred: both });
    } else {
      t.gold = g.length;
      t.pred = p.length;
      t.tpGold = g.filter((s) => p.some((f) => overlaps(s, f))).length;
      t.tpPred = p.filter((f) => g.some((s) => overlaps(s, f))).length;
    }
    for (const s of g) if (!p.some((f) => overlaps(s, f))) onMiss(type, s);
    for (const f of p) if (!g.some((s) => overlaps(s, f))) onFp(f);
    out.set(type, t);
  }
  return out;
}

/**
 * The format of a gold value, for recall per format: the generator's (card brand), national or
 * international phone, one- or multi-line address, IBAN or account, IPv4/IPv6, and otherwise the value's
 * shape (digits → 9, letters → A: "A999-999-99-999-9" is a Florida licence, "99AA99999" a French passport).
 */
function formatOf(s: Span): string {
  if (s.format) return s.format;
  switch (s.type) {
    case 'phone': return /[０-９]/.test(s.value) ? 'full-width' : /^(?:\+|00)/.test(s.value) ? 'international' : 'national';
    case 'address': return /\n|\\n/.test(s.value) ? 'multi-line' : 'one line';
    case 'ip_address': return s.value.includes(':') ? 'IPv6' : 'IPv4';
    case 'email': return 'email';
    case 'bank_account': if (/^[A-Z]{2}\d\d/.test(s.value)) return s.value.includes(' ') ? 'IBAN grouped' : 'IBAN compact';
  }
  const shape = s.value.replace(/\d/g, '9').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a');
  // Serial numbers that mix letters and digits at random ("C01X00T47") have no fixed shape: name their length.
  let switches = 0;
  for (let i = 1; i < shape.length; i++) if (/[A9]/.test(shape[i]!) && /[A9]/.test(shape[i - 1]!) && shape[i] !== shape[i - 1]) switches++;
  return switches >= 3 ? `mixed alphanumeric ×${s.value.length}` : shape;
}

/** Gold values of which some occurrence was redacted but a verbatim copy is still in the protected text. */
function readableCopies(row: GenRow, pred: readonly Finding[], types: readonly string[]): { leaked: string[]; missed: number; values: number } {
  const { protected: safe, redactions } = redact(row.text, pred, { replacement: '[REDACTED]' });
  const byValue = new Map<string, Array<{ start: number; end: number }>>();
  for (const s of row.spans) if (types.includes(s.type)) byValue.set(s.value, [...(byValue.get(s.value) ?? []), s]);
  const leaked: string[] = [];
  let missed = 0;
  for (const [value, occ] of byValue) {
    const found = occ.some((o) => redactions.some((r) => overlaps(r, o)));
    if (!found) missed++;
    else if (safe.includes(value)) leaked.push(value);
  }
  return { leaked, missed, values: byValue.size };
}

export function reportGenerated(opts: ReportOptions): void {
  const t0 = performance.now();
  let pii = generatePiiSet({ seed: opts.seed });
  let cred = generateCredentialSet(opts.seed);
  if (opts.write) {
    mkdirSync(opts.write, { recursive: true });
    writeFileSync(join(opts.write, 'pii-generated.jsonl'), pii.map((r) => JSON.stringify(r)).join('\n') + '\n');
    writeFileSync(join(opts.write, 'credentials-generated.jsonl'), cred.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.log(`\nWrote ${pii.length} + ${cred.length} rows to ${opts.write}`);
  }
  if (opts.locale) {
    pii = pii.filter((r) => r.locale === opts.locale);
    if (opts.locale !== 'cred') cred = [];
  }
  if (opts.type && opts.type !== 'api_key') cred = [];
  const piiTypes = opts.type ? [opts.type] : [...GOLD_TYPES, 'api_key'];

  // ---------- personal data ----------
  const byType = new Map<string, Tally>();
  const byLocaleType = new Map<string, Tally>();
  const byContextType = new Map<string, Tally>();
  const byGroupType = new Map<string, Tally>();
  /** locale|type|format → [values, found] (found: overlapped by a finding of the type). */
  const byFormat = new Map<string, [number, number]>();
  const misses: string[] = [];
  const fps: string[] = [];
  const negFlagged = new Map<string, number>();
  const negExamples: string[] = [];
  let negRows = 0;
  let negHit = 0;
  const negByLocale = new Map<string, [number, number]>();
  let copyValues = 0;
  let copyLeaks = 0;
  let copyMissed = 0;
  const leakRows: string[] = [];
  for (const row of pii) {
    const pred = dataFindings(row.text);
    if (row.negative) {
      negRows++;
      const hits = pred.filter((f) => piiTypes.includes(f.type));
      const nl = negByLocale.get(row.locale) ?? [0, 0];
      nl[0]++;
      if (hits.length) {
        negHit++;
        nl[1]++;
        for (const t of new Set(hits.map((f) => f.type))) negFlagged.set(t, (negFlagged.get(t) ?? 0) + 1);
        if (opts.verbose) for (const f of hits) negExamples.push(`${row.locale}\t${f.type}\t${f.detector}\t${excerpt(row.text, f)}`);
      }
      negByLocale.set(row.locale, nl);
      continue;
    }
    const tallies = score(
      row,
      pred,
      piiTypes,
      (type, s) => opts.verbose && misses.push(`${row.locale}\t${row.context}\t${type}\t${excerpt(row.text, s)}`),
      (f) => opts.verbose && fps.push(`${row.locale}\t${row.context}\t${f.type}\t${f.detector}\t${excerpt(row.text, f)}`),
    );
    for (const s of row.spans) {
      if (!piiTypes.includes(s.type)) continue;
      const k = `${row.locale}|${s.type}|${formatOf(s)}`;
      const x = byFormat.get(k) ?? [0, 0];
      x[0]++;
      if (pred.some((f) => f.type === s.type && overlaps(f, s))) x[1]++;
      byFormat.set(k, x);
    }
    const group = row.locale.startsWith('en-') ? 'en' : 'other';
    for (const [type, t] of tallies) {
      addTo(byType, type, t);
      addTo(byLocaleType, `${row.locale}|${type}`, t);
      addTo(byContextType, `${row.context}|${type}`, t);
      addTo(byContextType, `${row.context}|*`, type === 'address' ? empty() : t);
      addTo(byGroupType, `${group}|${type}`, t);
    }
    const c = readableCopies(row, pred, piiTypes);
    copyValues += c.values;
    copyMissed += c.missed;
    copyLeaks += c.leaked.length;
    if (c.leaked.length && opts.verbose) leakRows.push(`${row.locale}\t${row.context}\t${c.leaked.map((v) => JSON.stringify(v)).join(' ')}\t${JSON.stringify(row.text.slice(0, 160))}`);
  }

  const posRows = pii.filter((r) => !r.negative).length;
  // The personal-data tables (skipped for --locale cred, which selects the credential set alone).
  if (pii.length > 0) printPii();
  function printPii(): void {
    console.log(`\n## Generated personal-data set (seed ${opts.seed ?? 21}): ${posRows} texts + ${negRows} hard negatives, ${new Set(pii.map((r) => r.locale)).size} locales`);
    console.log('\nTargets: F1 ≥ 0.95 per type in English-speaking locales, ≥ 0.90 elsewhere (addresses by characters).\n');
    console.log('| type | gold | predicted | precision | recall | F1 | F1 en-* (≥0.95) | F1 others (≥0.90) |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const type of piiTypes) {
      const t = byType.get(type);
      if (!t) continue;
      const { p, r, f } = prf(t);
      const unit = type === 'address' ? ' ch' : '';
      const en = byGroupType.get(`en|${type}`);
      const ot = byGroupType.get(`other|${type}`);
      const mark = (x: Tally | undefined, target: number) => {
        if (!x || x.gold === 0) return '—';
        const v = prf(x).f;
        return `${fmt(v)} ${v >= target ? '✓' : '✗'}`;
      };
      console.log(`| ${type} | ${t.gold}${unit} | ${t.pred}${unit} | ${fmt(p)} | ${fmt(r)} | ${fmt(f)} | ${mark(en, 0.95)} | ${mark(ot, 0.9)} |`);
    }

    const locales = LOCALES.filter((l) => pii.some((r) => r.locale === l));
    const cols = piiTypes.filter((t) => t !== 'api_key');
    const short: Record<string, string> = { email: 'email', phone: 'phone', address: 'addr', ssn: 'ssn', credit_card: 'card', ip_address: 'ip', passport: 'passp', driver_license: 'dl', bank_account: 'bank' };
    console.log('\nF1 per locale × type (✗ = under target: 0.95 en-*, 0.90 others; — = type absent):\n');
    console.log(`| locale | ${cols.map((c) => short[c] ?? c).join(' | ')} |`);
    console.log(`|---|${cols.map(() => '---').join('|')}|`);
    for (const l of locales) {
      const target = l.startsWith('en-') ? 0.95 : 0.9;
      const cell = (c: string) => {
        const t = byLocaleType.get(`${l}|${c}`);
        if (!t || !t.gold) return '—';
        const f = prf(t).f;
        return `${fmt2(f)}${f < target ? '✗' : ''}`;
      };
      console.log(`| ${l} | ${cols.map(cell).join(' | ')} |`);
    }

    console.log('\nF1 per context form × type (and micro-F1 over the non-address types):\n');
    console.log(`| context | ${cols.map((c) => short[c] ?? c).join(' | ')} | micro |`);
    console.log(`|---|${cols.map(() => '---').join('|')}|---|`);
    for (const c of CONTEXTS) {
      if (!byContextType.has(`${c}|*`)) continue;
      console.log(`| ${c} | ${cols.map((t) => { const x = byContextType.get(`${c}|${t}`); return x && x.gold ? fmt2(prf(x).f) : '—'; }).join(' | ')} | ${fmt2(prf(byContextType.get(`${c}|*`)!).f)} |`);
    }

    const weak = [...byFormat].filter(([, [n, found]]) => n >= 10 && found / n < 0.9).sort((a, b) => a[1][1] / a[1][0] - b[1][1] / b[1][0] || b[1][0] - a[1][0]);
    const shown = opts.verbose ? [...byFormat].sort() : weak.slice(0, 30);
    console.log(`\nRecall per format (${opts.verbose ? 'all' : `the ${shown.length} weakest of the ${weak.length} formats with ≥ 10 values under 0.90; all with --verbose`}):\n`);
    console.log('| locale | type | format | values | recall |');
    console.log('|---|---|---|---|---|');
    for (const [k, [n, found]] of shown) console.log(`| ${k.split('|').join(' | ')} | ${n} | ${fmt2(found / n)} |`);

    const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
    console.log(`\nHard negatives with any finding: ${negHit} / ${negRows} (${pct(negHit, negRows)} %; target ≤ 1 %)${negFlagged.size ? ' — by type: ' + [...negFlagged].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', ') : ''}`);
    if (negByLocale.size > 1) console.log(`  by locale: ${[...negByLocale].map(([l, [n, h]]) => `${l} ${h}/${n}`).join(', ')}`);

  }

  // ---------- credentials ----------
  if (cred.length) {
    const byCtx = new Map<string, Tally>();
    /** Where the secret comes from: a catalogue rule's sample, a detector's example, a generated password. */
    const sourceOf = (rule = '') => (rule.startsWith('password:') ? rule : rule.includes('#') ? 'detector examples' : 'catalogue samples');
    const bySource = new Map<string, Tally>();
    const all = empty();
    const ruleMissCtx = new Map<string, Set<string>>();
    const credMiss: string[] = [];
    const credFp: string[] = [];
    let negN = 0;
    let negHitN = 0;
    for (const row of cred) {
      const pred = dataFindings(row.text);
      const keys = pred.filter((f) => f.type === 'api_key');
      if (row.negative) {
        negN++;
        if (keys.length) {
          negHitN++;
          all.pred += keys.length;
          if (opts.verbose) for (const f of keys) credFp.push(`negative\t${f.detector}\t${excerpt(row.text, f)}`);
        }
        continue;
      }
      const t = score(
        row,
        pred,
        ['api_key'],
        (_type, s) => {
          if (row.rule) ruleMissCtx.set(row.rule, (ruleMissCtx.get(row.rule) ?? new Set()).add(row.context));
          if (opts.verbose) credMiss.push(`${row.rule}\t${row.context}\t${excerpt(row.text, s)}`);
        },
        (f) => opts.verbose && credFp.push(`${row.rule}\t${row.context}\t${f.detector}\t${excerpt(row.text, f)}`),
      ).get('api_key');
      if (t) {
        addTo(byCtx, row.context, t);
        addTo(bySource, sourceOf(row.rule), t);
        all.gold += t.gold;
        all.pred += t.pred;
        all.tpGold += t.tpGold;
        all.tpPred += t.tpPred;
      }
      const c = readableCopies(row, pred, ['api_key']);
      copyValues += c.values;
      copyMissed += c.missed;
      copyLeaks += c.leaked.length;
      if (c.leaked.length && opts.verbose) leakRows.push(`cred\t${row.context}\t${c.leaked.map((v) => JSON.stringify(v)).join(' ')}\t${JSON.stringify(row.text.slice(0, 160))}`);
    }
    const rules = new Set(cred.filter((r) => r.rule).map((r) => r.rule!.replace(/#\d+$/, '')));
    const { p, r, f } = prf(all);
    console.log(`\n## Generated credential set: ${cred.length - negN} texts from ${rules.size} rules/detectors + ${negN} negatives`);
    console.log(`\nRecall ${fmt(r)} (target ≥ 0.90), precision ${fmt(p)} (target ≥ 0.95), F1 ${fmt(f)}; gold ${all.gold}, predicted ${all.pred}; negatives with a finding: ${negHitN} / ${negN}\n`);
    console.log('| context | gold | predicted | precision | recall |');
    console.log('|---|---|---|---|---|');
    for (const c of [...CRED_CONTEXTS, 'config', 'example']) {
      const t = byCtx.get(c);
      if (!t) continue;
      const x = prf(t);
      console.log(`| ${c} | ${t.gold} | ${t.pred} | ${fmt(x.p)} | ${fmt(x.r)} |`);
    }
    console.log('\n| source | gold | recall | precision |');
    console.log('|---|---|---|---|');
    for (const [src, t] of [...bySource].sort()) console.log(`| ${src} | ${t.gold} | ${fmt(prf(t).r)} | ${fmt(prf(t).p)} |`);
    const multi = [...ruleMissCtx].filter(([rule, s]) => s.size > 1 && !rule.startsWith('password:')).sort((a, b) => b[1].size - a[1].size);
    console.log(`\nCatalogue rules/detector examples missed in more than one context: ${multi.length}${opts.verbose ? '' : ' (list with --verbose)'}`);
    if (opts.verbose) for (const [rule, s] of multi) console.log(`  ${rule}: ${[...s].join(', ')}`);
    if (opts.verbose) {
      console.log('\n# credential misses\n' + credMiss.join('\n'));
      console.log('\n# credential false positives\n' + credFp.join('\n'));
    }
  }

  console.log(`\nReadable copies left after protect: ${copyLeaks} of ${copyValues} distinct gold values (target 0; values never redacted at all: ${copyMissed})`);
  if (opts.verbose) {
    if (leakRows.length) console.log('\n# rows with a readable copy\n' + leakRows.join('\n'));
    console.log('\n# generated-set misses (locale, context, type, excerpt)\n' + misses.join('\n'));
    console.log('\n# generated-set false positives (locale, context, type, detector, excerpt)\n' + fps.join('\n'));
    console.log('\n# hard negatives with a finding\n' + negExamples.join('\n'));
  }
  console.log(`\n(generated-set evaluation took ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
