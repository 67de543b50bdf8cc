/**
 * How deeply the arrays and objects of a JSON text nest, read straight off
 * its bytes (strings skipped, escapes honoured) without parsing it. Parsing,
 * validating or printing a value nested thousands of levels deep recurses
 * once per level and can exhaust the stack, so a reader checks the depth
 * first and never builds such a value. Stops counting past `limit`.
 */
export function jsonDepthExceeds(text: Uint8Array | string, limit: number): boolean {
  const bytes = typeof text === 'string' ? null : text;
  const length = bytes ? bytes.length : (text as string).length;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < length; i++) {
    const c = bytes ? bytes[i] : (text as string).charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Whether a JSON text spells a NUL character (`\u0000`), which PostgreSQL cannot store in text or jsonb. */
export function jsonHasNul(text: string): boolean {
  return /\\u0000/i.test(text) || text.includes('\u0000');
}
