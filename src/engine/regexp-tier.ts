// V8 first runs a regex in its bytecode interpreter and compiles it to machine code once it has run
// ("tier-up"). Warden's injection pass runs about a hundred regexes per text, sticky at chosen positions,
// on one-byte and two-byte strings in turn, and with tier-up some of them stayed interpreted depending on
// what ran before them: adding a few multilingual forms made the pass 20 % slower on real prompts, and
// skipping signatures made other detectors slower. Compiling every regex to machine code on first use
// removes that: 2,000 real dev prompts 744–809 → 584–612 µs/KB (`npm run bench:injection-real`), the
// cost being a little compile time the first time each regex runs. Imported first by the engine, so the
// flag is set before the detectors' regexes are compiled; it applies to the whole process.

import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
