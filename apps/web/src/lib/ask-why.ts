import type { MatchSource, MoveError } from './source';

/**
 * Makes a move the table does not list, to learn why it cannot be made:
 * resolves with the rules' refusal (its code, and its sentence in the
 * player's language), or null if the move was made after all. The server
 * checks every move against its version and its rules, so the reason is
 * theirs and the table holds no copy of them. Only moves missing from the
 * legal list are asked about, so none is ever played by asking.
 */
export type AskWhy<A> = (action: A) => Promise<MoveError | null>;

/** How a seated table asks the rules why not: through its own send path, whose refusals are already in the player's language. */
export function askWhy<A>(source: MatchSource<unknown, A>): AskWhy<A> {
  return (action) =>
    source.send(action).then(
      () => null,
      (e: MoveError) => e,
    );
}
