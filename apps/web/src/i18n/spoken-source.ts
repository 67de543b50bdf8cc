import type { MatchSource, MoveError } from '../lib/source';
import { sayRefusal } from './i18n';

/** A refusal as the table shows it: its stable code, and its sentence in the player's language. */
export function spokenRefusal(e: unknown): MoveError {
  const r = e as Partial<MoveError> & { key?: string; params?: Parameters<typeof sayRefusal>[0]['params'] };
  if (typeof r?.code !== 'string') return { code: 'error', message: e instanceof Error ? e.message : String(e) };
  return {
    code: r.code,
    message: sayRefusal({ code: r.code, message: r.message ?? '', key: r.key, params: r.params }),
  };
}

/**
 * The source with its refusals said in the player's language: moves and
 * undos that fail, and refusals heard without a move, reach the table as a
 * code and a sentence it shows as it is. Done here, once, so that no table
 * needs to know where its words come from.
 */
export function speakRefusals<V, A>(source: MatchSource<V, A>): MatchSource<V, A> {
  return {
    get state() {
      return source.state;
    },
    onChange: (listener) => source.onChange(listener),
    onRejection: (listener) => source.onRejection?.((r) => listener(spokenRefusal(r))) ?? (() => undefined),
    send: (action) =>
      source.send(action).catch((e: unknown) => {
        throw spokenRefusal(e);
      }),
    undo: source.undo
      ? () =>
          source.undo!().catch((e: unknown) => {
            throw spokenRefusal(e);
          })
      : undefined,
    say: source.say ? (text) => source.say!(text) : undefined,
    close: () => source.close(),
    get debugDrop() {
      return source.debugDrop;
    },
  };
}
