// Warden runs its TypeScript sources on Node.js 24 (type stripping): an older Node would fail with an
// obscure error ("Could not find 'test/**/*.test.ts'", a syntax error). npm test, npm start and the
// `warden` command check the version first. Plain JavaScript that any Node still runs.
import { pathToFileURL } from 'node:url';

export const NEEDED_MAJOR = 24;

/** The message for a Node.js version older than 24 (process.version form, "v20.20.2"), or null. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= NEEDED_MAJOR) return null;
  return (
    `Warden needs Node.js ${NEEDED_MAJOR} or newer; this is ${version}.\n` +
    `npm can install Node ${NEEDED_MAJOR} beside the system one:\n` +
    `  npm install -g --prefix ~/.node${NEEDED_MAJOR} node@${NEEDED_MAJOR} && export PATH=~/.node${NEEDED_MAJOR}/bin:$PATH\n`
  );
}

/** Exits with the message (status 1) when this Node is too old. */
export function requireNode() {
  const problem = nodeVersionProblem(process.version);
  if (problem !== null) {
    process.stderr.write(problem);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) requireNode();
