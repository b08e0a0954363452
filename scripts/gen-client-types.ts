// Writes client/api-types.d.ts from the OpenAPI document this checkout serves (see src/http/client-types.ts).
// Usage: node scripts/gen-client-types.ts [--check]   (--check: exit 1 when the file differs, write nothing)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedDocument } from '../src/http/served-document.ts';
import { clientTypes } from '../src/http/client-types.ts';

const file = join(import.meta.dirname, '..', 'client', 'api-types.d.ts');
const text = clientTypes(await servedDocument());
if (process.argv.includes('--check')) {
  const same = readFileSync(file, 'utf8') === text;
  console.log(same ? 'client/api-types.d.ts is up to date' : 'client/api-types.d.ts differs from the served document: run node scripts/gen-client-types.ts');
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
console.log(`wrote ${file}`);
