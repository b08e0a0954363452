// Personal-data and credential evaluation: per-type precision / recall / F1 on the labelled PII rows
// (pii/*.jsonl: presidio-research, presidio unit tests, gitleaks' own true and false positives), and
// false positives per 1,000 benign prompts of prompts/corpus.jsonl. Data is read by path, never copied.
//
// Matching: a gold span counts as found when a predicted span of the SAME type overlaps it; a
// predicted span is correct when it overlaps a gold span of its type. Addresses are scored by
// characters instead (the data sometimes splits one address into parts): precision = predicted
// characters inside gold address spans / predicted characters, recall = gold characters covered.
//
// Then the sets the project generates itself (scripts/pii-gen/): a seeded multi-locale personal-data set
// (12 locales, five context forms, hard negatives) and a credential set built from the vendor catalogue's
// own samples placed in configs, headers, URLs, logs and prose — scored on the real engine (scan, copies
// included) with the readable copies left after protect's redaction.
//
// Usage: npm run eval:pii -- [--data ../shared/data] [--verbose] [--only generated|shared|documents]
//                            [--locale xx-YY] [--type T] [--seed N] [--write DIR]

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { scan } from '../src/engine/index.ts';
import { PII_TYPES, type Finding } from '../src/engine/types.ts';
import { reportGenerated } from './pii-gen/report.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DATA = resolve(ROOT, arg('--data') ?? '../shared/data');
const VERBOSE = args.includes('--verbose');
const ONLY = arg('--only');
if (ONLY !== undefined && !['generated', 'shared', 'documents'].includes(ONLY)) throw new Error('--only takes "generated", "shared" or "documents"');

// The shared data's figures, unchanged: always printed first.
function reportShared(): void {
interface Span {
  type: string;
  start: number;
  end: number;
}
interface Row {
  text: string;
  spans: Span[];
  source?: string;
}

/** Dataset labels → our types. `other:*` labels are not ours to find (names, dates, organisations). */
const LABEL_MAP: Readonly<Record<string, string>> = {
  'other:private_key': 'api_key', // we report private keys as api_key-family findings
};
const OURS: ReadonlySet<string> = new Set(PII_TYPES);

// Only the two families under test, merged exactly as the engine merges them (per family, longest wins).
const DETECTORS = [...PII_DETECTORS, ...CREDENTIAL_DETECTORS];
const predict = (text: string): Finding[] =>
  resolveOverlaps(
    DETECTORS.flatMap((d) => d.detect(text)),
    (f) => f.category,
  );

const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

interface Tally {
  tpGold: number;
  gold: number;
  tpPred: number;
  pred: number;
}
const tallies = new Map<string, Tally>();
const tally = (t: string) => {
  let x = tallies.get(t);
  if (!x) tallies.set(t, (x = { tpGold: 0, gold: 0, tpPred: 0, pred: 0 }));
  return x;
};
const unmapped = new Map<string, number>();
const misses: string[] = [];
const falsePositives: string[] = [];

const files = readdirSync(join(DATA, 'pii')).filter((f) => f.endsWith('.jsonl')).sort();
let rowCount = 0;
for (const file of files) {
  for (const row of readJsonl<Row>(join(DATA, 'pii', file))) {
    rowCount++;
    const gold: Span[] = [];
    for (const s of row.spans) {
      const type = LABEL_MAP[s.type] ?? s.type;
      if (OURS.has(type)) gold.push({ type, start: s.start, end: s.end });
      else unmapped.set(s.type, (unmapped.get(s.type) ?? 0) + 1);
    }
    const pred = predict(row.text);
    for (const type of PII_TYPES) {
      const g = gold.filter((s) => s.type === type);
      const p = pred.filter((f) => f.type === type);
      if (g.length === 0 && p.length === 0) continue;
      const t = tally(type);
      if (type === 'address') {
        const goldChars = new Set<number>();
        for (const s of g) for (let i = s.start; i < s.end; i++) goldChars.add(i);
        const predChars = new Set<number>();
        for (const s of p) for (let i = s.start; i < s.end; i++) predChars.add(i);
        t.gold += goldChars.size;
        t.pred += predChars.size;
        let both = 0;
        for (const i of predChars) if (goldChars.has(i)) both++;
        t.tpGold += both;
        t.tpPred += both;
      } else {
        t.gold += g.length;
        t.pred += p.length;
        t.tpGold += g.filter((s) => p.some((f) => overlaps(s, f))).length;
        t.tpPred += p.filter((f) => g.some((s) => overlaps(s, f))).length;
      }
      if (VERBOSE) {
        for (const s of g) if (!p.some((f) => overlaps(s, f))) misses.push(`${type}\t${file}\t${JSON.stringify(row.text.slice(Math.max(0, s.start - 30), s.end + 10))}`);
        for (const f of p) if (!g.some((s) => overlaps(s, f))) falsePositives.push(`${type}\t${file}\t${JSON.stringify(row.text.slice(Math.max(0, f.start - 30), f.end + 10))}`);
      }
    }
  }
}

const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');
console.log(`PII rows: ${rowCount} in ${files.join(', ')} (${DATA})\n`);
console.log('| type | gold | predicted | precision | recall | F1 |');
console.log('|---|---|---|---|---|---|');
for (const type of PII_TYPES) {
  const t = tallies.get(type);
  if (!t) continue;
  const p = t.pred ? t.tpPred / t.pred : NaN;
  const r = t.gold ? t.tpGold / t.gold : NaN;
  const f1 = p + r > 0 ? (2 * p * r) / (p + r) : NaN;
  const unit = type === 'address' ? ' chars' : '';
  console.log(`| ${type} | ${t.gold}${unit} | ${t.pred}${unit} | ${pct(p)} | ${pct(r)} | ${pct(f1)} |`);
}
console.log(`\nUnmapped dataset labels (not personal data we redact): ${[...unmapped].map(([k, v]) => `${k} ${v}`).join(', ')}`);

// ---------- benign prompts: false positives per 1,000 rows ----------
interface PromptRow {
  text: string;
  label: string;
}
const benign = readJsonl<PromptRow>(join(DATA, 'prompts', 'corpus.jsonl')).filter((r) => r.label === 'benign');
const perType = new Map<string, number>();
let flaggedRows = 0;
const benignExamples: string[] = [];
for (const row of benign) {
  const found = predict(row.text);
  if (found.length > 0) flaggedRows++;
  for (const f of found) {
    perType.set(f.type, (perType.get(f.type) ?? 0) + 1);
    if (VERBOSE) benignExamples.push(`${f.type}\t${f.detector}\t${JSON.stringify(row.text.slice(Math.max(0, f.start - 30), f.end + 10))}`);
  }
}
const per1k = (n: number) => ((1000 * n) / benign.length).toFixed(2);
console.log(`\nBenign prompts: ${benign.length}; rows with any finding: ${flaggedRows} (${per1k(flaggedRows)} per 1,000)`);
console.log('| type | findings | per 1,000 rows |');
console.log('|---|---|---|');
for (const [type, n] of [...perType].sort((a, b) => b[1] - a[1])) console.log(`| ${type} | ${n} | ${per1k(n)} |`);

if (VERBOSE) {
  console.log('\n# misses\n' + misses.join('\n'));
  console.log('\n# false positives\n' + falsePositives.join('\n'));
  console.log('\n# benign findings (not necessarily wrong: benign prompts can hold real-looking data)\n' + benignExamples.join('\n'));
}
}

// ---------- benign documents of this machine: licences and package documentation ----------
// Real documents no one wrote for us: every licence in /usr/share/common-licenses and each package's
// copyright file and README in /usr/share/doc (plain or gzipped). They name authors (emails and postal
// addresses are real personal data there), but hold no cards, identity numbers or live credentials.
function reportDocuments(): void {
  const files: string[] = [];
  const add = (path: string) => {
    try {
      if (statSync(path).isFile()) files.push(path);
    } catch {
      /* absent on this machine */
    }
  };
  try {
    for (const f of readdirSync('/usr/share/common-licenses')) add(join('/usr/share/common-licenses', f));
    for (const d of readdirSync('/usr/share/doc')) for (const f of ['copyright', 'README', 'README.md', 'README.gz', 'README.md.gz', 'NEWS.gz']) add(join('/usr/share/doc', d, f));
  } catch {
    console.log('\nBenign documents: /usr/share/common-licenses or /usr/share/doc not found; skipped');
    return;
  }
  const perType = new Map<string, { findings: number; files: number }>();
  const examples: string[] = [];
  let bytes = 0;
  let flagged = 0;
  for (const path of files) {
    const raw = readFileSync(path);
    const text = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').slice(0, 200_000);
    bytes += text.length;
    const found = scan(text, DATA_ONLY).findings.filter((f) => f.category === 'PII_EXPOSURE' || f.category === 'CREDENTIAL_EXPOSURE');
    if (found.some((f) => !CONTACT.has(f.type))) flagged++;
    for (const type of new Set(found.map((f) => f.type))) {
      const t = perType.get(type) ?? { findings: 0, files: 0 };
      t.files++;
      t.findings += found.filter((f) => f.type === type).length;
      perType.set(type, t);
    }
    if (VERBOSE) for (const f of found) if (!CONTACT.has(f.type)) examples.push(`${f.type}\t${f.detector}\t${path}\t${JSON.stringify(text.slice(Math.max(0, f.start - 30), f.end + 10))}`);
  }
  console.log(`\nBenign documents: ${files.length} files (${(bytes / 1e6).toFixed(1)} MB: licences, package copyright files, READMEs and NEWS); files with a finding other than contact details (email, phone, address, IP): ${flagged} (${((100 * flagged) / Math.max(1, files.length)).toFixed(2)} %)`);
  console.log('| type | findings | files |');
  console.log('|---|---|---|');
  for (const [type, t] of [...perType].sort((a, b) => b[1].findings - a[1].findings)) console.log(`| ${type} | ${t.findings} | ${t.files} |`);
  if (VERBOSE) console.log('\n# benign-document findings other than contact details\n' + examples.join('\n'));
}
const DATA_ONLY = { detectPII: true, detectCredentials: true, detectInjection: false, detectJailbreak: false, direction: 'input' } as const;
const CONTACT: ReadonlySet<string> = new Set(['email', 'phone', 'address', 'ip_address']);

if (ONLY === undefined || ONLY === 'shared') reportShared();
if (ONLY === undefined || ONLY === 'documents') reportDocuments();
if (ONLY === undefined || ONLY === 'generated') {
  const seed = arg('--seed');
  reportGenerated({ locale: arg('--locale'), type: arg('--type'), verbose: VERBOSE, write: arg('--write'), seed: seed === undefined ? undefined : Number(seed) });
}
