// Whether text is source code, by the shapes of its lines. The character model of the suffix detector
// and the n-gram models of the classifiers learnt from prompts, and code reads to them like what they
// flag: identifiers glued by dots, brackets and case switches, "output.push(input)", "break".

import { lineEndBelow, lineStartAbove } from '../normalize/lines.ts';

// Shapes of a code line, any language: how it ends and starts, operators, calls, indentation,
// assignments, generics, bracket density and markdown's inline code.
const CODE_SHAPES: readonly RegExp[] = [
  /(?:[{};)\]]|[)\]}"']\s*,|=>|\*\/|-->)\s*$/,
  /^\s*(?:[})\]{]|\[\s*[{"'\d[]|\/\/|\/\*|\*(?!\*)|#(?:include|define|if|ifdef|ifndef|endif|pragma)\b|<\/?[A-Za-z!?]|(?:const|let|var|function|return|if|else|elif|for|while|do|switch|case|break|continue|import|export|from|def|class|interface|type|declare|readonly|public|private|protected|static|abstract|async|await|try|catch|finally|throw|new|struct|enum|typedef|namespace|template|package|func|fn|impl|pub|use|mod|module|require|assert|test|describe|it|expect|SELECT|INSERT|UPDATE|DELETE|CREATE|print|echo|sudo|npm|npx|pip|docker|git|cd)\b)/,
  /=>|===|!==|==|!=|&&|\|\||::|:=|\+=|-=|\(\)|\)\s*[;{]|<\/|\/>|></,
  /[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*\(|\b[a-z_$][\w$]*\([\w$'"]/,
  /^(?: {2,}|\t)\S/,
  /^\s*(?:(?:const|let|var|local|my|val|type)\s+)?[A-Za-z_$][\w$.\[\]'"]*\s*(?:[-+*/]?=(?!=)|:\s*\S)/,
  /\b[A-Za-z_$][\w$]*<[\w$.,\s[\]|]+>/,
  /(?:[{}[\]()<>;=][^{}[\]()<>;=]{0,12}){4}/,
  /`[^`\n]{1,80}`/,
];

/** How many shapes of code a line shows (see CODE_SHAPES), counted up to `enough`. */
function codeShapes(line: string, enough: number): number {
  let n = 0;
  for (const re of CODE_SHAPES) if (re.test(line) && ++n >= enough) break;
  return n;
}

/** Characters of context read on either side of a run (the lines around it, cut to this). */
const CONTEXT = 400;

/**
 * Whether the run [start, end) lies among lines of code: of the non-empty lines it touches, with two
 * lines of context on each side, half show two shapes of code, or — three lines or more — three in
 * four show one. A request with a suffix is one or two lines of prose.
 */
export function amidCode(text: string, start: number, end: number): boolean {
  // At most CONTEXT characters either side: one long line must not be read whole for every run on it.
  const floor = Math.max(0, start - CONTEXT);
  const ceiling = Math.min(text.length, end + CONTEXT);
  let from = lineStartAbove(text, start, floor);
  for (let k = 0; k < 2 && from > floor; k++) from = lineStartAbove(text, from - 1, floor);
  let to = lineEndBelow(text, end, ceiling);
  for (let k = 0; k < 2 && to < ceiling; k++) to = lineEndBelow(text, to + 1, ceiling);
  const { lines, some, strong } = lineShapes(text.slice(from, to));
  return lines > 0 && (2 * strong >= lines || (lines >= 3 && 4 * some >= 3 * lines));
}

/**
 * Whether [start, end) is source code through and through: at least five non-empty lines, every one of
 * them showing a shape of code and three in four showing two. Stricter than amidCode(): prompts written
 * as lists, templates or role definitions have code-like lines, and a task planted after a code block
 * ("… return maxVal\n\nGenerate a new recipe using …") is a line of prose.
 */
export function whollyCode(text: string, start: number, end: number): boolean {
  const { lines, some, strong } = lineShapes(text.slice(start, end));
  return lines >= 5 && some === lines && 4 * strong >= 3 * lines;
}

/** Non-empty lines of `text`, and how many of them show one shape of code or more, and two or more. */
function lineShapes(text: string): { lines: number; some: number; strong: number } {
  let lines = 0;
  let some = 0;
  let strong = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    lines++;
    const n = codeShapes(line, 2);
    if (n >= 1) some++;
    if (n >= 2) strong++;
  }
  return { lines, some, strong };
}
