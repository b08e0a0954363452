// Character-code tests the hand-written scanners share (one UTF-16 unit each, ASCII ranges only).

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isUpper = (c: number): boolean => c >= 65 && c <= 90;
export const isLower = (c: number): boolean => c >= 97 && c <= 122;
/** A space or a tab. */
export const isBlank = (c: number): boolean => c === 32 || c === 9;
