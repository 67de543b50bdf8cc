/**
 * The WebSocket's address with the room it is for as `?room=<id>`. The
 * server reads the room from the hello and ignores the query; a load balancer
 * in front of several server processes routes on it, so that every socket of
 * a room reaches the same process (deploy/haproxy.cfg). A `room` already in
 * the address is replaced, so the query never names two rooms.
 */
export function socketUrl(url: string, roomId: string): string {
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  const query = base.indexOf('?');
  const path = query >= 0 ? base.slice(0, query) : base;
  const kept =
    query >= 0
      ? base
          .slice(query + 1)
          .split('&')
          .filter((p) => p !== '' && !/^room(=|$)/.test(p))
      : [];
  return `${path}?${[...kept, `room=${encodeURIComponent(roomId)}`].join('&')}`;
}
