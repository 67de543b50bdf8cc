import { actionSchema, MAX_BID } from '../src/urban-sprawl/actions';

describe('Urban Sprawl bids', () => {
  it('take any wealth a player can hold: a playout reached $10,057, which the old bound of 10,000 refused', () => {
    expect(actionSchema.safeParse({ type: 'bid', amount: 10_057 }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'bid', amount: MAX_BID }).success).toBe(true);
  });

  it('still refuse absurd amounts', () => {
    expect(actionSchema.safeParse({ type: 'bid', amount: MAX_BID + 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'bid', amount: 2 ** 31 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'bid', amount: 0 }).success).toBe(false);
  });
});
