// Check-digit rules of the generated identifiers, as the issuers publish them: Luhn (cards), ISO 13616
// mod-97 (IBAN), ABA routing (3-7-1 weights), Brazilian CNH (two mod-11 digits), Spanish DNI letter,
// French RIB key, Spanish CCC control digits, Italian CIN. The tests check valid values against these
// and invalid hard negatives against them.

export function luhnValid(digits: string): boolean {
  const d = digits.replace(/\D/g, '');
  if (d.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let x = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  }
  return sum % 10 === 0;
}

/** The digit that makes payload + digit pass Luhn. */
export function luhnDigit(payload: string): string {
  for (let c = 0; c < 10; c++) if (luhnValid(payload + c)) return String(c);
  throw new Error('unreachable');
}

/** n mod 97 of a long decimal string. */
function mod97(s: string): number {
  let r = 0;
  for (const ch of s) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return r;
}
const lettersToDigits = (s: string) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false;
  return mod97(lettersToDigits(s.slice(4) + s.slice(0, 4))) === 1;
}

export function makeIban(country: string, bban: string): string {
  const check = 98 - mod97(lettersToDigits(bban + country + '00'));
  return country + String(check).padStart(2, '0') + bban;
}

/** ABA routing number: 3·d1 + 7·d2 + d3 + 3·d4 … ≡ 0 (mod 10). */
export function abaValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += w[i]! * (routing.charCodeAt(i) - 48);
  return sum % 10 === 0;
}
export function abaDigit(first8: string): string {
  for (let c = 0; c < 10; c++) if (abaValid(first8 + c)) return String(c);
  throw new Error('unreachable');
}

/**
 * The two check digits of a CNH (Carteira Nacional de Habilitação) from its 9 base digits, or undefined
 * when the second would be negative (such bases are not issued). DENATRAN's rule: the first is Σ dᵢ·(9−i)
 * mod 11 (10 → 0, and then the second is lowered by 2); the second is Σ dᵢ·(1+i) mod 11 (10 → 0).
 */
export function cnhDigits(base9: string): string | undefined {
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < 9; i++) {
    const d = base9.charCodeAt(i) - 48;
    s1 += d * (9 - i);
    s2 += d * (1 + i);
  }
  let dsc = 0;
  let d1 = s1 % 11;
  if (d1 >= 10) {
    d1 = 0;
    dsc = 2;
  }
  const x = s2 % 11;
  const d2 = x >= 10 ? 0 : x - dsc;
  if (d2 < 0) return undefined;
  return `${d1}${d2}`;
}
export function cnhValid(cnh: string): boolean {
  if (!/^\d{11}$/.test(cnh) || /^(\d)\1{10}$/.test(cnh)) return false;
  return cnhDigits(cnh.slice(0, 9)) === cnh.slice(9);
}

export const dniLetter = (n: number): string => 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]!;

/** French RIB key: 97 − ((89·bank + 15·branch + 3·account) mod 97), letters of the account as digits. */
export function ribKey(bank: string, branch: string, account: string): string {
  const acc = account.toUpperCase().replace(/[A-Z]/g, (c) => String('12345678912345678923456789'.charAt(c.charCodeAt(0) - 65)));
  const r = (89 * Number(bank) + 15 * Number(branch) + 3 * Number(BigInt(acc) % 97n)) % 97;
  return String(97 - r).padStart(2, '0');
}

/** Spanish CCC control digit of a 10-digit field (bank+branch are left-padded with "00"). */
export function cccDigit(ten: string): string {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += w[i]! * (ten.charCodeAt(i) - 48);
  const d = 11 - (sum % 11);
  return String(d === 11 ? 0 : d === 10 ? 1 : d);
}

/** Italian CIN: one letter over ABI + CAB + account (odd positions through a table, even by value). */
export function italianCin(abi: string, cab: string, account: string): string {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  const s = (abi + cab + account).toUpperCase();
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const v = /\d/.test(c) ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? odd[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Dutch pre-IBAN account "elfproef": Σ dᵢ·(10−i) ≡ 0 (mod 11) over 10 digits. */
export function elfproef(ten: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (ten.charCodeAt(i) - 48);
  return sum % 11 === 0;
}
