/**
 * Every string inside a JSON value, keys included: what the leak checks
 * compare card ids against, so that an id is found whole, never as part of
 * another string.
 */
export function jsonStrings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) jsonStrings(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      jsonStrings(v, out);
    }
  }
  return out;
}
