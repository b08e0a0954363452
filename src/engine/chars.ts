// Character-code tests the hand-written scanners share (one UTF-16 unit each).

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** Whether text[from, to) holds ASCII digits only (true when empty). */
export function allDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}
export const isUpper = (c: number): boolean => c >= 65 && c <= 90;
export const isLower = (c: number): boolean => c >= 97 && c <= 122;
/** A space or a tab. */
export const isBlank = (c: number): boolean => c === 32 || c === 9;
/** JavaScript's \s: the ASCII blanks and line ends, and Unicode's space separators, line and paragraph separators and BOM. */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
