import { t } from './t';
import type { JSX } from 'preact';
import type { Building, UsView } from './types';
import { ZONE_COLORS, ZONE_NAMES } from './zones';
import { PLAYER_COLORS, PLAYER_INK } from '../../lib/seat-colours';
import { cardTitle } from './cards';
import { pressable } from '../../lib/pressable';
import { useNewest } from '../../lib/use-newest';
import {
  BAND,
  BLOCK,
  BLOCKS_PER_SIDE,
  GRID,
  LOT,
  LOTS_PER_SIDE,
  MARKER_SPACES,
  PRINTED_PRESTIGE,
  PRINTED_WEALTH,
  SIZE,
  STREET,
  blockX,
  blockY,
  buildingRects,
  cubeSpot,
  lotCol,
  lotName,
  lotRow,
  lotX,
  lotY,
  spaceCenter,
} from './geometry';

/** What the board lets the player pick right now; everything else is display only. */
export interface BoardInteraction {
  /** Lots that can be clicked, and how to mark them. */
  lots?: { selectable: Set<number>; selected?: Set<number>; demolish?: Set<number>; onClick: (lot: number) => void };
  /** A planned building drawn translucent (zone color), e.g. the footprint being placed. */
  preview?: { lots: number[]; zone: string };
  buildings?: { selectable: Set<number>; selected?: number | null; onClick: (id: number) => void };
  spaces?: { selectable: Set<number>; onClick: (space: number) => void };
  /**
   * A click on a lot that cannot be picked now: the table says why. Pointer
   * only, like a glance at the board; the keyboard moves among what can be picked.
   */
  explainLot?: (lot: number) => void;
  /** The same for a building that cannot be picked while buildings are asked for. */
  explainBuilding?: (id: number) => void;
}

interface Props {
  view: UsView;
  names: string[];
  interaction?: BoardInteraction;
  /** Buildings a pending decision is about (the one auctioned, the one to keep or lose). */
  focus?: number[];
}

/** A pickable lot as a screen reader says it. */
function lotLabel(lot: number, selected: boolean, demolish: boolean): string {
  const where = t('ui.us.lotIn', { lot: lotName(lot) });
  const what = demolish ? t('ui.us.lotDemolishing', { lot: where }) : where;
  return selected ? t('ui.board.chosen', { what }) : what;
}

/** True when the board asks for a pick (not only for why a lot cannot be picked). */
export const picksOn = (i: BoardInteraction | undefined): boolean => !!(i?.lots || i?.buildings || i?.spaces);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function BuildingShape({
  b,
  names,
  selectable,
  selected,
  fresh,
  onClick,
  onExplain,
}: {
  b: Building;
  names: string[];
  selectable: boolean;
  selected?: boolean;
  fresh: boolean;
  onClick?: () => void;
  onExplain?: () => void;
}) {
  const rects = buildingRects(b.lots);
  const color = ZONE_COLORS[b.zone] ?? '#999';
  const cube = cubeSpot(b.lots);
  const owner = b.owner;
  const title =
    (b.zone === 'PARK'
      ? t('ui.board.park')
      : t('ui.board.building', { zone: ZONE_NAMES[b.zone], code: b.zone, lots: b.lots.length })) +
    (b.card ? t('ui.board.card', { card: cardTitle(b.card) }) : b.starting ? t('ui.board.starting') : '') +
    (owner !== null
      ? t('ui.board.controlled', { name: names[owner] ?? t('ui.common.player', { n: owner + 1 }) })
      : b.zone === 'PARK'
        ? ''
        : t('ui.board.uncontrolled')) +
    (fresh ? t('ui.board.lastMove') : '');
  return (
    <g
      class={`building${selectable ? ' selectable' : ''}${fresh ? ' last-move' : ''}`}
      data-building={b.id}
      data-zone={b.zone}
      data-owner={owner ?? ''}
      {...(selectable && onClick ? pressable(selected ? t('ui.board.chosen', { what: title }) : title, onClick) : {})}
      onClick={selectable ? onClick : onExplain}
    >
      <title>{title}</title>
      {/* Outline first, then the fill on top: the union of the rectangles gets one clean border. */}
      {rects.map((r, i) => (
        <rect
          key={`o${i}`}
          x={r.x}
          y={r.y}
          width={r.w}
          height={r.h}
          rx={4}
          fill="none"
          stroke={selected ? '#ff5a00' : selectable ? '#fff36b' : 'rgba(0,0,0,0.55)'}
          stroke-width={selected ? 8 : selectable ? 6 : 3}
        />
      ))}
      {rects.map((r, i) => (
        <rect key={`f${i}`} x={r.x} y={r.y} width={r.w} height={r.h} rx={4} fill={color} />
      ))}
      {/* The last move's building: a ring drawn over its lots until the next move places or takes another. */}
      {fresh &&
        buildingRects(b.lots, 0).map((r, i) => (
          <rect
            key={`n${i}`}
            class="last-ring"
            x={r.x}
            y={r.y}
            width={r.w}
            height={r.h}
            rx={5}
            fill="none"
            stroke="#ff3d00"
            stroke-width={4}
            stroke-dasharray="10 5"
          />
        ))}
      {b.zone === 'PARK' &&
        b.lots.map((l) => (
          <g key={l} transform={`translate(${lotX(lotCol(l)) + LOT / 2} ${lotY(lotRow(l)) + LOT / 2})`}>
            <circle cx={-6} cy={3} r={7} fill="#2d7a3a" />
            <circle cx={6} cy={-3} r={8} fill="#5fb86a" />
            <rect x={5} y={4} width={2} height={8} fill="#5b3b1a" />
          </g>
        ))}
      {b.zone !== 'PARK' && b.starting && (
        <circle cx={cube.x - 11} cy={cube.y - 11} r={2.5} fill="rgba(255,255,255,0.85)" />
      )}
      {owner !== null && (
        <g class="cube" data-cube={owner}>
          <rect x={cube.x - 6} y={cube.y - 4} width={12} height={12} rx={2} fill="rgba(0,0,0,0.35)" />
          <rect
            x={cube.x - 7}
            y={cube.y - 7}
            width={13}
            height={13}
            rx={2}
            fill={PLAYER_COLORS[owner]}
            stroke={PLAYER_INK[owner]}
            stroke-width={1.5}
          />
          {/* The seat's number on its cube: the owner reads without telling colours apart. */}
          <text x={cube.x - 0.5} y={cube.y + 3.5} text-anchor="middle" class="cube-seat" fill={PLAYER_INK[owner]}>
            {owner + 1}
          </text>
        </g>
      )}
      {/* A pickable building answers clicks anywhere on its lots (an L has a hole in its bounding box). */}
      {selectable &&
        b.lots.map((l) => (
          <rect
            key={`hit${l}`}
            class="hit"
            x={lotX(lotCol(l))}
            y={lotY(lotRow(l))}
            width={LOT}
            height={LOT}
            fill="transparent"
          />
        ))}
    </g>
  );
}

/** The city as SVG: blocks of 2x2 lots with streets, the water and wilderness bands, printed values, markers, buildings. */
export function Board({ view, names, interaction, focus }: Props) {
  const lotsI = interaction?.lots;
  const buildingsI = interaction?.buildings;
  const spacesI = interaction?.spaces;
  // Buildings the last move placed or changed hands: a building with its owner is one key, so a new owner is news too.
  const fresh = useNewest(view.buildings.map((b) => `${b.id}:${b.owner ?? '-'}`));
  const builtLots = new Set(view.buildings.flatMap((b) => b.lots));
  const markerAt = new Map<number, string>();
  for (const [id, space] of Object.entries(view.markers)) if (space !== null) markerAt.set(space, id);

  const right = BAND + GRID;
  const bottom = BAND + GRID;
  const wild: JSX.Element[] = [];
  // A few tufts in the wilderness bands.
  for (let i = 0; i < 14; i++) {
    const y = BAND + 20 + i * (GRID / 14);
    wild.push(
      <path
        key={`wl${i}`}
        d={`M${10 + (i % 3) * 9} ${y} l4 -7 l4 7`}
        stroke="#6c7d3c"
        stroke-width={1.5}
        fill="none"
      />,
    );
    const x = BAND + 20 + i * (GRID / 14);
    wild.push(
      <path
        key={`wb${i}`}
        d={`M${x} ${bottom + 40 - (i % 3) * 6} l4 -7 l4 7`}
        stroke="#6c7d3c"
        stroke-width={1.5}
        fill="none"
      />,
    );
  }

  return (
    // A picture while nothing on it can be picked; a group of buttons (lots, buildings, spaces) while something can.
    <svg
      class="board"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role={picksOn(interaction) ? 'group' : 'img'}
      aria-label={t('ui.us.city')}
    >
      <defs>
        <pattern id="waves" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 8 q6 -6 12 0 t12 0" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="1.5" />
        </pattern>
        <pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="3" height="6" fill="rgba(255,90,40,0.55)" />
        </pattern>
      </defs>
      {/* Water (top and right) and wilderness (left and bottom). */}
      <rect x={0} y={0} width={SIZE} height={SIZE} fill="#a9bd78" />
      <polygon
        points={`0,0 ${SIZE},0 ${SIZE},${SIZE} ${right},${bottom} ${right},${BAND} ${BAND},${BAND}`}
        fill="#5b9bd5"
      />
      <polygon
        points={`0,0 ${SIZE},0 ${SIZE},${SIZE} ${right},${bottom} ${right},${BAND} ${BAND},${BAND}`}
        fill="url(#waves)"
      />
      {wild}
      <text class="edge-label" x={SIZE - 8} y={14} text-anchor="end" fill="#eaf4ff">
        {t('ui.us.water')}
      </text>
      <text class="edge-label" x={8} y={SIZE - 6} fill="#3f4a1f">
        {t('ui.us.wilderness')}
      </text>

      {/* Streets, then blocks and lots. */}
      <rect x={BAND - 4} y={BAND - 4} width={GRID + 8} height={GRID + 8} rx={4} fill="#8e9196" />
      {range(BLOCKS_PER_SIDE * BLOCKS_PER_SIDE).map((b) => {
        const br = Math.floor(b / BLOCKS_PER_SIDE);
        const bc = b % BLOCKS_PER_SIDE;
        return (
          <g key={b}>
            <rect x={blockX(bc)} y={blockY(br)} width={BLOCK} height={BLOCK} fill="#f1ead9" rx={2} />
            <line
              x1={blockX(bc) + LOT}
              y1={blockY(br) + 2}
              x2={blockX(bc) + LOT}
              y2={blockY(br) + BLOCK - 2}
              stroke="#d8cfb9"
              stroke-width={1}
            />
            <line
              x1={blockX(bc) + 2}
              y1={blockY(br) + LOT}
              x2={blockX(bc) + BLOCK - 2}
              y2={blockY(br) + LOT}
              stroke="#d8cfb9"
              stroke-width={1}
            />
          </g>
        );
      })}
      {/* Dashed center lines of the streets. */}
      {range(BLOCKS_PER_SIDE - 1).map((i) => (
        <g key={`st${i}`} stroke="rgba(255,255,255,0.45)" stroke-width={1} stroke-dasharray="4 5">
          <line x1={BAND} x2={BAND + GRID} y1={blockY(i) + BLOCK + STREET / 2} y2={blockY(i) + BLOCK + STREET / 2} />
          <line y1={BAND} y2={BAND + GRID} x1={blockX(i) + BLOCK + STREET / 2} x2={blockX(i) + BLOCK + STREET / 2} />
        </g>
      ))}

      {/* Printed prestige (left, one value per pair of block rows) and wealth (bottom, per block column). */}
      {[0, 2, 4].map((br) => {
        const y = (blockY(br) + blockY(br + 1) + BLOCK) / 2;
        return (
          <g key={`pp${br}`} class="printed-prestige" data-value={PRINTED_PRESTIGE[br]}>
            <line
              x1={BAND / 2}
              x2={BAND / 2}
              y1={blockY(br) + 6}
              y2={blockY(br + 1) + BLOCK - 6}
              stroke="#8b1e1e"
              stroke-width={2}
              opacity={0.5}
            />
            <circle cx={BAND / 2} cy={y} r={15} fill="#b3261e" stroke="#fff" stroke-width={2} />
            <text x={BAND / 2} y={y + 5.5} text-anchor="middle" class="badge-text">
              {PRINTED_PRESTIGE[br]}
            </text>
          </g>
        );
      })}
      {range(BLOCKS_PER_SIDE).map((bc) => {
        const x = blockX(bc) + BLOCK / 2;
        return (
          <g key={`pw${bc}`} class="printed-wealth" data-value={PRINTED_WEALTH[bc]}>
            <rect
              x={x - 15}
              y={bottom + BAND / 2 - 13}
              width={30}
              height={26}
              rx={6}
              fill="#f2c230"
              stroke="#fff"
              stroke-width={2}
            />
            <text x={x} y={bottom + BAND / 2 + 5.5} text-anchor="middle" class="badge-text dark">
              {PRINTED_WEALTH[bc]}
            </text>
          </g>
        );
      })}

      {/* The nine gray marker spaces on the water. */}
      {MARKER_SPACES.map((_, space) => {
        const c = spaceCenter(space);
        const marker = markerAt.get(space);
        const selectable = spacesI?.selectable.has(space) ?? false;
        return (
          <g
            key={`sp${space}`}
            class={`marker-space${selectable ? ' selectable' : ''}`}
            data-space={space}
            {...(selectable
              ? pressable(
                  marker
                    ? t('ui.board.graySpaceHolding', { n: space + 1, marker })
                    : t('ui.board.graySpace', { n: space + 1 }),
                  () => spacesI!.onClick(space),
                )
              : {})}
          >
            <title>
              {marker
                ? t(marker.startsWith('W') ? 'ui.board.wealthMarker' : 'ui.board.prestigeMarker', {
                    n: marker.slice(1),
                  })
                : t('ui.board.emptyGray')}
            </title>
            <rect
              x={c.x - c.w / 2}
              y={c.y - c.h / 2}
              width={c.w}
              height={c.h}
              rx={6}
              fill="#b9bcc1"
              stroke={selectable ? '#fff36b' : '#6d7177'}
              stroke-width={selectable ? 4 : 1.5}
            />
            {marker && (
              <g data-marker={marker}>
                <circle
                  cx={c.x}
                  cy={c.y}
                  r={13}
                  fill={marker.startsWith('W') ? '#f2c230' : '#b3261e'}
                  stroke="#fff"
                  stroke-width={2}
                />
                <text
                  x={c.x}
                  y={c.y + 5}
                  text-anchor="middle"
                  class={`badge-text${marker.startsWith('W') ? ' dark' : ''}`}
                  font-size={marker.length > 2 ? 13 : 15}
                >
                  {marker.slice(1)}
                </text>
              </g>
            )}
          </g>
        );
      })}

      {/* Buildings with their owner's cube. */}
      {view.buildings.map((b) => (
        <BuildingShape
          key={b.id}
          b={b}
          names={names}
          selectable={buildingsI?.selectable.has(b.id) ?? false}
          selected={buildingsI?.selected === b.id}
          fresh={fresh.has(`${b.id}:${b.owner ?? '-'}`)}
          onClick={() => buildingsI?.onClick(b.id)}
          onExplain={interaction?.explainBuilding ? () => interaction.explainBuilding!(b.id) : undefined}
        />
      ))}

      {focus?.map((id) => {
        const b = view.buildings.find((x) => x.id === id);
        return b ? (
          <g key={`focus${id}`} class="focus" pointer-events="none" data-focus={id}>
            {buildingRects(b.lots, 0).map((r, i) => (
              <rect
                key={i}
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                rx={5}
                fill="none"
                stroke="#ff7a00"
                stroke-width={4}
                stroke-dasharray="7 4"
              />
            ))}
          </g>
        ) : null;
      })}

      {interaction?.preview && (
        <g class="preview" pointer-events="none">
          {buildingRects(interaction.preview.lots).map((r, i) => (
            <rect
              key={i}
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              rx={4}
              fill={ZONE_COLORS[interaction.preview!.zone] ?? '#999'}
              opacity={0.8}
              stroke="#fff36b"
              stroke-width={2}
            />
          ))}
        </g>
      )}

      {/* Current block values, on top so they stay readable. */}
      {view.blockValues.map((v, b) => {
        const x = blockX(b % BLOCKS_PER_SIDE) + BLOCK / 2;
        const y = blockY(Math.floor(b / BLOCKS_PER_SIDE));
        return (
          <g key={`bv${b}`} class="block-value" data-block={b} pointer-events="none">
            <rect
              x={x - 11}
              y={y - 7}
              width={22}
              height={14}
              rx={7}
              fill="rgba(255,255,255,0.92)"
              stroke="#55585e"
              stroke-width={1}
            />
            <text x={x} y={y + 4} text-anchor="middle" class="value-text">
              {v}
            </text>
          </g>
        );
      })}

      {/* Every other lot, when a click on it says why it cannot be picked (see BoardInteraction.explainLot).
          While nothing is being picked, built lots are left to their buildings, whose titles name them on hover. */}
      {interaction?.explainLot &&
        range(LOTS_PER_SIDE * LOTS_PER_SIDE)
          .filter(
            (l) => !lotsI?.selectable.has(l) && !lotsI?.selected?.has(l) && (picksOn(interaction) || !builtLots.has(l)),
          )
          .map((l) => (
            <rect
              key={`why${l}`}
              class="lot-why"
              data-why-lot={l}
              x={lotX(lotCol(l))}
              y={lotY(lotRow(l))}
              width={LOT}
              height={LOT}
              fill="transparent"
              onClick={() => interaction.explainLot!(l)}
            />
          ))}

      {/* Lots the player may pick. */}
      {lotsI &&
        range(LOTS_PER_SIDE * LOTS_PER_SIDE)
          .filter((l) => lotsI.selectable.has(l) || lotsI.selected?.has(l))
          .map((l) => {
            const selected = lotsI.selected?.has(l) ?? false;
            const demolish = lotsI.demolish?.has(l) ?? false;
            return (
              <g
                key={`lt${l}`}
                class={`lot-choice${selected ? ' selected' : ''}`}
                data-lot={l}
                {...pressable(lotLabel(l, selected, demolish), () => lotsI.onClick(l))}
              >
                <rect
                  x={lotX(lotCol(l)) + 2}
                  y={lotY(lotRow(l)) + 2}
                  width={LOT - 4}
                  height={LOT - 4}
                  rx={5}
                  fill={selected ? 'rgba(255,243,107,0.55)' : demolish ? 'url(#hatch)' : 'rgba(80,220,120,0.28)'}
                  stroke={selected ? '#ffe500' : demolish ? '#ff6a2a' : '#1c9c4a'}
                  stroke-width={selected ? 3 : 2}
                  stroke-dasharray={selected ? undefined : '5 3'}
                />
              </g>
            );
          })}
    </svg>
  );
}
