export { RoomsApi, ApiError } from './http';
export {
  MatchConnection,
  Rejection,
  type TableState,
  type Prompt,
  type ClientRefusal,
  type SocketLike,
  type SocketFactory,
  type ConnectionOptions,
} from './match-connection';
export { LogLines } from './log-lines';
export { socketUrl } from './socket-url';
