import type { ComponentChildren } from 'preact';
import type { HushView } from './words';
import { cardName, cardNames } from './words';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { formatList, formatNumber } from '../../i18n/i18n';
import { t } from './t';

/**
 * Hush Auction's table in words, for a seat, a spectator or a replay: the
 * round, the prizes on offer, the last reveal, and one row per player (cards
 * in hand, whether they have bid, what they won, their points). An
 * omniscient view (a finished match's replay) adds every hand and bid.
 */
export function HushBoard({
  view,
  names,
  seat = null,
  presence,
  over: overSaid = false,
}: {
  view: HushView;
  names: string[];
  seat?: number | null;
  /** The match has ended: the winners are named and no bid is awaited (also whenever the view is final: a replay's last step). */
  over?: boolean;
  /** Each seat's connection, on a live table. */
  presence?: (seat: number) => ComponentChildren;
}) {
  const over = overSaid || view.final !== null;
  const nameOf = (s: number) => names[s] ?? t('ui.common.seat', { n: s + 1 });
  const reveal = view.lastReveal;
  const best = Math.max(...view.players.map((p) => p.score));
  const winners = view.players.filter((p) => p.score === best).map((p) => nameOf(p.seat));
  return (
    <>
      <section class="panel" aria-label={t('ui.plain.table')} data-testid="hush-board">
        {over && (
          <p data-testid="final-scores">
            <b>
              {winners.length > 1
                ? t('ui.table.sharedVictory', { who: formatList(winners) })
                : t('ui.table.wins', { who: winners[0] })}
            </b>
          </p>
        )}
        <h3>{t('ui.ha.round', { round: view.round, rounds: view.rounds })}</h3>
        <p>
          <b>{t('ui.ha.onOffer')}</b> {view.offer.length ? cardNames(view.offer) : t('ui.plain.none')}
        </p>
        <p class="small muted">{t('ui.ha.pile', { n: view.pileCount })}</p>
        {reveal && (
          <p class="small" data-testid="hush-reveal">
            {reveal.winner === null
              ? t('ui.ha.revealTie', { round: reveal.round })
              : t('ui.ha.revealWon', {
                  round: reveal.round,
                  name: nameOf(reveal.winner),
                  prizes: cardNames(reveal.prizes),
                })}{' '}
            {reveal.bids.map((b, s) => t('ui.ha.bidOf', { name: nameOf(s), card: cardName(b) })).join(' · ')}
          </p>
        )}
      </section>
      <section class="panel" aria-label={t('ui.us.players')}>
        <h3>{t('ui.us.players')}</h3>
        <table class="hush-players">
          <thead>
            <tr>
              <th scope="col">{t('ui.ha.player')}</th>
              <th scope="col">{t('ui.ha.inHand')}</th>
              <th scope="col">{t('ui.ha.bid')}</th>
              <th scope="col">{t('ui.ha.won')}</th>
              <th scope="col">{t('ui.ha.points')}</th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => (
              <tr key={p.seat} data-testid={`player-${p.seat}`}>
                <th scope="row">
                  <PlayerDot seat={p.seat} /> {nameOf(p.seat)}
                  {seat === p.seat && <span class="tag">{t('ui.common.you')}</span>} {presence?.(p.seat)}
                </th>
                <td>{formatNumber(p.handCount)}</td>
                <td>{over ? '—' : p.hasBid ? t('ui.ha.hasBid') : t('ui.ha.notYet')}</td>
                <td>{p.won.length ? cardNames(p.won) : t('ui.plain.none')}</td>
                <td>{formatNumber(p.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {view.secrets && (
        <section class="panel" aria-label={t('ui.us.faceDown')} data-testid="face-down">
          <h3>{t('ui.us.faceDown')}</h3>
          {view.secrets.hands.map((hand, s) => (
            <p key={s} class="small">
              <b>{nameOf(s)}</b>: {hand.length ? cardNames(hand) : t('ui.plain.none')}
              {view.secrets?.bids[s]
                ? ` · ${t('ui.ha.bidOf', { name: nameOf(s), card: cardName(view.secrets.bids[s] ?? '') })}`
                : ''}
            </p>
          ))}
          <p class="small muted">{t('ui.ha.pileCards', { cards: cardNames(view.secrets.pile) })}</p>
        </section>
      )}
    </>
  );
}
