// The benign document set of the prompt evaluation: real documents that every Debian machine carries
// and that users paste or retrieve whole — licence texts, package READMEs and NEWS files, manual pages,
// and the README and LICENSE files of the npm packages installed beside Warden. None of them is an
// attack; each is judged as one document. Nothing is copied into the repository: the files are read
// where they are, in a fixed order, and a machine without some of them gets a smaller set (the counts
// are printed with the figures).

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

export interface BenignDocument {
  group: 'licence' | 'package doc' | 'man page' | 'npm package';
  /** Where it was read (a path). */
  name: string;
  text: string;
}

/** Longest part of a document read (the engine's own limits are far above; this keeps the eval short). */
const MAX_CHARS = 100_000;

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};
const list = (dir: string): string[] => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};
const read = (path: string): string => {
  const raw = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').slice(0, MAX_CHARS);
};
/** Every k-th of a sorted list, at most n: a spread over the alphabet rather than its first letters. */
const spread = <T>(items: readonly T[], n: number): T[] => {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
};

/**
 * A manual page's groff source as the text a reader sees: comments and macro names dropped, font and
 * character escapes undone. Rough, but what is left is the page's prose, options and examples.
 */
export function manText(groff: string): string {
  const out: string[] = [];
  let skipping = false; // inside a macro definition (.de … ..) or an ignored block (.ig … ..)
  for (const line of groff.split('\n')) {
    if (skipping) {
      if (/^\.\.\s*$/.test(line)) skipping = false;
      continue;
    }
    if (/^[.']\s*(?:de|ig|am)\b/.test(line)) {
      skipping = true;
      continue;
    }
    let l = line;
    if (l.startsWith('.') || l.startsWith("'")) {
      // Requests (.ds, .if, .nr, .tr …) are typesetting; the text macros keep their words.
      const m = /^[.']\s*([A-Za-z]{1,3})\b\s*(.*)$/.exec(l);
      if (!m || !TEXT_MACROS.has(m[1]!)) continue;
      l = m[2]!.replace(/"/g, '');
    }
    if (/\\[{}]/.test(l)) continue; // the body of a conditional request
    l = l
      .replace(/\\[vhswxlLoDNSZ]'[^']*'|\\s[-+]?\d+|\\n(?:\(\w\w|\[\w+\]|\w)/g, '')
      .replace(/\\f(?:[A-Z0-9]|\[[A-Za-z0-9]*\]|\(\w\w)/g, '')
      .replace(/\\\(em|\\\(en|\\\[em\]|\\\[en\]/g, '—')
      .replace(/\\\(aq|\\\(oq|\\\(cq|\\\[aq\]/g, "'")
      .replace(/\\\(dq|\\\(lq|\\\(rq|\\\[dq\]|\\\*\(lq|\\\*\(rq/g, '"')
      .replace(/\\\(bu|\\\[bu\]/g, '•')
      .replace(/\\\*\(..|\\\*\[\w+\]|\\\*\w|\\\(\w\w/g, '')
      .replace(/\\[ ~0]/g, ' ')
      .replace(/\\-/g, '-')
      .replace(/\\[&:%/|^,c]/g, '')
      .replace(/\\e/g, '\\');
    out.push(l);
  }
  return out.join('\n');
}
/** The man(7) macros whose arguments are text the reader sees. */
const TEXT_MACROS: ReadonlySet<string> = new Set(['SH', 'SS', 'TP', 'IP', 'B', 'I', 'BR', 'IR', 'RB', 'RI', 'BI', 'IB', 'SM', 'SB', 'TH', 'Nm', 'Nd', 'Ar', 'Fl', 'Op', 'It', 'Sh', 'Pp', 'Dl', 'Xr', 'Em', 'Pa', 'Cm']);

/**
 * The documents: every licence in /usr/share/common-licenses, up to `perGroup` package READMEs/NEWS/
 * copyright files from /usr/share/doc, as many manual pages from /usr/share/man/man1 and as many npm
 * package READMEs and LICENSE files from `nodeModules`, each group spread over the alphabet.
 */
export function benignDocuments(nodeModules: string, perGroup = 200): BenignDocument[] {
  const docs: BenignDocument[] = [];
  for (const f of list('/usr/share/common-licenses')) {
    const path = join('/usr/share/common-licenses', f);
    if (isFile(path)) docs.push({ group: 'licence', name: path, text: read(path) });
  }
  const packageDocs: string[] = [];
  for (const d of list('/usr/share/doc')) {
    for (const f of ['README', 'README.md', 'README.gz', 'README.md.gz', 'README.Debian', 'NEWS.gz', 'copyright']) {
      const path = join('/usr/share/doc', d, f);
      if (isFile(path)) {
        packageDocs.push(path);
        break; // one document per package
      }
    }
  }
  for (const path of spread(packageDocs, perGroup)) docs.push({ group: 'package doc', name: path, text: read(path) });
  // One page per command family (a cloud SDK alone installs thousands of "gcloud_…" pages).
  const families = new Map<string, string>();
  for (const f of list('/usr/share/man/man1').filter((x) => x.endsWith('.1.gz') || x.endsWith('.1'))) {
    const family = f.replace(/\.1(?:\.gz)?$/, '').split(/[_.-]/)[0]!;
    if (!families.has(family)) families.set(family, f);
  }
  const pages = [...families.values()];
  for (const f of spread(pages, perGroup)) {
    const path = join('/usr/share/man/man1', f);
    if (isFile(path)) docs.push({ group: 'man page', name: path, text: manText(read(path)) });
  }
  const npmFiles: string[] = [];
  const packages = list(nodeModules).flatMap((p) => (p.startsWith('@') ? list(join(nodeModules, p)).map((q) => join(p, q)) : p.startsWith('.') ? [] : [p]));
  for (const p of packages) {
    for (const f of ['README.md', 'readme.md', 'Readme.md', 'LICENSE', 'LICENSE.md', 'license']) {
      const path = join(nodeModules, p, f);
      if (isFile(path)) npmFiles.push(path);
    }
  }
  for (const path of spread(npmFiles, perGroup)) docs.push({ group: 'npm package', name: path, text: read(path) });
  return docs.filter((d) => d.text.trim().length > 0);
}
