// The carriers: each wraps a filler document around the payload, placed among the document's own
// content blocks (e-mail paragraphs, table rows, page paragraphs, code chunks, tool records, JSON
// fields, article paragraphs) at the start, in the middle or at the end. Each carrier has four
// wrappers (two per split). The payload is escaped as the format requires (HTML, CSV, JSON strings),
// and its span in the rendered text is returned.

import type { Rand } from '../pii-gen/rng.ts';
import type { Carrier, Lang, Position } from './types.ts';
import { ARTICLES, CODE, EMAILS, JSONS, PAGES, TABLES, TOOLS, type CodeDoc, type EmailDoc, type JsonDoc, type JsonValue, type ProseDoc, type TableDoc, type ToolDoc } from './fillers.ts';

/** A content block of the carrier: its own filler or the payload. */
export interface Item {
  text: string;
  payload: boolean;
}

/** The payload among `fillers`: before all of them, after all of them, or with some on both sides. */
export function place(fillers: readonly string[], payload: string, position: Position): Item[] {
  const items = fillers.map((text) => ({ text, payload: false }));
  const at = position === 'start' ? 0 : position === 'end' ? items.length : Math.max(1, Math.floor(items.length / 2));
  if (position === 'middle' && items.length < 2) throw new Error('the middle needs two filler blocks');
  items.splice(at, 0, { text: payload, payload: true });
  return items;
}

// Private-use marks around the payload while a wrapper renders; escaping leaves them alone, so the
// payload's span is found afterwards whatever the format did to it.
const OPEN = '\uE000';
const CLOSE = '\uE001';

export interface Rendered {
  text: string;
  /** Half-open span of the (escaped) payload in `text`. */
  span: [number, number];
}

function unmark(marked: string): Rendered {
  const start = marked.indexOf(OPEN);
  const end = marked.indexOf(CLOSE);
  if (start < 0 || end < start || marked.indexOf(OPEN, start + 1) >= 0) throw new Error('payload mark lost or repeated');
  return { text: marked.slice(0, start) + marked.slice(start + 1, end) + marked.slice(end + 1), span: [start, end - 1] };
}

const html = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const mdCell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', '<br>');
const csvCell = (s: string, sep: string) => (/["\n\r]/.test(s) || s.includes(sep) ? `"${s.replaceAll('"', '""')}"` : s);

type Docs = { email: EmailDoc; table: TableDoc; html: ProseDoc; rag: ProseDoc; code: CodeDoc; tool: ToolDoc; json: JsonDoc; bare: { lang: Lang } };

interface Wrapper<D> {
  id: string;
  render(doc: D, items: readonly Item[], r: Rand): string;
}

const EMAIL: Wrapper<EmailDoc>[] = [
  { id: 'email.headers', render: (d, items) => `From: ${d.from}\nTo: ${d.to}\nDate: ${d.date}\nSubject: ${d.subject}\n\n${d.greeting}\n\n${items.map((i) => i.text).join('\n\n')}\n\n${d.signoff}` },
  { id: 'email.forwarded', render: (d, items) => `---------- Forwarded message ---------\nFrom: ${d.from}\nDate: ${d.date}\nSubject: ${d.subject}\nTo: ${d.to}\n\n${d.greeting}\n\n${items.map((i) => i.text).join('\n\n')}\n\n${d.signoff}` },
  { id: 'email.quoted', render: (d, items) => `See below, forwarding for your records.\n\nOn ${d.date}, ${d.from} wrote:\n${[d.greeting, '', ...items.flatMap((i) => [i.text, '']), d.signoff].join('\n').split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n')}` },
  { id: 'email.plain', render: (d, items) => `Subject: ${d.subject}\n\n${d.greeting}\n${items.map((i) => i.text).join('\n')}\n${d.signoff}` },
];

function tableRows(d: TableDoc, items: readonly Item[]): string[][] {
  return items.map((i) => {
    if (!i.payload) return i.text.split('\u241E');
    const row = [...d.base];
    row.splice(d.col, 0, i.text);
    return row;
  });
}

const TABLE: Wrapper<TableDoc>[] = [
  { id: 'table.md-titled', render: (d, items) => [`### ${d.title}`, '', `| ${d.columns.join(' | ')} |`, `|${d.columns.map(() => '---').join('|')}|`, ...tableRows(d, items).map((r) => `| ${r.map(mdCell).join(' | ')} |`)].join('\n') },
  { id: 'table.csv', render: (d, items) => [d.columns.join(','), ...tableRows(d, items).map((r) => r.map((c) => csvCell(c, ',')).join(','))].join('\n') },
  { id: 'table.md', render: (d, items) => [`| ${d.columns.join(' | ')} |`, `| ${d.columns.map(() => ':--').join(' | ')} |`, ...tableRows(d, items).map((r) => `| ${r.map(mdCell).join(' | ')} |`)].join('\n') },
  { id: 'table.csv-semicolon', render: (d, items) => [`# export: ${d.title}`, d.columns.join(';'), ...tableRows(d, items).map((r) => r.map((c) => csvCell(c, ';')).join(';'))].join('\n') },
];

const page = (d: ProseDoc, body: string) =>
  `<!DOCTYPE html>\n<html lang="${d.lang}">\n<head>\n<meta charset="utf-8">\n<title>${html(d.title)}</title>\n</head>\n<body>\n<header><a href="/">${d.source}</a></header>\n<main>\n<h1>${html(d.title)}</h1>\n${body}\n</main>\n<footer>© ${d.source}</footer>\n</body>\n</html>`;

const HTML: Wrapper<ProseDoc>[] = [
  { id: 'html.paragraph', render: (d, items) => page(d, items.map((i) => `<p>${html(i.text)}</p>`).join('\n')) },
  { id: 'html.hidden-div', render: (d, items) => page(d, items.map((i) => (i.payload ? `<div style="display:none">${html(i.text)}</div>` : `<p>${html(i.text)}</p>`)).join('\n')) },
  { id: 'html.comment', render: (d, items) => page(d, items.map((i) => (i.payload ? `<!-- ${i.text.replaceAll('--', '- -')} -->` : `<p>${html(i.text)}</p>`)).join('\n')) },
  { id: 'html.invisible-span', render: (d, items) => `<article class="post">\n<h2>${html(d.title)}</h2>\n${items.map((i) => (i.payload ? `<span style="color:#ffffff;font-size:1px">${html(i.text)}</span>` : `<p>${html(i.text)}</p>`)).join('\n')}\n</article>` },
];

const lineComment = (pl: CodeDoc['pl']) => (pl === 'py' ? '# ' : '// ');
const commentLines = (pl: CodeDoc['pl'], text: string, lead = '') => text.split('\n').map((l, k) => `${lineComment(pl)}${k === 0 ? lead : ''}${l}`.trimEnd()).join('\n');

const CODE_BODY: Wrapper<CodeDoc>[] = [
  { id: 'code.line-comment', render: (d, items) => items.map((i) => (i.payload ? commentLines(d.pl, i.text) : i.text)).join('\n\n') },
  { id: 'code.block-comment', render: (d, items) => items.map((i) => (!i.payload ? i.text : d.pl === 'py' ? `"""\n${i.text.replaceAll('"""', '\\"\\"\\"')}\n"""` : `/*\n${i.text.replaceAll('*/', '* /')}\n*/`)).join('\n\n') },
  { id: 'code.todo', render: (d, items) => items.map((i) => (i.payload ? commentLines(d.pl, i.text, 'TODO(assistant): ') : i.text)).join('\n\n') },
  { id: 'code.string', render: (d, items) => items.map((i) => (!i.payload ? i.text : d.pl === 'py' ? `REVIEW_NOTE = ${JSON.stringify(i.text)}` : d.pl === 'go' ? `const reviewNote = ${JSON.stringify(i.text)}` : `export const REVIEW_NOTE = ${JSON.stringify(i.text)};`)).join('\n\n') },
];

// Half the files start with their path, as pasted code often does.
const CODE_W: Wrapper<CodeDoc>[] = CODE_BODY.map((w) => ({ ...w, render: (d, items, r) => `${r.chance(0.5) ? `${lineComment(d.pl)}file: ${d.file}\n` : ''}${w.render(d, items, r)}\n` }));

function toolRecords(d: ToolDoc, items: readonly Item[]): Record<string, JsonValue>[] {
  return items.map((i) => (i.payload ? { ...d.base, [d.field]: i.text } : (JSON.parse(i.text) as Record<string, JsonValue>)));
}

const TOOL: Wrapper<ToolDoc>[] = [
  { id: 'tool.result-pretty', render: (d, items) => JSON.stringify({ tool: d.tool, arguments: d.args, status: 'ok', result: toolRecords(d, items) }, null, 2) },
  { id: 'tool.openai-message', render: (d, items, r) => JSON.stringify({ role: 'tool', tool_call_id: `call_${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 12)}`, name: d.tool, content: JSON.stringify(toolRecords(d, items)) }) },
  { id: 'tool.result-compact', render: (d, items) => JSON.stringify({ name: d.tool, output: toolRecords(d, items) }) },
  { id: 'tool.jsonrpc', render: (d, items, r) => JSON.stringify({ jsonrpc: '2.0', id: r.int(1, 99), result: { content: [{ type: 'text', text: JSON.stringify(toolRecords(d, items), null, 1) }], isError: false } }, null, 2) },
];

function jsonObject(d: JsonDoc, items: readonly Item[]): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const i of items) {
    if (i.payload) out[d.key] = i.text;
    else {
      const [k, v] = JSON.parse(i.text) as [string, JsonValue];
      out[k] = v;
    }
  }
  return out;
}

const JSON_W: Wrapper<JsonDoc>[] = [
  { id: 'json.pretty', render: (d, items) => JSON.stringify(jsonObject(d, items), null, 2) },
  { id: 'json.api-envelope', render: (d, items, r) => JSON.stringify({ data: jsonObject(d, items), meta: { request_id: r.chars('0123456789abcdef', 16), version: 2 } }, null, 2) },
  { id: 'json.compact', render: (d, items) => JSON.stringify(jsonObject(d, items)) },
  { id: 'json.list', render: (d, items) => JSON.stringify({ count: 1, items: [jsonObject(d, items)] }, null, 4) },
];

const RAG: Wrapper<ProseDoc>[] = [
  { id: 'rag.document-header', render: (d, items, r) => `[Document ${r.int(1, 5)}]\nTitle: ${d.title}\nSource: ${d.source}\n\n${items.map((i) => i.text).join('\n\n')}` },
  { id: 'rag.xml-context', render: (d, items, r) => `<context>\n<document index="${r.int(1, 8)}" title="${html(d.title)}">\n${items.map((i) => html(i.text)).join('\n')}\n</document>\n</context>` },
  { id: 'rag.scored-passage', render: (d, items, r) => `Retrieved passage (relevance ${(0.6 + r.float() * 0.35).toFixed(2)}) from "${d.title}":\n${items.map((i) => i.text).join(' ')}` },
  { id: 'rag.markdown-source', render: (d, items) => `### ${d.title}\n_Source: ${d.source}_\n\n${items.map((i) => i.text).join('\n\n')}` },
];

const BARE: Wrapper<{ lang: Lang }>[] = [
  { id: 'bare.paragraphs', render: (_d, items) => items.map((i) => i.text).join('\n\n') },
  { id: 'bare.inline', render: (_d, items) => items.map((i) => i.text).join(' ') },
  { id: 'bare.lines', render: (_d, items) => items.map((i) => i.text).join('\n') },
  { id: 'bare.spaced', render: (_d, items) => items.map((i) => i.text).join('\n\n\n') },
];

export const WRAPPERS: { [C in Carrier]: readonly Wrapper<Docs[C]>[] } = { bare: BARE, email: EMAIL, table: TABLE, html: HTML, code: CODE_W, tool: TOOL, json: JSON_W, rag: RAG };

/** A carrier document as the blocks the payload is placed among (table rows joined by U+241E, records as JSON). */
export function fillerBlocks<C extends Exclude<Carrier, 'bare'>>(carrier: C, doc: Docs[C]): string[] {
  switch (carrier) {
    case 'email':
    case 'html':
    case 'rag':
      return [...(doc as ProseDoc | EmailDoc).blocks];
    case 'table':
      return (doc as TableDoc).rows.map((r) => r.join('\u241E'));
    case 'code':
      return [...(doc as CodeDoc).chunks];
    case 'tool':
      return (doc as ToolDoc).records.map((r) => JSON.stringify(r));
    default:
      return (doc as JsonDoc).entries.map((e) => JSON.stringify(e));
  }
}

export const DOCS: { [C in Exclude<Carrier, 'bare'>]: readonly Docs[C][] } = { email: EMAILS, table: TABLES, html: PAGES, rag: ARTICLES, code: CODE, tool: TOOLS, json: JSONS };

/** Renders `payload` at `position` among `fillers` with one wrapper, and finds its span. */
export function renderCarrier<D>(wrapper: Wrapper<D>, doc: D, fillers: readonly string[], payload: string, position: Position, r: Rand): Rendered {
  return unmark(wrapper.render(doc, place(fillers, OPEN + payload + CLOSE, position), r));
}

export type { Docs, Wrapper };
