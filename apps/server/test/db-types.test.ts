import fs from 'node:fs';
import { renderDbTypes, SCHEMA_PATH, TYPES_PATH } from '../scripts/db-types';

describe('the database types generated from the Prisma schema', () => {
  it('are up to date with prisma/schema.prisma (run `npm run db:types` after changing it)', () => {
    expect(fs.readFileSync(TYPES_PATH, 'utf8')).toBe(renderDbTypes(fs.readFileSync(SCHEMA_PATH, 'utf8')));
  });

  it('map columns, nullable and defaulted fields, lists, and skip relations', () => {
    const out = renderDbTypes(`
model Thing {
  id      String   @id
  /// lobby | playing
  phase   String   @default("lobby")
  level   String   @map("bot_level") // easy | hard
  note    String?
  seen    DateTime? @map("seen_at")
  seats   Int[]    @default([])
  big     BigInt   @id @default(autoincrement())
  owner   Owner    @relation(fields: [id], references: [id])
  @@map("things")
}
model Owner {
  id     String @id
  things Thing[]
}
model Match {
  id String @id
  room_id String
  game String
  status String // running | finished
  result Json?
  created_at DateTime
  finished_at DateTime?
  move_seconds Int?
  imported Boolean
  forked_from String?
  more_time Int[]
  version Int
  deciding Int[]
  moved_at DateTime?
}`);
    expect(out).toContain("export type ThingPhase = 'lobby' | 'playing';");
    expect(out).toContain("export type ThingLevel = 'easy' | 'hard';");
    expect(out).toMatch(
      /export interface ThingTable \{\n {2}id: string;\n {2}phase: Generated<ThingPhase>;\n {2}bot_level: ThingLevel;\n {2}note: string \| null;\n {2}seen_at: Date \| null;\n {2}seats: Generated<number\[\]>;\n {2}big: ColumnType<string, string \| number \| bigint \| undefined, string \| number \| bigint>;\n\}/,
    );
    expect(out).toContain('  things: ThingTable;\n  Owner: OwnerTable;');
    expect(out).toContain('  match_now: MatchNowView;');
  });
});
