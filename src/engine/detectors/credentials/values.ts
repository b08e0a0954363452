// Value gates shared by the context detectors (XML elements, HTTP headers, URL parameters, connection
// strings). Where a value stands says it is a secret — a <password> element, an Authorization header, a
// Password= key of a connection string — so it needs a lower floor than the generic "name = value" rule
// (generic.ts keeps its own): not a placeholder, a variable reference or a word, and not too uniform.

import { entropy } from '../define.ts';
import { hasSequence, isPlaceholder } from './vendors/rule.ts';
import { looksLikeIdentifier } from './generic.ts';

const WEAK = /^(?:pass(?:word)?|passwd|pwd|secret|token|test|admin|root|guest|user(?:name)?|yyy|xxx|\*+|\.+)$/i;

/** Not a placeholder, a weak stand-in word or a variable, and not too uniform to be typed as a secret. */
export function passwordOk(pw: string, minEntropy = 2.3): boolean {
  if (pw.length < 3 || WEAK.test(pw) || isPlaceholder(pw)) return false;
  if (/^[$%{[]|^\[|\$\{/.test(pw)) return false;
  return entropy(pw) >= minEntropy;
}

/** Template and environment references: ${X}, $X, %X%, $(X), {{x}}, #{x}, @x@, <x>, [X]. */
const REFERENCE = /^(?:\$\{|\$\(|\$[A-Za-z_]|%[\w.-]{1,64}%$|\{\{|#\{|@[\w.-]{1,64}@$|<|\[[\w .-]{0,64}\]$)|\{\{|\$\{/;
const LITERAL_WORD = /^(?:true|false|null|nil|none|undefined|yes|no|on|off|empty|secret|password|token|string|required|optional|n\/a)$/i;
/** Jenkins, Maven and Ansible-style encrypted values: {base64} — encrypted with a key kept beside them, so still secret. */
export const ENCRYPTED = /^\{[A-Za-z0-9+/=]{16,2048}\}$/;

export const isReference = (value: string): boolean => REFERENCE.test(value);

const classes = (value: string): number => [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;

/** A password where the context names it one: typed by a person, so short and low-entropy values count. */
export function passwordValue(value: string): boolean {
  if (value.length < 6 || value.length > 256 || /\s/.test(value)) return false;
  if (ENCRYPTED.test(value)) return true;
  if (isReference(value) || LITERAL_WORD.test(value) || /^\*+$|^\.+$|^x+$/i.test(value)) return false;
  // "sa", "admin", "password", "changeme": passwordOk refuses the stand-in words and placeholders.
  return passwordOk(value) && !hasSequence(value, 6);
}

/** A token or key where the context names one: machine-made, so random-looking, but under no entropy floor as high as the generic rule's. */
export function tokenValue(value: string): boolean {
  if (value.length < 12 || value.length > 4096 || /\s/.test(value)) return false;
  if (ENCRYPTED.test(value)) return true;
  if (isReference(value) || isPlaceholder(value) || looksLikeIdentifier(value) || hasSequence(value, 6)) return false;
  if (classes(value) < 2 && !/^[0-9a-f]{24,}$/.test(value)) return false;
  return entropy(value) >= (value.length >= 20 ? 3.2 : 3);
}

/** The text of the line before `at`, at most `reach` characters (bounded: a text without newlines stays linear). */
export function lineBefore(text: string, at: number, reach: number): string {
  const from = Math.max(0, at - reach);
  const slice = text.slice(from, at);
  return slice.slice(slice.lastIndexOf('\n') + 1);
}
