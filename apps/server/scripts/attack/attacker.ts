/**
 * The attacker of bench:attack, in a process of its own (forked by
 * bench-attack.ts) so that its floods never slow down the event loop of the
 * normal players whose latency is measured. It runs one phase per command
 * and reports what it got.
 */
import type { ReplayFile } from '@sprawl/protocol';
import { runPhase } from './floods';
import type { AttackCommand, AttackerMessage } from './messages';
import { longReplayFile } from './replay-file';

let replay: { file: ReplayFile; text: string } | null = null;

const tell = (m: AttackerMessage) => {
  if (process.connected) process.send?.(m, () => undefined);
};

process.on('message', (cmd: AttackCommand) => {
  const fail = (e: unknown) => {
    console.error('bench:attack attacker:', e);
    process.exit(1);
  };
  switch (cmd.type) {
    case 'prepare': {
      const file = longReplayFile('bench-attack');
      replay = { file, text: JSON.stringify(file) };
      return tell({ type: 'prepared', replaySteps: file.actions.length, replayBytes: replay.text.length });
    }
    case 'attack':
      return void runPhase(cmd.phase, cmd.seconds, cmd.target, replay).then(
        (report) => tell({ type: 'report', report }),
        fail,
      );
  }
});
process.on('disconnect', () => process.exit(0));
