/**
 * JSON text with holes for literals JSON.stringify cannot write: numbers
 * past double precision (`1e999` parses to Infinity), `-0`, a key spelled
 * `__proto__` (an object literal with that key sets the prototype instead),
 * or text that is not JSON at all.
 */
export class Raw {
  constructor(readonly text: string) {}
}

export type Loose = Raw | Pairs | null | boolean | number | string | Loose[] | { [key: string]: Loose };

/** An object whose keys may repeat or be any text, in the order given. */
export class Pairs {
  constructor(readonly entries: [string, Loose][]) {}
}

export function write(value: Loose): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Pairs) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(write).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
