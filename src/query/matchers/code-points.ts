/** Unicode code point helpers: matchers work on code points, never on UTF-16 units. */

export const MAX_CODE_POINT = 0x10ffff;

/** The code points of `text`; a lone surrogate counts as one code point of its own. */
export function codePointsOf(text: string): number[] {
  const result: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    result.push(cp);
    i += cp > 0xffff ? 2 : 1;
  }
  return result;
}

export function codePointCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; count++) {
    i += text.codePointAt(i)! > 0xffff ? 2 : 1;
  }
  return count;
}
