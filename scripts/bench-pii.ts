// Personal-data pass benchmark, and the adversarial linear-time check.
//  1. Throughput of the whole personal-data pass as the engine runs it: the personal-data and credential
//     detectors, the overlap merge, the copies of found values and the scores (scanWith over those
//     detectors only), on four texts: 1 MB of mixed text (prose, chat, logs, code, configuration with
//     secrets), 8.8 KB of prose with a few values, a CSV of 20,000 distinct email addresses (the copies
//     pass with many values) and 1 MB of log lines repeating a few values (the copies pass with many
//     copies). Reported per KB, medians of wall and CPU time. Target: within 1.2× of the per-KB CPU time
//     of the same pass before copies existed (commit 6d39db9^), measured back to back on one machine.
//  2. Linearity: each detector alone on adversarial inputs (long digit runs, repeated separators,
//     "a@a@a@…", base64-ish runs, half-finished tokens…) of 10 KB and 100 KB. Linear patterns take
//     about 10× longer on 10× the input; a super-linear one shows a ratio near 100. Ratios above 25
//     are flagged and make the script exit 1.
// Usage: node scripts/bench-pii.ts [--quick] [--throughput] [--against DIR]   (--throughput: section 1 only;
//   --against: the same pass of another checkout, interleaved in this process, and the ratio — how the
//   1.2× target is checked: `git worktree add ../before 6d39db9^`, then `--against ../before`)

import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { scanWith } from '../src/engine/index.ts';
import type { Detector, ScanOptions } from '../src/engine/types.ts';
import { join, resolve } from 'node:path';

const DETECTORS: readonly Detector[] = [...PII_DETECTORS, ...CREDENTIAL_DETECTORS];
const QUICK = process.argv.includes('--quick');
const THROUGHPUT_ONLY = process.argv.includes('--throughput');
const AGAINST = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : undefined;
const AWS = 'AKIA' + 'RLJAO7335VQSLSFZ';
const DATA_ONLY: ScanOptions = { detectPII: true, detectCredentials: true, detectInjection: false, detectJailbreak: false, direction: 'input' };

const PIECES = [
  'The quarterly report shows revenue growth across all regions, driven by strong demand in 2023. ',
  'Please contact ann.lee@example.org or call (415) 555-0132 about the invoice. ',
  'Card on file: 4111 1111 1111 1111, expiry next year; IBAN DE89 3704 0044 0532 0130 00. ',
  '2024-05-18 22:50:23 INFO server 10.20.30.40 handled GET /api/v1/items?id=42 in 35 ms\n',
  'Ship it to 350 Fifth Ave, Suite 3300, New York, NY 10118 before Friday. ',
  'user: can you summarise the meeting notes from Tuesday? assistant: sure, here they are.\n',
  `const config = { region: "eu-west-1", retries: 3, timeoutMs: 2500, accessKeyId: "${AWS}" };\n`,
  'DATABASE_URL=postgres://app:Zx9vB2qLm4Tr8Wn1@db.internal:5432/app\n',
  'Customer SSN 536-22-8901 was entered into the wrong field and must be removed. ',
  'for (let i = 0; i < items.length; i++) { total += items[i].price * 1.2; }\n',
  'Version 1.13.16 fixed the parser; see section 4.2.1 and RFC 9110 for details. ',
];

function mixedText(bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += PIECES[(i * 7 + (i >> 3)) % PIECES.length];
  return out.slice(0, bytes);
}

/** Prose as people write it: paragraphs of plain sentences with a name, an address and a phone now and then. */
function prose(bytes: number): string {
  const sentences = [
    'Thanks for the update on the migration; the team reviewed the plan on Monday and agreed on the order of the steps. ',
    'We will move the reporting jobs first, then the billing service, and keep the old cluster running for two weeks. ',
    'If anything looks off, write to maria.gonzalez@example.com or call her on +44 20 7946 0958 before noon. ',
    'The budget stays within the figure approved in March, although the storage line grew by about 12 percent. ',
    'Please read the attached notes before Thursday so that the meeting can focus on the open questions. ',
    'Our office moved to 221B Baker Street, London NW1 6XE, so update the delivery address for the hardware. ',
    'Version 3.2 of the client fixes the retry loop that caused the timeouts reported in ticket 4471. ',
  ];
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += sentences[(i * 3 + (i >> 2)) % sentences.length] + (i % 5 === 4 ? '\n\n' : '');
  return out.slice(0, bytes);
}

/** A CSV extract of 20,000 people, each with a distinct email address: many values, each found once. */
function distinctEmailsCsv(rows: number): string {
  const cities = ['Lisbon', 'Osaka', 'Toronto', 'Lyon', 'Pune', 'Leeds', 'Porto', 'Graz'];
  let out = 'id,name,email,city\n';
  for (let i = 0; i < rows; i++) out += `${100_000 + i},Person ${i},person.${i}.x@mail${i % 97}.example.com,${cities[i % cities.length]}\n`;
  return out;
}

/** 1 MB of log lines repeating a few values (one user, one address, one key): few values, many copies. */
function repeatedValuesLog(bytes: number): string {
  const lines = [
    '2024-05-18T22:50:23Z INFO login ok user=ann.lee@example.org ip=10.20.30.40 session=42\n',
    `2024-05-18T22:50:24Z DEBUG s3 client accessKeyId=${AWS} region=eu-west-1 bucket=reports\n`,
    '2024-05-18T22:50:25Z INFO GET /api/v1/items?owner=ann.lee@example.org 200 in 35 ms from 10.20.30.40\n',
    '2024-05-18T22:50:26Z WARN retry 2/5 for job 7781 (ann.lee@example.org), backing off 400 ms\n',
  ];
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += lines[i % lines.length];
  return out.slice(0, bytes);
}

function pass(text: string): number {
  return scanWith(DETECTORS, text, DATA_ONLY).findings.length;
}

function timeIt(fn: () => void, minRuns: number): number {
  fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < minRuns; i++) {
    const t = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!; // median
}

// ---------- 1. throughput ----------
/** Medians of wall time and of this process's CPU time (user + system) per run: CPU time is less
 * disturbed than wall time when other jobs share the machine (waiting for a core is not counted). */
function measure(fn: (run: number) => void, runs: number): { wall: number; cpu: number } {
  fn(runs); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    const t = process.hrtime.bigint();
    fn(i);
    wall.push(Number(process.hrtime.bigint() - t) / 1e6);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: median(wall), cpu: median(cpu) };
}

const CASES: ReadonlyArray<readonly [string, string, number]> = [
  ['mixed text, 1 MB', mixedText(1_048_576), QUICK ? 3 : 9],
  ['prose, 8.8 KB', prose(9_011), QUICK ? 50 : 300],
  ['CSV, 20,000 distinct emails', distinctEmailsCsv(20_000), QUICK ? 3 : 9],
  ['log, few values repeated, 1 MB', repeatedValuesLog(1_048_576), QUICK ? 3 : 9],
];
console.log(`Personal-data pass (${DETECTORS.length} detectors, merge, copies, scores), medians:`);
console.log('| text | KB | findings | ms wall | ms CPU | ms CPU per KB |');
console.log('|---|---|---|---|---|---|');
/**
 * The text as run `run` sends it: its phone numbers are other numbers on every run (3,000 distinct valid
 * numbers of each kind, the same findings), as real requests carry numbers the engine has not seen — an
 * engine that kept its answers across scans (the release before did, for up to 5,000 numbers) would
 * otherwise be timed on answers it already had, and one that forgets them after each pass would not.
 */
function variant(text: string, run: number): string {
  const xx = String(run % 100).padStart(2, '0');
  const ab = String(20 + (Math.floor(run / 100) % 30));
  return text.replaceAll('(415) 555-0132', `(415) 5${ab}-01${xx}`).replaceAll('+44 20 7946 0958', `+44 20 79${ab} 09${xx}`);
}

for (const [name, text, runs] of CASES) {
  const findings = pass(text);
  const texts = Array.from({ length: runs + 1 }, (_, i) => variant(text, i));
  const { wall, cpu } = measure((run) => pass(texts[run]!), runs);
  const kb = text.length / 1024;
  console.log(`| ${name} | ${kb.toFixed(1)} | ${findings} | ${wall.toFixed(2)} | ${cpu.toFixed(2)} | ${(cpu / kb).toFixed(4)} |`);
}
if (AGAINST) await against(AGAINST);
if (!THROUGHPUT_ONLY) linearity();

/**
 * --against DIR: the same pass of another checkout of Warden (its src/ imported next to this one's),
 * each text scanned by both in turn, so that both see the same state of the machine; the CPU medians per
 * KB and their ratio. On a shared VM, whose speed drifts by tens of percent within minutes, this cancels
 * the drift; but the two engines share V8's caches, which can move either on small texts, so read it
 * with runs of each alone.
 */
async function against(dir: string): Promise<void> {
  const root = resolve(dir);
  const other = {
    pii: ((await import(join(root, 'src/engine/detectors/pii/index.ts'))) as { PII_DETECTORS: Detector[] }).PII_DETECTORS,
    credentials: ((await import(join(root, 'src/engine/detectors/credentials/index.ts'))) as { CREDENTIAL_DETECTORS: Detector[] }).CREDENTIAL_DETECTORS,
    scanWith: ((await import(join(root, 'src/engine/index.ts'))) as { scanWith: typeof scanWith }).scanWith,
  };
  const theirs = [...other.pii, ...other.credentials];
  const rounds = (runs: number) => (QUICK ? runs : runs * 3);
  console.log(`\nInterleaved with ${root}, CPU medians per KB (${QUICK ? 'quick' : 'full'}):`);
  console.log('| text | there | here | here ÷ there |');
  console.log('|---|---|---|---|');
  for (const [name, text, runs] of CASES) {
    const kb = text.length / 1024;
    const texts = Array.from({ length: rounds(runs) + 1 }, (_, i) => variant(text, i));
    const mine = (t: string) => scanWith(DETECTORS, t, DATA_ONLY);
    const other2 = (t: string) => other.scanWith(theirs, t, DATA_ONLY);
    mine(texts[texts.length - 1]!);
    other2(texts[texts.length - 1]!);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds(runs); i++) {
      for (const [fn, out] of [[other2, a], [mine, b]] as const) {
        const before = process.cpuUsage();
        fn(texts[i]!);
        const used = process.cpuUsage(before);
        out.push((used.user + used.system) / 1000);
      }
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]! / kb;
    const [there, here] = [median(a), median(b)];
    console.log(`| ${name} | ${there.toFixed(4)} | ${here.toFixed(4)} | ${(here / there).toFixed(2)}× |`);
  }
}

function linearity(): void {
  const MB = CASES[0]![1];
  const perDetector = DETECTORS.map((d) => [d.id, timeIt(() => d.detect(MB), 3)] as const).sort((a, b) => b[1] - a[1]);
  console.log(`slowest detectors: ${perDetector.slice(0, 5).map(([id, t]) => `${id} ${t.toFixed(1)} ms`).join(', ')}`);

  // ---------- 2. adversarial linearity ----------
  const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  const ADVERSARIAL: Record<string, string> = {
    digits: '1',
    spacedDigits: '1 ',
    dashedDigits: '12-',
    dottedDigits: '1.',
    parenDigits: '(1) ',
    plusDigits: '+1 ',
    cardGroups: '4111 ',
    ibanish: 'DE89 ',
    ats: '@',
    localParts: 'a@',
    dottedLocal: 'a.',
    colons: ':',
    hexColons: 'a1:',
    letters: 'a',
    capitalWords: 'Main ',
    streetish: '12 Main Street ',
    unitish: 'Apt 5, ',
    base64: 'aB3+',
    base64url: 'aB3_-',
    hexRun: 'deadbeef',
    assignments: 'api_key=',
    quotedAssign: '"token": "',
    passwordColon: 'password: a',
    urlUserinfo: 'postgres://u:',
    curlUser: ' -u a:',
    comboLines: 'a@b.co:x1\n',
    userLines: 'a:b1\n',
    pipedPairs: 'a@b.co|',
    skPrefixes: 'sk-',
    vendorPrefixes: 'glpat-xoxb-ghp_npm_',
    pemHeader: '-----BEGIN RSA PRIVATE KEY-----',
    jwtHeads: 'eyJhbGciOi.',
    passportWords: 'passport A1',
    licenceWords: 'license 12',
    accountWords: 'account number 1',
    spaces: ' ',
    newlines: '\n',
  };

  const SMALL = 10_000;
  const LARGE = 100_000;
  let worst = 0;
  const flagged: string[] = [];
  const rows: string[] = [];
  for (const [name, unit] of Object.entries(ADVERSARIAL)) {
    const small = fill(unit, SMALL);
    const large = fill(unit, LARGE);
    let tSmall = 0;
    let tLarge = 0;
    let worstDetector = '';
    let worstRatio = 0;
    for (const d of DETECTORS) {
      const a = timeIt(() => d.detect(small), QUICK ? 3 : 5);
      const b = timeIt(() => d.detect(large), QUICK ? 1 : 3);
      tSmall += a;
      tLarge += b;
      // Ratios of sub-0.2 ms timings are noise; judge only detectors that take measurable time.
      const ratio = b / Math.max(a, 0.02);
      if (b > 2 && ratio > worstRatio) {
        worstRatio = ratio;
        worstDetector = d.id;
      }
      if (b > 2 && ratio > 25) flagged.push(`${name}: ${d.id} ${a.toFixed(2)} ms → ${b.toFixed(2)} ms (×${ratio.toFixed(1)})`);
    }
    const ratio = tLarge / Math.max(tSmall, 0.01);
    worst = Math.max(worst, ratio);
    rows.push(`| ${name} | ${tSmall.toFixed(2)} | ${tLarge.toFixed(2)} | ${ratio.toFixed(1)} | ${worstDetector ? `${worstDetector} ×${worstRatio.toFixed(1)}` : '—'} |`);
  }
  console.log('\nAdversarial inputs, all detectors one after another (ms, median):');
  console.log('| input | 10 KB | 100 KB | ratio | slowest-growing detector (>2 ms) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nworst total ratio ×${worst.toFixed(1)} (linear ≈ 10, quadratic ≈ 100)`);
  if (flagged.length > 0) {
    console.log(`super-linear suspects:\n${flagged.join('\n')}`);
    process.exitCode = 1;
  }
}
