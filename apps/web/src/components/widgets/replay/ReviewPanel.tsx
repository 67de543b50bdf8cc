import type { MatchReview, ReviewedDecision, ReviewReply, WireLogLine } from '@sprawl/protocol';
import { sayLine, t } from '../../../i18n/i18n';
import { renderLog } from '../../../lib/names';
import { PlayerDot } from '../PlayerDot';
import { ReviewChart } from './ReviewChart';

interface Props {
  reply: ReviewReply | null;
  error: string | null;
  onStart: () => void;
  /** The replay's position, as a step number. */
  step: number;
  names: string[];
  onSeekStep: (step: number) => void;
}

const nameOf = (names: string[], seat: number) => names[seat] ?? t('ui.common.player', { n: seat + 1 });
const percent = (chance: number) => t('ui.review.percent', { n: Math.round(chance * 100) });
const change = (by: number) =>
  by >= 0 ? t('ui.review.up', { n: Math.round(by * 100) }) : t('ui.review.down', { n: Math.round(-by * 100) });

/**
 * The bots' review of a finished match (issue 53): the button that asks for
 * it, its progress, then each seat's chances over the match, the turning
 * points as a chart and as a table (keyboard and screen readers), and at the
 * replay's step the move played beside the bot's choice.
 */
export function ReviewPanel({ reply, error, onStart, step, names, onSeekStep }: Props) {
  return (
    <section class="panel chart review" aria-label={t('ui.review.title')} data-testid="review-panel">
      <h3>{t('ui.review.title')}</h3>
      {reply?.status === 'unavailable' && (
        <p class="muted small" data-testid="review-unavailable">
          {t('ui.review.unavailable')}
        </p>
      )}
      {reply?.status === 'none' && (
        <>
          <p class="muted small">{t('ui.review.intro')}</p>
          <button class="btn small primary" onClick={onStart} data-action="review">
            {t('ui.review.start')}
          </button>
        </>
      )}
      {(reply?.status === 'queued' || reply?.status === 'running') && (
        <div class="review-progress" role="status">
          <progress
            value={reply.status === 'running' ? reply.done : undefined}
            max={reply.status === 'running' ? reply.total : undefined}
            aria-label={t('ui.review.progress')}
            data-testid="review-progress"
          />
          <span class="small">
            {reply.status === 'running'
              ? t('ui.review.running', { done: reply.done, total: reply.total })
              : t('ui.review.queued')}
          </span>
        </div>
      )}
      {reply?.status === 'done' && (
        <ReviewResult review={reply.review} step={step} names={names} onSeekStep={onSeekStep} />
      )}
      {error && (
        <div class="form-error small" role="alert" data-testid="review-error">
          {error}
        </div>
      )}
    </section>
  );
}

function ReviewResult({
  review,
  step,
  names,
  onSeekStep,
}: { review: MatchReview } & Omit<Props, 'reply' | 'error' | 'onStart'>) {
  const here = review.steps.find((s) => s.step === step) ?? null;
  return (
    <>
      <ReviewChart review={review} step={step} names={names} onSeekStep={onSeekStep} />
      {here && (
        <p class="review-chances small" data-testid="review-chances">
          <span class="muted">{t('ui.review.atStep', { n: step })}</span>{' '}
          {here.chances.map((c, seat) => (
            <span key={seat} class="review-chance">
              <PlayerDot seat={seat} size={9} /> {nameOf(names, seat)} {c === null ? '–' : percent(c)}
            </span>
          ))}
        </p>
      )}
      {here?.decision && <Decision decision={here.decision} names={names} />}
      <TurningPoints review={review} names={names} onSeekStep={onSeekStep} />
    </>
  );
}

function Words({ log, names }: { log: WireLogLine[]; names: string[] }) {
  if (log.length === 0) return <span class="muted">{t('ui.review.secretMove')}</span>;
  return <span>{log.map((l) => renderLog(sayLine(l), names)).join(' ')}</span>;
}

/** A person's move at this step beside the bot's choice, each with what it was expected to be worth. */
function Decision({ decision, names }: { decision: ReviewedDecision; names: string[] }) {
  const worth = (value: number | null) =>
    value === null ? t('ui.review.untried') : t('ui.review.worth', { value: percent(value) });
  return (
    <div class="review-decision small" data-testid="review-decision">
      <div>
        <b>{t('ui.review.played', { who: nameOf(names, decision.seat) })}</b>{' '}
        <Words log={decision.played.log} names={names} /> <span class="muted">({worth(decision.played.value)})</span>
      </div>
      {decision.same ? (
        <div>{t('ui.review.same')}</div>
      ) : (
        <div data-testid="review-bot-move">
          <b>{t('ui.review.botWould')}</b> <Words log={decision.best.log} names={names} />{' '}
          <span class="muted">({worth(decision.best.value)})</span>
        </div>
      )}
    </div>
  );
}

/** The turning points as a table whose rows seek to their step: the chart's marks, for keyboard and screen readers. */
function TurningPoints({
  review,
  names,
  onSeekStep,
}: {
  review: MatchReview;
  names: string[];
  onSeekStep: (step: number) => void;
}) {
  if (review.turningPoints.length === 0) return <p class="muted small">{t('ui.review.noTurningPoints')}</p>;
  return (
    <table class="review-turns small" data-testid="turning-points">
      <caption>{t('ui.review.turningPoints')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ui.review.colNumber')}</th>
          <th scope="col">{t('ui.review.colStep')}</th>
          <th scope="col">{t('ui.review.colPlayer')}</th>
          <th scope="col">{t('ui.review.colChange')}</th>
        </tr>
      </thead>
      <tbody>
        {review.turningPoints.map((p, k) => (
          <tr key={p.step}>
            <td>{k + 1}</td>
            <td>
              <button class="link-button" onClick={() => onSeekStep(p.step)} data-action="turning-point">
                {t('ui.review.goTo', { n: p.step })}
              </button>
            </td>
            <td>
              <PlayerDot seat={p.seat} size={9} /> {nameOf(names, p.seat)}
            </td>
            <td>{change(p.change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
