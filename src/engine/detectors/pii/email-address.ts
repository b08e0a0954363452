// The shape of an email address, shared by the email detector and by the credential detector of
// email:password pairs (credentials/combo.ts), so both agree on where an address begins and ends.

/**
 * local@domain.tld without the anchors around it: local part ≤ 64 and labels ≤ 63 (RFC limits) keep
 * every attempt bounded. Case-insensitive.
 */
export const ADDRESS = String.raw`[a-z0-9][a-z0-9._%+-]{0,63}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59})`;

/** Characters of a local part, the same set as the email pattern's lookbehind ([\w.%+-]). */
const LOCAL = /[A-Za-z0-9_.%+-]/;

/**
 * Where a match can begin. A match holds an "@" and, before it, a local part of at most 64 characters
 * of [\w.%+-]; the lookbehind forbids such a character before the start. So a match starts where the
 * run of those characters ending at an "@" begins, and nowhere else: one position per "@".
 */
export function* localPartStarts(text: string): Generator<number> {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start <= 64 && LOCAL.test(text[start - 1]!)) start--;
    yield start;
  }
}

// File names such as icon@2x.png look like addresses; these extensions are not TLDs, so they are refused.
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'bmp', 'tif', 'tiff', 'heic', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'css', 'scss', 'json', 'map', 'txt', 'pdf', 'lock', 'yaml', 'yml']);

/**
 * Whether an address-shaped match at [start, …) is no one's mailbox: a file name (icon@2x.png) or the
 * userinfo of a URL (https://user:pass@host/, left to the credential rules).
 */
export function notAMailbox(value: string, text: string, start: number): boolean {
  const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
  if (FILE_EXTENSIONS.has(tld)) return true;
  return /:\/\/[^\s/@]*$/.test(text.slice(Math.max(0, start - 200), start));
}
