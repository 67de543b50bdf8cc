import { sql } from 'kysely';
import { prepare } from '../src/db/query';

describe('named prepared statements', () => {
  it('refuse a name already taken, when the second is declared rather than when both meet on one connection', () => {
    prepare('prepared-names-test', () => sql`SELECT 1`);
    expect(() => prepare('prepared-names-test', () => sql`SELECT 2`)).toThrow(/already taken/);
  });
});
