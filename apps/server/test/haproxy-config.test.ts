import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { socketUrl } from '@sprawl/client';
import { haproxyVersion, loopbackConfig, SHIPPED_CONFIG, startBalancer } from '../scripts/bench-haproxy';

/**
 * The shipped balancer configuration (deploy/haproxy.cfg) and what agrees
 * with it elsewhere: the room the client SDK names in the WebSocket's address,
 * the compose file that runs it, and the loopback copy bench:cluster runs.
 */

const shipped = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
const compose = fs.readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8');

test('the balancer hashes on the query parameter the SDK puts the room in, and on the room in API and page paths', () => {
  const url = new URL(socketUrl('ws://h/ws', 'r0om-1d'));
  const [param] = [...url.searchParams.keys()];
  expect(url.searchParams.get(param)).toBe('r0om-1d');
  expect(shipped).toContain(`url_param(${param}) if { path ${url.pathname} }`);
  expect(shipped).toMatch(/set-var\(txn\.room\) path,field\(4,\/\) if \{ path_beg \/api\/rooms\/ \}/);
  expect(shipped).toMatch(/^\s*balance hash var\(txn\.room\)$/m);
  expect(shipped).toMatch(/^\s*hash-type consistent$/m);
  expect(shipped).toMatch(/^\s*option httpchk GET \/api\/health\/ready$/m);
});

test('the compose file runs replicas with fan-out and a drain, behind the shipped configuration, on the port it names', () => {
  const template = /server-template \S+ \d+ (\S+):(\d+)/.exec(shipped);
  expect(template).not.toBeNull();
  const [, host, port] = template as RegExpExecArray;
  expect(compose).toMatch(new RegExp(`^  ${host}:\\n`, 'm'));
  expect(compose).toContain(`PORT: "${port}"`);
  expect(compose).toContain('FANOUT: "1"');
  expect(compose).toMatch(/DRAIN_MS: "\d+"/);
  expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
});

test('the loopback copy keeps everything but where the replicas are and which ports it binds', () => {
  const text = loopbackConfig(shipped, [4001, 4002, 4003], [5001, 5002], '/tmp/x.sock');
  expect(text).toContain('  server r1 127.0.0.1:4001\n  server r2 127.0.0.1:4002\n  server r3 127.0.0.1:4003');
  expect(text).not.toMatch(/server-template|resolvers|bind :/);
  expect(text).toContain('bind 127.0.0.1:5001');
  expect(text).toContain('bind 127.0.0.1:5002');
  expect(text).toContain('stats socket /tmp/x.sock level admin');
  expect(text).toContain('balance hash var(txn.room)');
});

// Where HAProxy is installed (apt-get install haproxy), it checks both files itself.
(haproxyVersion() ? test : test.skip)('haproxy -c accepts the shipped configuration and its loopback copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-config-'));
  try {
    const copy = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(copy, loopbackConfig(shipped, [4001, 4002, 4003], [5001, 5002], path.join(dir, 's.sock')));
    for (const file of [SHIPPED_CONFIG, copy]) execFileSync('haproxy', ['-c', '-q', '-f', file]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

(haproxyVersion() ? test : test.skip)(
  'through the balancer a client is not told the replica keeps idle connections longer than the balancer does',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-live-'));
    // A replica as Fastify answers: Keep-Alive: timeout=72 (the balancer closes idle clients after 10 s).
    const replica = http.createServer((_req, res) => res.end('{"ok":true}'));
    replica.keepAliveTimeout = 72_000;
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    const balancer = await startBalancer(dir, [(replica.address() as AddressInfo).port]);
    try {
      expect(
        (await fetch(`http://127.0.0.1:${(replica.address() as AddressInfo).port}/`)).headers.get('keep-alive'),
      ).toBe('timeout=72');
      let reply: Response | null = null;
      for (let i = 0; i < 100 && reply?.status !== 200; i++) {
        reply = await fetch(`${balancer.httpUrl}/api/rooms/abc/start`, { method: 'POST' });
        if (reply.status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(reply?.status).toBe(200);
      expect(reply?.headers.get('keep-alive')).toBeNull();
    } finally {
      await balancer.stop();
      await new Promise((r) => replica.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
