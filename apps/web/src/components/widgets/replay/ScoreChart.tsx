import { formatList, formatNumber, t } from '../../../i18n/i18n';
import type { TargetedMouseEvent } from 'preact';
import type { ReplayStep } from '../../../lib/replay-api';
import { useContext } from 'preact/hooks';
import { isLight, SeatColours } from '../../../lib/seat-colours';
import { PlayerDot } from '../PlayerDot';

interface Props {
  steps: ReplayStep[];
  /** The game's score series (the steps reply names them), one panel each. */
  series: { key: string; label: string }[];
  index: number;
  names: string[];
  onSeek: (index: number) => void;
}

const W = 320;
const PANEL = 84;
const GAP = 16;
const LEFT = 30;
const RIGHT = 6;
const TOP = 14;
const PLOT = W - LEFT - RIGHT;

/** A round upper bound for the axis (5, 10, 20, 25, 50, ...), so the top tick reads well. */
function niceMax(v: number): number {
  if (v <= 5) return 5;
  const mag = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * mag >= v) return m * mag;
  return 10 * mag;
}

/**
 * Every player's score in each of the game's series over the match, one
 * panel per series, with the current step marked; a click seeks to the step
 * under the pointer. Steps the server sent no scores for are skipped.
 */
export function ScoreChart({ steps, series, index, names, onSeek }: Props) {
  const colours = useContext(SeatColours);
  const scored = steps.map((s, i) => ({ i, players: s.scores })).filter((s) => s.players.length > 0);
  if (series.length === 0) return null;
  if (scored.length < 2) return null;
  const seats = scored[0].players.length;
  const last = Math.max(1, steps.length - 1);
  const x = (i: number) => LEFT + (i / last) * PLOT;
  const height = TOP + series.length * PANEL + (series.length - 1) * GAP + 4;
  const described = formatList(series.map((m) => m.label.toLowerCase()));

  const seek = (e: TargetedMouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const vx = ((e.clientX - box.left) / box.width) * W;
    onSeek(Math.max(0, Math.min(last, Math.round(((vx - LEFT) / PLOT) * last))));
  };

  return (
    <section class="panel chart" aria-label={t('ui.replay.chart', { what: described })}>
      <h3>
        {t('ui.replay.chartTitle')}
        <span class="chart-legend">
          {names.slice(0, seats).map((n, s) => (
            <span key={s}>
              <PlayerDot seat={s} size={9} /> {n}
            </span>
          ))}
        </span>
      </h3>
      <svg
        class="score-chart"
        viewBox={`0 0 ${W} ${height}`}
        data-testid="score-chart"
        onClick={seek}
        role="img"
        aria-label={t('ui.replay.chartHelp', { what: described, n: index })}
      >
        {series.map(({ key, label }, m) => {
          const top = TOP + m * (PANEL + GAP);
          const max = niceMax(Math.max(...scored.flatMap((s) => s.players.map((p) => p[key] ?? 0))));
          const y = (v: number) => top + PANEL - (v / max) * PANEL;
          return (
            <g key={key} data-metric={key}>
              <text x={LEFT} y={top - 4} class="chart-title">
                {label}
              </text>
              <rect x={LEFT} y={top} width={PLOT} height={PANEL} class="chart-area" />
              <line x1={LEFT} x2={LEFT + PLOT} y1={y(max / 2)} y2={y(max / 2)} class="chart-grid" />
              <text x={LEFT - 4} y={top + 4} class="chart-tick" text-anchor="end">
                {formatNumber(max)}
              </text>
              <text x={LEFT - 4} y={y(max / 2) + 3} class="chart-tick" text-anchor="end">
                {formatNumber(max / 2)}
              </text>
              <text x={LEFT - 4} y={top + PANEL} class="chart-tick" text-anchor="end">
                {formatNumber(0)}
              </text>
              {Array.from({ length: seats }, (_, seat) => {
                const points = scored
                  .map((s) => `${x(s.i).toFixed(1)},${y(s.players[seat]?.[key] ?? 0).toFixed(1)}`)
                  .join(' ');
                // A dark halo under each line keeps the white player's line visible on the light panel.
                return (
                  <g key={seat} data-seat={seat}>
                    <title>{names[seat] ?? t('ui.common.player', { n: seat + 1 })}</title>
                    <polyline
                      points={points}
                      fill="none"
                      stroke={isLight(colours[seat % colours.length]) ? 'rgba(31,31,36,0.55)' : 'rgba(255,255,255,0.8)'}
                      stroke-width={3.4}
                      stroke-linejoin="round"
                    />
                    <polyline
                      points={points}
                      fill="none"
                      stroke={colours[seat % colours.length]}
                      stroke-width={1.8}
                      stroke-linejoin="round"
                      class="chart-line"
                    />
                  </g>
                );
              })}
            </g>
          );
        })}
        <line class="chart-now" data-testid="chart-now" x1={x(index)} x2={x(index)} y1={TOP} y2={height - 4} />
      </svg>
    </section>
  );
}
