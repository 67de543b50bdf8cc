import { content, CITY_SIZE, type TileType, type UrAction, type UrView } from './content';
import { TYPE_COLOUR, TYPE_INK } from './colours';
import { SeatMark } from './SeatMark';
import { renewOf } from './legal';
import { districtName, squareName, typeName } from './words';
import { useNewest } from '../../lib/use-newest';
import type { AskWhy } from '../../lib/ask-why';
import { useWhyNot } from '../../lib/use-why-not';
import { WhyNot } from '../../components/widgets/WhyNot';
import { t } from './t';

interface Props {
  view: UrView;
  legal: UrAction[];
  names: string[];
  busy: boolean;
  send: (a: UrAction) => void;
  /** My seat, null for a spectator. */
  seat?: number | null;
  /** Asks the rules why a move the table does not list cannot be made (see lib/ask-why.ts); absent where no move can be made (replays, fixtures). */
  ask?: AskWhy<UrAction>;
}

const district = (i: number) => content.districts[i];

/** A type's name as a phone's square has room for it, in the player's language. */
const shortTypeName = (type: TileType) => t(`ui.ur.typeShort.${type}`);

/** Which sides of a square touch another district, drawn as the board's wide streets. */
function streets(i: number): string {
  const r = Math.floor(i / CITY_SIZE),
    c = i % CITY_SIZE;
  const out: string[] = [];
  if (r > 0 && district(i - CITY_SIZE) !== district(i)) out.push('st-n');
  if (r < CITY_SIZE - 1 && district(i + CITY_SIZE) !== district(i)) out.push('st-s');
  if (c > 0 && district(i - 1) !== district(i)) out.push('st-w');
  if (c < CITY_SIZE - 1 && district(i + 1) !== district(i)) out.push('st-e');
  return out.join(' ');
}

/**
 * The 7×7 city: the centre cross inside the monorail and the four districts,
 * each square showing its building. Undeveloped tiles show their cost in
 * workers and their VP; renewed ones their colour and who renewed them. A
 * square is a button only when renewing it is in the legal moves.
 */
export function City({ view, legal, names, busy, send, seat = null, ask }: Props) {
  const paying = view.pending?.kind === 'renew' ? view.pending.square : null;
  // Why the square last clicked cannot be renewed, until the table changes.
  const why = useWhyNot(seat === null ? undefined : ask, view);
  const explain = (i: number) => {
    if (!why) return;
    const sq = view.board[i];
    const at = `square-${i}`;
    const say = (text: string) => why.say(at, `${squareName(i)}: ${text}`);
    if (sq.renewed)
      return say(
        sq.renewedBy !== null
          ? t('ui.ur.alreadyRenewedBy', { who: names[sq.renewedBy] ?? t('ui.ur.aPlayer') })
          : t('ui.ur.alreadyRenewed'),
      );
    if (view.phase !== 'play') return undefined;
    if (view.turn.active !== seat)
      return say(t('ui.ur.notYourTurn', { name: names[view.turn.active] ?? t('ui.ur.anotherPlayer') }));
    // The rules know why (too few workers, not next to a renewed building, a payment under way...): they say it.
    why.ask(at, { type: 'renew', square: i }, (e) => `${squareName(i)}: ${e.message}`);
  };
  const explains = why !== null;
  // The square the last renewal finished, marked until the next one.
  const fresh = useNewest(view.board.flatMap((sq, i) => (sq.renewed ? [String(i)] : [])));
  return (
    <section class="ur-city-wrap" aria-label={t('ui.ur.city')}>
      <div class={`ur-city${explains ? ' explains' : ''}`} data-testid="city">
        {view.board.map((sq, i) => {
          const tile = content.tile[sq.tile];
          const move = renewOf(legal, i);
          const where = { square: squareName(i), district: districtName(district(i)), type: typeName(tile.type) };
          const plain = !sq.renewed
            ? t('ui.ur.squareOpen', { ...where, cost: tile.cost, vp: tile.vp })
            : sq.renewedBy !== null
              ? t('ui.ur.squareRenewedBy', { ...where, who: names[sq.renewedBy] ?? t('ui.ur.aPlayer') })
              : t('ui.ur.squareRenewed', where);
          const label = tile.cardIcon ? t('ui.ur.withIcon', { label: plain }) : plain;
          const last = fresh.has(String(i));
          const cls = `ur-sq d-${district(i)} ${streets(i)}${sq.renewed ? ' renewed' : ' undeveloped'}${move ? ' renewable' : ''}${paying === i ? ' paying' : ''}${last ? ' last-move' : ''}`;
          // Screen readers hear the sentence; the drawing of the square is for the eyes.
          const inner = (
            <>
              <span class="sr-only">
                {move ? t('ui.ur.renewLabel', { label }) : label}
                {last ? t('ui.ur.lastRenewal') : ''}
              </span>
              <span class="ur-sq-name" aria-hidden="true">
                {squareName(i)}
              </span>
              <span class="ur-sq-type" aria-hidden="true">
                <span class="long">{typeName(tile.type)}</span>
                <span class="short">{shortTypeName(tile.type)}</span>
              </span>
              {!sq.renewed && (
                <span class="ur-sq-nums" aria-hidden="true">
                  <span title={t('ui.ur.workersToRenew')}>♟{tile.cost}</span>
                  <span title={t('ui.ur.victoryPoints')}>{t('ui.ur.vpShort', { n: tile.vp })}</span>
                </span>
              )}
              {tile.cardIcon && (
                <span class="ur-sq-icon" aria-hidden="true" title={t('ui.ur.iconHelp')}>
                  ✦
                </span>
              )}
              {sq.renewed && sq.renewedBy !== null && <SeatMark seat={sq.renewedBy} class="ur-sq-owner" />}
            </>
          );
          const style = { '--tile': TYPE_COLOUR[tile.type], '--tile-ink': TYPE_INK[tile.type] };
          return move ? (
            <button
              key={i}
              type="button"
              class={cls}
              style={style}
              data-square={i}
              data-action={`renew-${i}`}
              title={t('ui.ur.renewTitle', { label })}
              disabled={busy}
              onClick={() => send(move)}
            >
              {inner}
            </button>
          ) : (
            // Not renewable now: a click says why (a thumb or a mouse; the keyboard reaches only squares that can be renewed).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
            <div
              key={i}
              class={cls}
              style={style}
              data-square={i}
              title={label}
              onClick={explains ? () => explain(i) : undefined}
            >
              {inner}
            </div>
          );
        })}
      </div>
      <p class="ur-legend small muted">{explains ? t('ui.ur.legendTap') : t('ui.ur.legend')}</p>
      <WhyNot text={why?.hint?.text ?? null} class="ur-hint" />
    </section>
  );
}
