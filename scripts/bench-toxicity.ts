// The toxicity pass alone (lexicon, statement rules, the multi-label model sentence by sentence), in
// microseconds of CPU per KB on one core: chat-like prose with some abusive sentences, benign technical
// prose, and text in the seven languages of the training data. Target: under 50 µs per KB.
// Usage: npm run bench (or node scripts/bench-toxicity.ts)

import { detectToxicity } from '../src/engine/detectors/toxicity/toxicity.ts';

const SETS: Record<string, readonly string[]> = {
  chat: [
    'Honestly the update broke my build again and I am annoyed. ', 'Thanks for the quick fix, it works now! ',
    'You are a worthless idiot and nobody wants you here. ', 'Can someone explain why the tests fail on Windows? ',
    'Those people are ruining this neighbourhood and should go back. ', 'What the hell is wrong with this installer? ',
    'I met a few refugees at the shelter yesterday. They were kind. ', 'lol that was a great game last night ',
  ],
  docs: [
    'The configuration file is read once at start-up; changes need a restart. ', 'Set the timeout in milliseconds.\n',
    'If you want to contribute, please open an issue first and describe the change. ', 'Returns the number of bytes written. ',
    'This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY. ', '- Update Russian translation.\n',
  ],
  multilingual: [
    'Die Flüchtlinge wohnen seit einem Jahr in unserer Straße. ', 'Les résultats seront publiés la semaine prochaine. ',
    'Os imigrantes trabalham muito neste bairro. ', '我们明天下午三点开会讨论这个问题。', '회의는 내일 오후 세 시에 시작합니다. ',
    'سيتم نشر النتائج الأسبوع المقبل. ', 'The weather was lovely, so we walked to the river. ',
  ],
};

function textOf(pieces: readonly string[], bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += pieces[(i * 5 + (i >> 2)) % pieces.length];
  return out.slice(0, bytes);
}

console.log('| text | KB | findings | µs CPU per KB |');
console.log('|---|---|---|---|');
for (const [name, pieces] of Object.entries(SETS)) {
  for (const size of [1_024, 16_384, 65_536]) {
    const text = textOf(pieces, size);
    for (let i = 0; i < 5; i++) detectToxicity(text);
    const runs = Math.max(10, Math.round(4_000_000 / size));
    const times: number[] = [];
    let findings = 0;
    for (let r = 0; r < runs; r++) {
      const t0 = process.cpuUsage();
      findings = detectToxicity(text).length;
      const d = process.cpuUsage(t0);
      times.push(d.user + d.system);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(`| ${name} | ${size / 1024} | ${findings} | ${(median / (size / 1024)).toFixed(1)} |`);
  }
}
