import { urbania } from '../src';
import type { ApplyOk } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import type { ResourceCard, Suit, Tile } from '../src/urbania/content/schema';
import type { UrState } from '../src/urbania/state';

/** A fresh game with a known start player (seat 0 unless said) and nothing pending. */
export function fresh(players = 4, seed = 'fixture', start = 0): UrState {
  const s = urbania.setup({ seed, seats: players, options: {} });
  s.startPlayer = start;
  s.turn = { active: start, round: 1, actionsLeft: 2 };
  return s;
}

/** Square index from the printed row letter and column number, e.g. sq('C', 3). */
export const sq = (row: string, col: number) => 'ABCDEFG'.indexOf(row) * 7 + (col - 1);

/** The first resource card matching the predicate, in content order, skipping some. */
export function card(pred: (c: ResourceCard) => boolean, skip: string[] = []): string {
  const c = CONTENT.resources.find((x) => pred(x) && !skip.includes(x.id));
  if (!c) throw new Error('no such card');
  return c.id;
}

export const kind =
  (suit: Suit, workers: number, rainbowWorkers: number, coins: number, rainbowCoins: number) => (c: ResourceCard) =>
    c.suit === suit &&
    c.workers === workers &&
    c.rainbowWorkers === rainbowWorkers &&
    c.coins === coins &&
    c.rainbowCoins === rainbowCoins;

/** Takes a card out of every list that holds it. */
function lift(s: UrState, id: string): void {
  const lists = [
    s.resourcePile,
    s.pool,
    s.discard,
    s.projectPile,
    ...s.players.flatMap((p) => [p.hand, p.projects, p.front, p.submitted]),
  ];
  for (const list of lists) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
}

/** Moves cards into a place; conservation holds because each is lifted from where it was. */
export function moveTo(s: UrState, list: string[], ids: string[]): void {
  for (const id of ids) {
    lift(s, id);
    list.push(id);
  }
}

/** Puts the first tile matching `pred` onto `square` by swapping tiles, then recounts the building markers. */
export function placeTile(s: UrState, square: number, pred: (t: Tile) => boolean): string {
  const from = s.board.findIndex((q, i) => i !== square && pred(CONTENT.tile[q.tile]));
  if (!pred(CONTENT.tile[s.board[square].tile])) {
    if (from < 0) throw new Error('no such tile');
    const t = s.board[square].tile;
    s.board[square] = { ...s.board[square], tile: s.board[from].tile };
    s.board[from] = { ...s.board[from], tile: t };
  }
  recount(s);
  return s.board[square].tile;
}

/** Marks squares renewed (by nobody) and recounts the building markers. */
export function renewSquares(s: UrState, squares: number[]): void {
  for (const i of squares) s.board[i] = { ...s.board[i], renewed: true };
  recount(s);
}

/** Every square undeveloped, the centre too. */
export function clearBoard(s: UrState): void {
  s.board = s.board.map((q) => ({ ...q, renewed: false }));
  recount(s);
}

export function recount(s: UrState): void {
  for (const suit of Object.keys(s.buildingValue) as Suit[]) s.buildingValue[suit] = 0;
  for (const q of s.board) {
    const type = CONTENT.tile[q.tile].type;
    if (q.renewed && type !== 'residential') s.buildingValue[type]++;
  }
}

/** Applies an action that must be accepted. */
export function act(s: UrState, seat: number, action: unknown): ApplyOk<UrState> {
  const r = urbania.apply(s, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r;
}

/** Applies an action that must be refused, returning its code. */
export function refused(s: UrState, seat: number, action: unknown): string {
  const r = urbania.apply(s, seat, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return r.code;
}
