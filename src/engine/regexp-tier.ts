// V8 first runs a regex in its bytecode interpreter and compiles it to machine code once it has run
// ("tier-up"). Warden's injection pass runs about a hundred regexes per text, sticky at chosen positions,
// on one-byte and two-byte strings in turn, and with tier-up some of them stayed interpreted depending on
// what ran before them: adding a few multilingual forms made the pass 20 % slower on real prompts, and
// skipping signatures made other detectors slower. Compiling every regex to machine code on first use
// removes that: 2,000 real dev prompts 744–809 → 584–612 µs/KB (`npm run bench:injection-real`), the
// cost being a little compile time the first time each regex runs. Imported first by the engine, so the
// flag is set before the detectors' regexes are compiled; it applies to the whole process.

//
// V8 does not promise that changing a flag while it runs is safe — `warden serve` crashed (SIGSEGV in
// regex code) in a quarter of starts when it was set here — so bin/warden.js always runs with the flag
// on its command line and this sets it only for scripts and tests that import the engine directly. Never
// from a worker thread: the flag is process-wide, and the main thread may be running regexes meanwhile.

import { setFlagsFromString } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

export const REGEXP_FLAG = '--no-regexp-tier-up';

if (isMainThread && !process.execArgv.includes(REGEXP_FLAG)) setFlagsFromString(REGEXP_FLAG);
