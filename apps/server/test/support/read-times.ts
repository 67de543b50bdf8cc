/**
 * Prints, as JSON, a stored match's times as the server's reads give them
 * (replays/stored-match.ts and the log's rows, matches/stored-action.ts):
 * run in a process of its own, under the time zone a test chooses.
 * Arguments: the database's URL and the match's id.
 */
import { Pool } from 'pg';
import { readActions } from '../../src/matches/stored-action';
import { readMatch } from '../../src/replays/stored-match';

async function main(): Promise<void> {
  const [url, matchId] = process.argv.slice(2);
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const match = await readMatch(pool, matchId);
    const actions = await readActions(pool, matchId, 0);
    console.log(
      JSON.stringify({ createdAt: match?.createdAt.toISOString(), actions: actions.map((a) => a.at.toISOString()) }),
    );
  } finally {
    await pool.end();
  }
}

void main();
