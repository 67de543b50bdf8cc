import { platformCodeSchema, refusalCodeSchema, serverMessageSchema, type WirePrompt } from '@sprawl/protocol';
import { games, type Prompt } from '@sprawl/rules';
import { refuse, ServiceError } from '../src/errors';
import { HTTP_STATUS, httpStatusOf } from '../src/http/statuses';
import { planStep } from '../src/matches/step';

/**
 * Every code the server can send is one of packages/protocol's: `refuse()`
 * takes only a PlatformCode and a ServiceError only a RefusalCode (a
 * PlatformCode, or a RuleCode made from a game's refusal in matches/step.ts),
 * so `npm run typecheck` proves it. These lines are what it checks.
 */
// @ts-expect-error a code that is not in the protocol's list does not compile
const unlisted = (): never => refuse('no_such_code', 'Never sent.');
// @ts-expect-error nor does a bare string passed off as a refusal code
const bare = () => new ServiceError('no_such_code' as string, 'Never sent.');
// The rules' prompts are what the wire carries: one Prompt type for clients, inferred from the protocol.
const asWire = (p: Prompt): WirePrompt => p;

describe('refusal codes', () => {
  test('every platform code has an HTTP status, and no other code does', () => {
    expect(Object.keys(HTTP_STATUS).sort()).toEqual([...platformCodeSchema.options].sort());
    expect(unlisted).toBeDefined();
    expect(bare).toBeDefined();
    expect(asWire).toBeDefined();
  });

  test('a platform refusal gets its status from the table; a rules refusal 422; an exception its own', () => {
    const caught = (f: () => void) => {
      try {
        f();
      } catch (e) {
        if (e instanceof ServiceError) return e;
      }
      throw new Error('no refusal');
    };
    expect(httpStatusOf(caught(() => refuse('not_host', 'Only the host.')))).toBe(403);
    expect(httpStatusOf(caught(() => refuse('match_running', 'Not yet.', { status: 403 })))).toBe(403);
    const game = games['hush-auction'];
    const rt = {
      game,
      state: game.setup({ seed: 's', seats: 3, options: game.optionsSchema.parse({}) }),
      undo: [],
      version: 0,
    };
    const seat = game.seatsToAct(rt.state)[0];
    const plan = planStep(rt as never, seat, 'move', { type: 'no such move' });
    if (plan.ok) throw new Error('the move was accepted');
    expect(platformCodeSchema.safeParse(plan.code).success).toBe(false);
    expect(httpStatusOf(new ServiceError(plan.code, plan.message, plan.words))).toBe(422);
  });

  test('the wire accepts the platform codes and a game code, and refuses anything but a string', () => {
    expect(refusalCodeSchema.parse('stale_version')).toBe('stale_version');
    expect(refusalCodeSchema.parse('not_enough_money')).toBe('not_enough_money');
    expect(serverMessageSchema.safeParse({ type: 'rejected', clientSeq: null, code: 4, message: 'x' }).success).toBe(
      false,
    );
  });
});
