import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ContractSource, UsAction, UsView } from './types';
import type { TableProps } from '../../lib/wing';
import { useMoves } from '../../lib/use-moves';
import { buildsBySource, contractAt, sourceKey } from './actions';
import { asContract } from './cards';
import { clickLot, narrow, paymentsFor, sitesOf } from './build-plan';
import { promptInteraction } from './prompt-board';
import { lotName } from './geometry';
import type { BoardInteraction } from './Board';
import { Board, picksOn } from './Board';
import { BuildWizard } from './BuildWizard';
import { ContractRow } from './ContractRow';
import { ElectionTrack } from './ElectionTrack';
import { FinalScores } from './FinalScores';
import { GameLog } from '../../components/widgets/GameLog';
import { HandPanel } from './HandPanel';
import { PlanningRow } from './PlanningRow';
import { PlayerPanel } from './PlayerPanel';
import { PromptDialog } from './PromptDialog';
import { StatusBar } from './StatusBar';
import { MoveRefusal } from '../../components/widgets/MoveRefusal';
import { WhyNot } from '../../components/widgets/WhyNot';
import { askWhy } from '../../lib/ask-why';
import { useWhyNot } from '../../lib/use-why-not';
import { lotProbe } from './why-not';
import { Legend } from './Legend';
import { matchesHref, replayHref } from '../../lib/replay-links';
import { navigate } from '../../lib/router';
import { ContinuesNotice } from '../../components/widgets/ContinuesNotice';
import { LogDrawer } from '../../components/widgets/LogDrawer';
import { LanguagePicker } from '../../components/widgets/LanguagePicker';
import { RulesLink } from '../../components/widgets/RulesLink';
import { t } from './t';

/** Every wing's table props, typed for this game, and the view the wing found in them. */
interface Props extends TableProps<UsView, UsAction> {
  view: UsView;
}

interface BuildState {
  from: ContractSource;
  payment: number;
  picked: number[];
}

/** The whole table: board, markets, players, election track, log, prompts and the build wizard. */
export function Table({ source, snap, view, names, log, title }: Props) {
  const [build, setBuild] = useState<BuildState | null>(null);
  const [pick, setPick] = useState<UsAction | null>(null);
  const [marker, setMarker] = useState<string | null>(null);
  const [showFinal, setShowFinal] = useState(true);
  // On a phone the board fits the screen and its lots are about 22 px: zoomed, they are 44 px, the size of a thumb.
  const [zoom, setZoom] = useState(false);

  const me = snap.seat;
  const legal = snap.legal;
  const prompt = snap.prompts.find((p) => p.seat === me) ?? null;
  const options = prompt ? legal : [];
  // Why a card or a lot clicked cannot be used, asked of the rules (seated players only), until the table changes.
  const why = useWhyNot(me === null ? undefined : askWhy(source), snap.version);

  // A new version changes what is legal: drop choices that no longer are.
  useEffect(() => {
    setPick(null);
    if (build && !buildsBySource(legal).has(sourceKey(build.from))) setBuild(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new version only: what was legal before it is what the choices were made from
  }, [snap.version]);
  useEffect(() => {
    if (!prompt) setMarker(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of the prompt's kind only
  }, [prompt?.kind]);

  // An accepted move leaves nothing half-chosen; this table also shows the refusals heard without a move.
  const { send, undo, busy, error, clearError } = useMoves(source, {
    hearRefusals: true,
    onAccepted: () => {
      setPick(null);
      setBuild(null);
    },
  });

  // The build wizard: the server's legal builds for the chosen contract, and the player's picks.
  const wizard = useMemo(() => {
    if (!build || me === null) return null;
    const builds = buildsBySource(legal).get(sourceKey(build.from)) ?? [];
    const card = contractAt(view, build.from);
    const contract = card ? asContract(card) : null;
    if (!builds.length || !card || !contract) return null;
    const payments = paymentsFor(view.players[me].planning, contract.zone, contract.size, builds[0].permits);
    const sites = sitesOf(builds);
    const { candidates, chosen } = narrow(sites, build.picked);
    return { card, contract, payments, sites, candidates, chosen };
  }, [build, legal, view, me]);

  let interaction: BoardInteraction | undefined;
  if (wizard && build) {
    const selectable = new Set(wizard.candidates.flatMap((s) => s.lots));
    const demolish = new Set(wizard.sites.filter((s) => s.demolish?.length).flatMap((s) => s.lots));
    const pickLot = (lot: number) => setBuild({ ...build, picked: clickLot(wizard.sites, build.picked, lot) });
    const permits = wizard.payments[build.payment] ?? wizard.payments[0];
    interaction = {
      lots: {
        selectable,
        selected: new Set(wizard.chosen ? wizard.chosen.lots : build.picked),
        demolish,
        onClick: pickLot,
      },
      preview: wizard.chosen ? { lots: wizard.chosen.lots, zone: wizard.contract.zone } : undefined,
      explainLot: (lot) => {
        // A lot of another legal site starts the choice again there; any other lot, the rules say why not.
        if (wizard.sites.some((s) => s.lots.includes(lot))) return pickLot(lot);
        const probe = lotProbe(view, build.from, wizard.contract.size, permits, lot, wizard.sites);
        if (probe && why) why.ask('board', probe, (e) => t('ui.us.whyLot', { lot: lotName(lot), why: e.message }));
      },
    };
  } else if (prompt) {
    interaction = promptInteraction(options, pick, setPick, marker, why ? (a) => why.ask('board', a) : undefined);
  } else if (why && legal.length > 0) {
    // My turn and nothing asked on the board: a lot means something only once a contract is being built.
    interaction = { explainLot: () => why.say('board', t('ui.us.whyPickContract')) };
  }

  const confirmBuild = () => {
    if (!wizard?.chosen || !build) return;
    const site = wizard.chosen;
    const action: UsAction = {
      type: 'build',
      from: build.from,
      lots: site.lots,
      permits: wizard.payments[build.payment] ?? wizard.payments[0],
      ...(site.demolish ? { demolish: site.demolish } : {}),
      ...(site.renewal ? { renewal: site.renewal } : {}),
    };
    void send(action);
  };

  // Spectators have no seat token: the replay pages authorise them with the invitation code.
  const linkInvite = snap.role === 'spectator' ? (snap.room?.inviteCode ?? null) : null;
  const replay = snap.room && snap.matchId ? replayHref(snap.room.id, snap.matchId, linkInvite) : undefined;
  const matches = snap.room ? matchesHref(snap.room.id, linkInvite) : undefined;
  const endTurn = legal.find((a) => a.type === 'endTurn');
  const owing = new Set(view.pending?.seats ?? []);
  const order =
    me === null ? view.players.map((p) => p.seat) : [me, ...view.players.map((p) => p.seat).filter((s) => s !== me)];

  return (
    <div class="table">
      <header class="topbar">
        <span class="brand">{t('ui.game.urban-sprawl')}</span>
        <span class="room-title">{title}</span>
        {matches && (
          <a
            class="topbar-link"
            href={matches}
            onClick={(e) => {
              e.preventDefault();
              navigate(matches);
            }}
            title={t('ui.table.matchesHelp')}
          >
            {t('ui.table.matches')}
          </a>
        )}
        <RulesLink gameId="urban-sprawl" />
        <LanguagePicker where="table" />
        <StatusBar snap={snap} view={view} names={names}>
          {snap.canUndo && undo && (
            <button class="btn" disabled={busy} onClick={() => void undo()} data-action="undo">
              {t('ui.us.undo')}
            </button>
          )}
          {endTurn && (
            <button class="btn primary" disabled={busy} onClick={() => void send(endTurn)} data-action="end-turn">
              {t('ui.us.endTurn')}
            </button>
          )}
        </StatusBar>
      </header>
      <ContinuesNotice continues={snap.room?.continues} />
      <MoveRefusal error={error} onClose={clearError} />
      <main class="table-grid">
        <aside class="col left">
          <section class="panel players" aria-label={t('ui.us.players')}>
            {order.map((seat) => (
              <PlayerPanel
                key={seat}
                view={view}
                seat={seat}
                name={names[seat]}
                me={seat === me}
                owes={owing.has(seat)}
              >
                {seat === me && (
                  <HandPanel
                    view={view}
                    seat={seat}
                    legal={legal}
                    busy={busy}
                    onSend={(a) => void send(a)}
                    onBuild={(from) => setBuild({ from, payment: 0, picked: [] })}
                    why={why}
                  />
                )}
              </PlayerPanel>
            ))}
          </section>
          <LogDrawer>
            <GameLog lines={log} names={names} />
          </LogDrawer>
        </aside>
        <div class="col center">
          <div class={`board-frame${zoom ? ' zoomed' : ''}`}>
            <button
              type="button"
              class="btn board-zoom"
              aria-pressed={zoom}
              onClick={() => setZoom(!zoom)}
              data-testid="zoom-board"
            >
              {zoom ? t('ui.us.zoomFit') : picksOn(interaction) ? t('ui.us.zoomPick') : t('ui.us.zoom')}
            </button>
            <div class="board-scroll">
              <Board
                view={view}
                names={names}
                interaction={interaction}
                focus={view.pending && 'building' in view.pending ? [view.pending.building] : undefined}
              />
            </div>
          </div>
          <WhyNot text={why?.at('board') ?? null} class="board-why" />
          <ElectionTrack view={view} names={names} />
          <Legend names={names} count={view.players.length} />
        </div>
        <aside class="col right">
          {prompt && !build && (
            <PromptDialog
              view={view}
              prompt={prompt}
              options={options}
              names={names}
              busy={busy}
              pick={pick}
              setPick={setPick}
              marker={marker}
              setMarker={setMarker}
              onSend={(a) => void send(a)}
            />
          )}
          {wizard && build && (
            <BuildWizard
              view={view}
              from={build.from}
              card={wizard.card}
              payments={wizard.payments}
              payment={build.payment}
              setPayment={(i) => setBuild({ ...build, payment: i })}
              sites={wizard.sites}
              picked={build.picked}
              chosen={wizard.chosen}
              names={names}
              busy={busy}
              onConfirm={confirmBuild}
              onCancel={() => setBuild(null)}
            />
          )}
          <ContractRow
            view={view}
            legal={legal}
            busy={busy}
            active={build?.from ?? null}
            onBuild={(from) => setBuild({ from, payment: 0, picked: [] })}
            onFavor={(from) => void send({ type: 'takeFavor', from })}
            why={why && me !== null ? { seat: me, ask: why } : null}
          />
          <PlanningRow
            view={view}
            legal={legal}
            busy={busy}
            onTake={(from) => void send({ type: 'takePlanning', from })}
            why={why}
          />
        </aside>
      </main>
      {view.final && showFinal && (
        <FinalScores
          final={view.final}
          ending={view.ending}
          names={names}
          onClose={() => setShowFinal(false)}
          replayHref={replay}
        />
      )}
    </div>
  );
}
