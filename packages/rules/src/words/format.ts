/**
 * A small formatter for the subset of ICU MessageFormat the catalogues use:
 * `{name}`, `{n, plural, =0 {..} one {..} other {..}}` with `#`, and
 * `{x, select, a {..} other {..}}`. The browser renders the same strings
 * with a full ICU library (i18next-icu); the rules keep this one because
 * they are pure, take no dependency beyond zod, and render a log line on
 * every move of every bot game. apps/web/test/words.test.ts checks that both
 * give the same sentences for every template and the values games produce.
 *
 * Apostrophes are never syntax here: the catalogues are checked not to put
 * one before a brace or `#`, the only place ICU would read it as a quote.
 */

type Node =
  string | { arg: string } | { arg: string; kind: 'plural' | 'select'; cases: Record<string, Node[]> } | { hash: true };

/** A template parsed once (parseTemplate), to be filled in many times (fillTemplate). */
export type Template = readonly Node[];

/** `template` read into its parts; throws on a template this formatter cannot read. */
export function parseTemplate(template: string): Template {
  return parse(template);
}

/** A parsed template with `values` put in (values already rendered to strings or numbers). */
export function fillTemplate(
  template: Template,
  values: Record<string, string | number>,
  pluralOf: (n: number) => string,
): string {
  return emit(template, values, pluralOf, null);
}

/** `template` read and filled at once (the voice keeps what it parsed: catalogueVoice). */
export function formatTemplate(
  template: string,
  values: Record<string, string | number>,
  pluralOf: (n: number) => string,
): string {
  return fillTemplate(parseTemplate(template), values, pluralOf);
}

function emit(
  nodes: readonly Node[],
  values: Record<string, string | number>,
  pluralOf: (n: number) => string,
  hash: number | null,
): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('hash' in node) out += hash === null ? '#' : String(hash);
    else if (!('kind' in node)) {
      const v = values[node.arg];
      if (v === undefined) throw new Error(`no value for {${node.arg}}`);
      out += String(v);
    } else {
      const v = values[node.arg];
      if (v === undefined) throw new Error(`no value for {${node.arg}}`);
      if (node.kind === 'plural') {
        const n = Number(v);
        const branch = node.cases[`=${n}`] ?? node.cases[pluralOf(n)] ?? node.cases.other;
        out += emit(branch, values, pluralOf, n);
      } else {
        out += emit(node.cases[String(v)] ?? node.cases.other, values, pluralOf, hash);
      }
    }
  }
  return out;
}

function parse(text: string): Node[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`bad template (${why}) at ${i}: ${text}`);
  };

  function nodes(inCase: boolean): Node[] {
    const out: Node[] = [];
    let literal = '';
    while (i < text.length) {
      const c = text[i];
      if (c === '}') {
        if (!inCase) fail('unexpected }');
        break;
      }
      if (c === '{') {
        if (literal) {
          out.push(literal);
          literal = '';
        }
        out.push(argument());
        continue;
      }
      if (c === '#' && inCase) {
        if (literal) {
          out.push(literal);
          literal = '';
        }
        out.push({ hash: true });
        i++;
        continue;
      }
      literal += c;
      i++;
    }
    if (literal) out.push(literal);
    return out;
  }

  function word(): string {
    const m = /^\s*([^\s,{}]+)\s*/.exec(text.slice(i));
    if (!m) return fail('name expected');
    i += m[0].length;
    return m[1];
  }

  function argument(): Node {
    i++; // {
    const arg = word();
    if (text[i] === '}') {
      i++;
      return { arg };
    }
    if (text[i] !== ',') fail(', expected');
    i++;
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') return fail(`unknown kind ${kind}`);
    if (text[i] !== ',') fail(', expected');
    i++;
    const cases: Record<string, Node[]> = {};
    for (;;) {
      while (text[i] === ' ') i++;
      if (text[i] === '}') {
        i++;
        break;
      }
      const name = word();
      if (text[i] !== '{') fail('{ expected');
      i++;
      cases[name] = nodes(true);
      if (text[i] !== '}') fail('} expected');
      i++;
    }
    if (!cases.other) fail('no other case');
    return { arg, kind, cases };
  }

  const out = nodes(false);
  if (i < text.length) fail('trailing text');
  return out;
}
