import type { Effect } from '../../content/schema';
import type { Ctx } from '../../context';
import { say, who } from '../../context';
import { officeHolder } from '../../queries';
import type { EffectScope, EffectTask, Task } from '../../state';
import { OFFICES } from '../../state';
import { assignOffice } from '../elections';
import { officeName } from '../reveal';
import {
  keepOrLose,
  loseBuildingOrPay,
  moveBuilding,
  placeBuilding,
  removeBuilding,
  removeCube,
  spotlight,
} from './buildings';
import { markerEffect } from './markers';
import { describeCard } from '../../catalog';
import { describeEffect } from '../../content/text';
import { loggedLine } from '../../../words/english';
import { listParam } from '../../../words/message';
import { US_VOICE, usMsg } from '../../messages';

import { gain, lose, payActorChoice } from './money';

/** The tasks that perform a card's effects, top to bottom. */
export function effectTasks(effects: Effect[], actor: number, scope: EffectScope): EffectTask[] {
  return effects.map((effect) => ({ t: 'do', effect, actor, scope }));
}

function milestone(ctx: Ctx, which: Extract<Effect, { op: 'milestone' }>['milestone']): Task[] {
  const s = ctx.s;
  if (which === 'airport') {
    s.politiciansInPlay = true;
    s.contracts.open.city = true;
    say(ctx, 'us.log.airport');
    return [];
  }
  if (which === 'sportsTeam') {
    s.contractorInPlay = true;
    s.contracts.open.metropolis = true;
    say(ctx, 'us.log.sportsTeam');
    return [];
  }
  say(ctx, 'us.log.olympicGames');
  s.pending = null;
  s.tasks = [];
  return [{ t: 'finalScoring' }];
}

/** The actor takes the politician under the election pawn (a card beating the election rules). */
function seizeOffice(ctx: Ctx, actor: number): void {
  const office = OFFICES[ctx.s.pawn];
  if (office !== 'mayor' && !ctx.s.politiciansInPlay) return;
  if (officeHolder(ctx.s, office) === actor && office !== 'mayor') return;
  say(ctx, 'us.log.seizeOffice', { who: who(actor), office: officeName(office) }, actor);
  assignOffice(ctx, office, actor);
}

/** Runs one effect (or resumes it with a decision filled in); returns the tasks it spawns. */
export function runEffectTask(ctx: Ctx, task: EffectTask): Task[] {
  const effect = task.effect;
  const resumed =
    task.seat !== undefined || task.building !== undefined || task.lot !== undefined || task.scope.row !== undefined;
  if (!resumed && !ctx.quiet) {
    const line = loggedLine(
      usMsg('us.log.cardEffect', {
        card: describeCard(task.scope.card),
        effect: listParam([describeEffect(effect)], 'sentences'),
      }),
      US_VOICE,
    );
    line.card = task.scope.card;
    ctx.log.push(line);
  }
  switch (effect.op) {
    case 'milestone':
      return milestone(ctx, effect.milestone);
    case 'grantExtraFavor':
      ctx.s.extraFavor = task.actor;
      say(ctx, 'us.log.extraFavor', { who: who(task.actor) }, task.actor);
      return [];
    case 'gain':
      gain(ctx, task, effect);
      return [];
    case 'lose':
      lose(ctx, task, effect);
      return [];
    case 'payActorChoice':
      return payActorChoice(ctx, task, effect);
    case 'rowChoice':
      if (task.scope.anchor === null) return [];
      if (task.scope.row === undefined) {
        ctx.s.pending = { kind: 'chooseRow', seat: task.actor, resume: task };
        return [];
      }
      return effectTasks([...effect.first, ...effect.second], task.actor, task.scope);
    case 'placeMarker':
    case 'moveMarker':
      markerEffect(ctx, task, effect);
      return [];
    case 'placeBuilding':
      placeBuilding(ctx, task, effect);
      return [];
    case 'moveBuilding':
      moveBuilding(ctx, task, effect);
      return [];
    case 'removeBuilding':
      removeBuilding(ctx, task, effect);
      return [];
    case 'removeCube':
      removeCube(ctx, task, effect);
      return [];
    case 'loseBuildingOrPay':
      return loseBuildingOrPay(ctx, task, effect);
    case 'keepOrLose':
      return keepOrLose(ctx, task, effect);
    case 'spotlight':
      spotlight(ctx, task, effect);
      return [];
    case 'election':
      return [effect.office === 'pawn' ? { t: 'election' } : { t: 'election', office: effect.office }];
    case 'seizeOffice':
      seizeOffice(ctx, task.actor);
      return [];
  }
}
