// Line bounds read within a window. String#lastIndexOf('\n', i) and indexOf('\n', i) run to the start or
// the end of the text when the line is long, so asking them once per finding is quadratic on a long
// line with many findings (a megabyte of one-line attacks took seconds). These stop at a floor / ceiling.

/** Start of the line holding position i - 1 … i, or `floor` when no line break lies in [floor, i). */
export function lineStartAbove(text: string, i: number, floor: number): number {
  for (let j = i - 1; j >= floor; j--) if (text.charCodeAt(j) === 10) return j + 1;
  return floor;
}

/** Index of the first line break in [i, ceiling), or `ceiling` when there is none. */
export function lineEndBelow(text: string, i: number, ceiling: number): number {
  for (let j = i; j < ceiling; j++) if (text.charCodeAt(j) === 10) return j;
  return ceiling;
}
