import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connectPrisma } from '../src/db/prisma';
import { migrate, readMigrations } from '../src/db/migrate';
import { freshDatabase } from './support/database';

describe('the migrated database', () => {
  let url: string;
  beforeAll(async () => {
    url = await freshDatabase();
  });

  test('migrations are recorded in _prisma_migrations as Prisma records them, and re-running applies nothing', async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    const rows = (
      await client.query('SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"')
    ).rows;
    await client.end();
    const files = readMigrations();
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const f of files) {
      const row = rows.find((r) => r.migration_name === f.name);
      expect(row.checksum).toBe(crypto.createHash('sha256').update(f.sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    expect(await migrate(url)).toEqual([]);
  });

  test('matches schema.prisma: every model is written and read back through the generated client', async () => {
    const db = connectPrisma(url);
    try {
      await db.room.create({
        data: {
          id: 'r1',
          inviteCode: 'invite-1234567890',
          game: 'urban-sprawl',
          seatCount: 2,
          options: { variant: 'standard' },
          startFrom: 'm0@3',
        },
      });
      await db.seat.create({
        data: { roomId: 'r1', index: 0, name: 'Ana', tokenHash: 'a'.repeat(64), isHost: true, joinedAt: new Date() },
      });
      await db.match.create({
        data: {
          id: 'm1',
          roomId: 'r1',
          game: 'urban-sprawl',
          rulesVersion: '1',
          seed: 's',
          options: { variant: 'standard' },
          seatCount: 2,
          result: { x: 1 },
          forkedFrom: null,
          finishedAt: new Date(),
        },
      });
      await db.action.create({
        data: {
          matchId: 'm1',
          seq: 1,
          seat: 0,
          kind: 'move',
          payload: { type: 'endTurn' },
          clientSeq: 3,
          log: [{ text: 'hi' }],
          stateHash: 'f'.repeat(64),
        },
      });
      await db.snapshot.create({ data: { matchId: 'm1', version: 0, state: { a: [1, 2] } } });
      const room = await db.room.findUniqueOrThrow({
        where: { id: 'r1' },
        include: { seats: true, matches: { include: { actions: true, snapshots: true } } },
      });
      expect(room).toMatchObject({
        inviteCode: 'invite-1234567890',
        status: 'lobby',
        version: 0,
        startFrom: 'm0@3',
        seats: [{ name: 'Ana', isHost: true, isBot: false }],
      });
      expect(room.matches[0]).toMatchObject({
        status: 'running',
        version: 0,
        options: { variant: 'standard' },
        result: { x: 1 },
      });
      expect(room.matches[0].actions[0]).toMatchObject({
        seq: 1,
        kind: 'move',
        payload: { type: 'endTurn' },
        clientSeq: 3,
        log: [{ text: 'hi' }],
        stateHash: 'f'.repeat(64),
      });
      expect(room.matches[0].snapshots[0]).toMatchObject({ version: 0, state: { a: [1, 2] } });
      await expect(db.seat.create({ data: { roomId: 'r1', index: 1, tokenHash: 'a'.repeat(64) } })).rejects.toThrow();
      await db.room.delete({ where: { id: 'r1' } });
      expect(await db.action.count()).toBe(0); // cascades
    } finally {
      await db.$disconnect();
    }
  });

  test('a migration edited after it was applied is refused', async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('UPDATE "_prisma_migrations" SET checksum = $1', ['0'.repeat(64)]);
    await client.end();
    await expect(migrate(url)).rejects.toThrow(/was changed after it was applied/);
  });

  test('a room made before rooms kept options keeps its variant, as its game options', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
    await admin.connect();
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'sprawl_test_'}old_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const oldUrl = new URL(url);
    oldUrl.pathname = `/${name}`;
    // The database as it was before the room-options migration, with a room in it.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-migrations-'));
    for (const m of readMigrations().filter((m) => m.name < '20261123220000')) {
      fs.mkdirSync(path.join(before, m.name));
      fs.writeFileSync(path.join(before, m.name, 'migration.sql'), m.sql);
    }
    await migrate(oldUrl.toString(), before);
    const client = new Client({ connectionString: oldUrl.toString() });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO rooms (id, invite_code, game, seat_count, variant) VALUES ('old', 'invite-old-room-1', 'urban-sprawl', 3, 'long')`,
      );
      expect(await migrate(oldUrl.toString())).toContain('20261123220000_room_options');
      const rows = (await client.query(`SELECT options FROM rooms WHERE id = 'old'`)).rows;
      expect(rows).toEqual([{ options: { variant: 'long' } }]);
    } finally {
      await client.end();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
