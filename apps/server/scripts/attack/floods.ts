import http from 'node:http';
import crypto from 'node:crypto';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION, type ReplayFile } from '@sprawl/protocol';
import type WebSocket from 'ws';
import type { AttackReport, Phase, Target } from './messages';
import { attackerAddress, drop, flood, openSocket } from './sockets';
import { Tally } from './tally';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sockets of a frame flood (from 8 addresses), each reopened as soon as the server closes it. */
const FLOOD_SOCKETS = 32;

async function frameFlood(t: Target, seconds: number, frame: string): Promise<Tally> {
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: FLOOD_SOCKETS }, async (_, i) => {
      while (Date.now() < until) {
        const ws = await openSocket(t.wsUrl, attackerAddress(i % 8), tally);
        if (!ws) {
          await sleep(50);
          continue;
        }
        tally.add('sockets opened');
        await flood(ws, frame, until, tally);
        drop(ws);
      }
    }),
  );
  return tally;
}

/** Hellos with made-up invite codes for a real room, from 4 addresses and 16 sockets, as fast as the sockets take them. */
async function inviteGuessing(t: Target, seconds: number): Promise<Tally> {
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async (_, i) => {
      const ws = await openSocket(t.wsUrl, attackerAddress(100 + (i % 4)), tally);
      if (!ws) return;
      while (Date.now() < until && ws.readyState === ws.OPEN) {
        ws.send(
          JSON.stringify({
            type: 'hello',
            v: PROTOCOL_VERSION,
            roomId: t.roomId,
            inviteCode: crypto.randomBytes(16).toString('base64url'),
          }),
        );
        tally.sent++;
        await sleep(2);
      }
      drop(ws);
    }),
  );
  return tally;
}

/** One HTTP request from a chosen source address; resolves with the status, 0 for a failed connection. */
function post(url: string, body: string, address: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Room creation over HTTP from 8 addresses, 16 requests in flight. */
async function roomFlood(t: Target, seconds: number): Promise<Tally> {
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  const body = JSON.stringify({ seats: 4, name: 'Spam', variant: 'standard' });
  await Promise.all(
    Array.from({ length: 16 }, async (_, i) => {
      while (Date.now() < until) {
        tally.sent++;
        tally.add(`HTTP ${await post(`${t.httpUrl}/api/rooms`, body, attackerAddress(200 + (i % 8)))}`);
      }
    }),
  );
  return tally;
}

/** As many idle sockets as one address gets, held open for the phase (up to 2,000 tried). */
async function idleSockets(t: Target, seconds: number): Promise<Tally> {
  const tally = new Tally();
  const held: WebSocket[] = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; i < 2000 && Date.now() < until; i++) {
    tally.sent++;
    const ws = await openSocket(t.wsUrl, attackerAddress(300), tally);
    if (ws) held.push(ws);
  }
  tally.add('held open', held.filter((w) => w.readyState === w.OPEN).length);
  await sleep(Math.max(0, until - Date.now()));
  for (const ws of held) drop(ws);
  return tally;
}

/** 2,000 spectators join the target room (20 from each of 100 addresses) and stay for the phase. */
async function spectators(t: Target, seconds: number): Promise<Tally> {
  const tally = new Tally();
  const held: WebSocket[] = [];
  const until = Date.now() + seconds * 1000;
  const opened = await Promise.all(
    Array.from({ length: 2000 }, async (_, i) => {
      await sleep(Math.floor(i / 100) * 50); // a crowd arriving over about a second, not one burst
      const ws = await openSocket(t.wsUrl, attackerAddress(400 + (i % 100)), tally);
      if (!ws) return null;
      ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, roomId: t.roomId, inviteCode: t.inviteCode }));
      tally.sent++;
      return ws;
    }),
  );
  for (const ws of opened) if (ws) held.push(ws);
  await sleep(Math.max(0, until - Date.now()));
  tally.add('still open at the end', held.filter((w) => w.readyState === w.OPEN).length);
  for (const ws of held) drop(ws);
  return tally;
}

/** The long replay file posted again and again from 4 addresses, 4 at once; each import's duration is noted. */
async function imports(t: Target, seconds: number, file: string): Promise<{ tally: Tally; note: string }> {
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  const stored: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async (_, i) => {
      while (Date.now() < until) {
        const started = performance.now();
        tally.sent++;
        const status = await post(`${t.httpUrl}/api/replays/import`, file, attackerAddress(900 + i));
        tally.add(`HTTP ${status}`);
        if (status === 201) stored.push(performance.now() - started);
        else await sleep(200);
      }
    }),
  );
  const note = stored.length
    ? `import took ${Math.round(Math.min(...stored))}-${Math.round(Math.max(...stored))} ms`
    : '';
  return { tally, note };
}

/** Runs one phase's attack for `seconds` and reports what it got. */
export async function runPhase(
  phase: Phase,
  seconds: number,
  t: Target,
  replay: { file: ReplayFile; text: string } | null,
): Promise<AttackReport> {
  let tally: Tally;
  let note = '';
  switch (phase) {
    case 'frames16k':
      // Just under the frame limit, so each one is read, depth-checked and parsed in full before it is refused.
      tally = await frameFlood(t, seconds, JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES - 40) }));
      break;
    case 'nested':
      tally = await frameFlood(
        t,
        seconds,
        `{"type":"action","clientSeq":1,"version":0,"action":${'['.repeat(8000)}${']'.repeat(8000)}}`,
      );
      break;
    case 'hellos':
      tally = await inviteGuessing(t, seconds);
      break;
    case 'rooms':
      tally = await roomFlood(t, seconds);
      break;
    case 'idleSockets':
      tally = await idleSockets(t, seconds);
      break;
    case 'spectators':
      tally = await spectators(t, seconds);
      break;
    case 'imports': {
      if (!replay) throw new Error('no replay file was prepared');
      ({ tally, note } = await imports(t, seconds, replay.text));
      note = `${replay.file.actions.length}-step file, ${(replay.text.length / 1024 / 1024).toFixed(2)} MB; ${note}`;
      break;
    }
  }
  return { sent: tally.sent, outcomes: tally.outcomes, note };
}
