import WebSocket from 'ws';
import type { SocketFactory, SocketLike } from './match-connection';

/** A socket factory for Node clients and tests, backed by the `ws` package. */
export const nodeSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;
