// `npm run train -- --data ../shared/data [--only prompts|toxicity]`: retrains every shipped model from
// the public data, reproducibly (fixed seeds), writing the weights under models/. Each model has its own
// script, run here one after another in a child process so a failure names the model.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MODELS = ['prompts', 'toxicity'] as const;
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const rest = onlyAt >= 0 ? args.filter((_, i) => i !== onlyAt && i !== onlyAt + 1) : args;

for (const model of MODELS) {
  if (only && only !== model) continue;
  const script = fileURLToPath(new URL(`./train-${model}.ts`, import.meta.url));
  console.log(`== training ${model}`);
  const run = spawnSync(process.execPath, [script, ...rest], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`training ${model} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
