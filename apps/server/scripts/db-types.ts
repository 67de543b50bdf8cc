/**
 * `npm run db:types`: writes apps/server/src/db/schema.ts, the tables as the
 * server's queries see them (Kysely's `Database`), from prisma/schema.prisma,
 * so that no file types a row by hand. Prisma keeps the schema and the
 * migrations; this reads the same schema, with no engine and no network.
 * test/db-types.test.ts fails when the file is older than the schema.
 *
 * A String field whose comment is only alternatives (`// lobby | playing`,
 * or a `///` line of them above it) becomes that union of string literals,
 * named after its model and field (`RoomStatus`): the one place the values
 * are written.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
export const SCHEMA_PATH = path.join(ROOT, 'prisma', 'schema.prisma');
export const TYPES_PATH = path.join(ROOT, 'apps', 'server', 'src', 'db', 'schema.ts');

/**
 * Views made by hand-written migrations, which Prisma's schema cannot hold
 * without a preview feature: each reads like its table, with these columns.
 */
const VIEWS: { name: string; type: string; model: string; columns: string[] }[] = [
  {
    // Migration 20261202090000_light_moves: the match as the log says it is now.
    name: 'match_now',
    type: 'MatchNowView',
    model: 'Match',
    columns: [
      'id',
      'room_id',
      'game',
      'status',
      'result',
      'created_at',
      'finished_at',
      'move_seconds',
      'imported',
      'forked_from',
      'more_time',
      'version',
      'deciding',
      'moved_at',
    ],
  },
];

const SCALARS: Record<string, string> = {
  String: 'string',
  Int: 'number',
  Float: 'number',
  Boolean: 'boolean',
  DateTime: 'Date',
  Json: 'Json',
};

interface Field {
  column: string;
  type: string;
  /** Written by the database when an insert leaves it out. */
  generated: boolean;
}

interface Model {
  name: string;
  table: string;
  fields: Field[];
  unions: { name: string; values: string[] }[];
}

const ALTERNATIVES = /^\s*([A-Za-z_]+(?:\s*\|\s*[A-Za-z_]+)+)\s*$/;

function alternatives(comment: string | undefined): string[] | null {
  const m = comment === undefined ? null : ALTERNATIVES.exec(comment);
  return m ? m[1].split('|').map((v) => v.trim()) : null;
}

function parseModels(schema: string): Model[] {
  const models: Model[] = [];
  const names = new Set([...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]));
  let current: Model | null = null;
  let doc: string | undefined;
  for (const raw of schema.split('\n')) {
    const line = raw.trim();
    const opened = /^model (\w+) \{$/.exec(line);
    if (opened) {
      current = { name: opened[1], table: opened[1], fields: [], unions: [] };
      continue;
    }
    if (!current) continue;
    if (line === '}') {
      models.push(current);
      current = null;
      continue;
    }
    if (line.startsWith('///')) {
      doc = line.slice(3);
      continue;
    }
    const mapped = /^@@map\("(\w+)"\)/.exec(line);
    if (mapped) current.table = mapped[1];
    const field = /^(\w+)\s+(\w+)(\[\]|\?)?\s*([^/]*?)\s*(?:\/\/\s*(.*))?$/.exec(line);
    const fieldDoc = doc;
    doc = undefined;
    if (!field || line.startsWith('@@') || line.startsWith('//')) continue;
    const [, name, prismaType, modifier, attributes, comment] = field;
    // Relation fields are Prisma's, not columns.
    if (names.has(prismaType)) continue;
    const scalar =
      prismaType === 'BigInt'
        ? // pg reads int8 as text (it may not fit a number); an insert may pass either.
          'ColumnType<string, string | number | bigint, string | number | bigint>'
        : SCALARS[prismaType];
    if (!scalar)
      throw new Error(`db-types: ${current.name}.${name} has a type this script does not know: ${prismaType}`);
    let type = scalar;
    const values = prismaType === 'String' ? (alternatives(comment) ?? alternatives(fieldDoc)) : null;
    if (values) {
      const union = `${current.name}${name[0].toUpperCase()}${name.slice(1)}`;
      current.unions.push({ name: union, values });
      type = union;
    }
    if (modifier === '[]') type = `${type}[]`;
    if (modifier === '?') type = `${type} | null`;
    const column = /@map\("(\w+)"\)/.exec(attributes)?.[1] ?? name;
    const generated = /@default\(/.test(attributes);
    // Kysely reads only the outer ColumnType of a Generated<ColumnType<…>> (a row's id would read as that type, not text): the default goes into its insert type.
    if (generated && type.startsWith('ColumnType<string, string | number | bigint,')) {
      current.fields.push({ column, type: type.replace('bigint,', 'bigint | undefined,'), generated: false });
      continue;
    }
    current.fields.push({ column, type, generated });
  }
  return models;
}

const HEADER = `// Generated from prisma/schema.prisma by apps/server/scripts/db-types.ts (\`npm run db:types\`): do not edit.
// The tables as the server's queries see them (db/query.ts); test/db-types.test.ts keeps it up to date.
import type { ColumnType, Generated } from 'kysely';

/** A json or jsonb value as \`pg\` parses it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
`;

/** The text of apps/server/src/db/schema.ts for this schema. */
export function renderDbTypes(schema: string): string {
  const models = parseModels(schema);
  const out = [HEADER];
  for (const model of models) {
    for (const u of model.unions) out.push(`export type ${u.name} = ${u.values.map((v) => `'${v}'`).join(' | ')};\n`);
  }
  for (const model of models) {
    out.push(`\n/** Table \`${model.table}\` (model ${model.name}). */\nexport interface ${model.name}Table {\n`);
    for (const f of model.fields) out.push(`  ${f.column}: ${f.generated ? `Generated<${f.type}>` : f.type};\n`);
    out.push('}\n');
  }
  for (const view of VIEWS) {
    const model = models.find((m) => m.name === view.model);
    if (!model) throw new Error(`db-types: the view ${view.name} reads a model that is gone: ${view.model}`);
    out.push(`\n/** View \`${view.name}\`, read like ${model.table}. */\nexport interface ${view.type} {\n`);
    for (const column of view.columns) {
      const f = model.fields.find((x) => x.column === column);
      if (!f) throw new Error(`db-types: ${view.name}.${column} is no column of ${model.table}`);
      out.push(`  ${column}: ${f.type};\n`);
    }
    out.push('}\n');
  }
  out.push('\nexport interface Database {\n');
  for (const model of models) out.push(`  ${model.table}: ${model.name}Table;\n`);
  for (const view of VIEWS) out.push(`  ${view.name}: ${view.type};\n`);
  out.push('}\n');
  return out.join('');
}

if (require.main === module) {
  fs.writeFileSync(TYPES_PATH, renderDbTypes(fs.readFileSync(SCHEMA_PATH, 'utf8')));
  console.log(`db-types: wrote ${path.relative(ROOT, TYPES_PATH)}`);
}
