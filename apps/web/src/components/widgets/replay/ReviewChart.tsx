import type { TargetedMouseEvent } from 'preact';
import { useContext } from 'preact/hooks';
import type { MatchReview } from '@sprawl/protocol';
import { t } from '../../../i18n/i18n';
import { isLight, SeatColours } from '../../../lib/seat-colours';

interface Props {
  review: MatchReview;
  /** The replay's position, as a step number. */
  step: number;
  names: string[];
  onSeekStep: (step: number) => void;
}

const W = 320;
const H = 150;
const LEFT = 30;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 6;
const PLOT = W - LEFT - RIGHT;
const HEIGHT = H - TOP - BOTTOM;

/** A dash pattern per seat, so that lines are told apart without colour too (beside the numbered markers). */
const DASHES = [undefined, '6 3', '2 2', '8 3 2 3', '4 4'];

/** Steps where each line carries its seat's numbered marker: about six along the match, and its end. */
function markerSteps(last: number): number[] {
  const every = Math.max(1, Math.round(last / 6));
  const out: number[] = [];
  for (let s = 0; s < last; s += every) out.push(s);
  out.push(last);
  return out;
}

/**
 * Each seat's chance of winning over the match, as the bots' review judged
 * it: one line per seat in its colour, dashed its own way and marked with
 * its number, the turning points numbered, the replay's step marked; a
 * click seeks to the step under the pointer.
 */
export function ReviewChart({ review, step, names, onSeekStep }: Props) {
  const colours = useContext(SeatColours);
  const steps = review.steps;
  const last = Math.max(1, steps[steps.length - 1]?.step ?? 1);
  const seats = steps[0]?.chances.length ?? 0;
  const x = (s: number) => LEFT + (s / last) * PLOT;
  const y = (chance: number) => TOP + HEIGHT - chance * HEIGHT;
  const seek = (e: TargetedMouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const vx = ((e.clientX - box.left) / box.width) * W;
    onSeekStep(Math.max(0, Math.min(last, Math.round(((vx - LEFT) / PLOT) * last))));
  };
  const marked = new Set(markerSteps(last));
  return (
    <svg
      class="score-chart review-chart"
      viewBox={`0 0 ${W} ${H}`}
      data-testid="review-chart"
      onClick={seek}
      role="img"
      aria-label={t('ui.review.chartHelp', { n: step })}
    >
      <rect x={LEFT} y={TOP} width={PLOT} height={HEIGHT} class="chart-area" />
      <line x1={LEFT} x2={LEFT + PLOT} y1={y(0.5)} y2={y(0.5)} class="chart-grid" />
      {[1, 0.5, 0].map((v) => (
        <text key={v} x={LEFT - 4} y={y(v) + 3} class="chart-tick" text-anchor="end">
          {t('ui.review.percent', { n: Math.round(v * 100) })}
        </text>
      ))}
      {review.turningPoints.map((p, k) => (
        <g key={p.step} class="review-turn" data-testid="turning-mark" data-step={p.step}>
          <line x1={x(p.step)} x2={x(p.step)} y1={TOP} y2={TOP + HEIGHT} class="review-turn-line" />
          <circle cx={x(p.step)} cy={TOP - 1} r={6} class="review-turn-badge" />
          <text x={x(p.step)} y={TOP + 2} class="review-turn-no" text-anchor="middle">
            {k + 1}
          </text>
        </g>
      ))}
      {Array.from({ length: seats }, (_, seat) => {
        const colour = colours[seat % colours.length];
        const known = steps.filter((s) => s.chances[seat] !== null && s.chances[seat] !== undefined);
        const points = known.map((s) => `${x(s.step).toFixed(1)},${y(s.chances[seat] ?? 0).toFixed(1)}`).join(' ');
        const halo = isLight(colour) ? 'rgba(31,31,36,0.55)' : 'rgba(255,255,255,0.8)';
        return (
          <g key={seat} data-seat={seat} class="review-line">
            <title>{names[seat] ?? t('ui.common.player', { n: seat + 1 })}</title>
            <polyline points={points} fill="none" stroke={halo} stroke-width={3.4} stroke-linejoin="round" />
            <polyline
              points={points}
              fill="none"
              stroke={colour}
              stroke-width={1.8}
              stroke-linejoin="round"
              stroke-dasharray={DASHES[seat % DASHES.length]}
              class="chart-line"
            />
            {known
              .filter((s) => marked.has(s.step))
              .map((s) => (
                <g key={s.step} class="review-marker">
                  <rect
                    x={x(s.step) - 4.5}
                    y={y(s.chances[seat] ?? 0) - 4.5}
                    width={9}
                    height={9}
                    fill={colour}
                    stroke={halo}
                  />
                  <text
                    x={x(s.step)}
                    y={y(s.chances[seat] ?? 0) + 3}
                    text-anchor="middle"
                    class="review-marker-no"
                    fill={isLight(colour) ? '#1f2328' : '#fff'}
                  >
                    {seat + 1}
                  </text>
                </g>
              ))}
          </g>
        );
      })}
      <line class="chart-now" data-testid="review-now" x1={x(step)} x2={x(step)} y1={TOP} y2={TOP + HEIGHT} />
    </svg>
  );
}
