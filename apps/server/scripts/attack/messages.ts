/** What the coordinator (bench-attack.ts) and the attacker process (attacker.ts) say to each other over IPC. */

export type Phase = 'frames16k' | 'nested' | 'hellos' | 'rooms' | 'idleSockets' | 'spectators' | 'imports';

/** Where the attack goes: the server, and the table the attacks that need one aim at. */
export interface Target {
  httpUrl: string;
  wsUrl: string;
  roomId: string;
  inviteCode: string;
}

export type AttackCommand = { type: 'prepare' } | { type: 'attack'; phase: Phase; seconds: number; target: Target };

/** What the attacker got, as counts by outcome (refusal codes, HTTP statuses, close codes). */
export interface AttackReport {
  sent: number;
  outcomes: Record<string, number>;
  /** A line of extra figures for the table (e.g. import durations). */
  note: string;
}

export type AttackerMessage =
  { type: 'prepared'; replaySteps: number; replayBytes: number } | { type: 'report'; report: AttackReport };
