import { lazy, Suspense } from 'preact/compat';
import { t } from '../../i18n/i18n';
import { useLocation } from '../../lib/router';
import { seatForInvite } from '../../lib/storage';
import { Landing } from './Landing';
import { SiteHeader } from '../widgets/SiteHeader';

// Every page but the start page is downloaded when first opened, so that the
// start page's first load stays small on a phone (test/first-load.test.ts).
const JoinPage = lazy(() => import('./JoinPage').then((m) => ({ default: m.JoinPage })));
const RoomPage = lazy(() => import('./RoomPage').then((m) => ({ default: m.RoomPage })));
const ReplayPage = lazy(() => import('./ReplayPage').then((m) => ({ default: m.ReplayPage })));
const MatchesPage = lazy(() => import('./MatchesPage').then((m) => ({ default: m.MatchesPage })));
const RulesPage = lazy(() => import('./RulesPage').then((m) => ({ default: m.RulesPage })));
const DevicePage = lazy(() => import('./DevicePage').then((m) => ({ default: m.DevicePage })));
// Development pages; a production server does not serve /dev at all.
const FixturePage = lazy(() => import('../../dev/FixturePage').then((m) => ({ default: m.FixturePage })));

/**
 * Routes: / (create a room), /join/<invite> (take a seat), /room/<id> (lobby and table),
 * /room/<id>/matches (the room's matches), /room/<id>/replay/<matchId>?step=N (a replay),
 * /rules/<gameId> (a game's rules and card catalogue), /device#<code> (a seat opened on another device),
 * /dev/<gameId>/<fixture> (development: a stored table, without a server).
 */
export function App() {
  const page = (
    <Suspense fallback={<p class="muted page">{t('ui.common.loading')}</p>}>
      <Page />
    </Suspense>
  );
  // A room draws its own header: the lobby shows this one, a table in play keeps the picker in its People panel.
  if (/^\/(room\/[^/]+\/?$|join\/|dev\/)/.test(useLocation().path)) return page;
  return (
    <>
      <SiteHeader />
      {page}
    </>
  );
}

function Page() {
  const { path, query } = useLocation();
  const join = path.match(/^\/join\/([^/]+)\/?$/);
  if (join) {
    const code = decodeURIComponent(join[1]);
    const mine = seatForInvite(code);
    // The host (or a returning player) opening the invitation goes straight to the room.
    if (mine) return <RoomPage roomId={mine.roomId} invite={null} />;
    return <JoinPage inviteCode={code} roomId={query.get('room')} />;
  }
  const room = path.match(/^\/room\/([^/]+)\/?$/);
  if (room) return <RoomPage key={room[1]} roomId={decodeURIComponent(room[1])} invite={query.get('invite')} />;
  const replay = path.match(/^\/room\/([^/]+)\/replay\/([^/]+)\/?$/);
  if (replay) {
    const step = query.get('step');
    return (
      <ReplayPage
        key={`${replay[1]}/${replay[2]}`}
        roomId={decodeURIComponent(replay[1])}
        matchId={decodeURIComponent(replay[2])}
        invite={query.get('invite')}
        initialStep={step !== null && /^\d+$/.test(step) ? Number(step) : null}
      />
    );
  }
  const matches = path.match(/^\/room\/([^/]+)\/matches\/?$/);
  if (matches)
    return <MatchesPage key={matches[1]} roomId={decodeURIComponent(matches[1])} invite={query.get('invite')} />;
  const rules = path.match(/^\/rules\/([^/]+)\/?$/);
  if (rules) return <RulesPage key={rules[1]} gameId={decodeURIComponent(rules[1])} />;
  if (/^\/device\/?$/.test(path)) return <DevicePage />;
  const fixture = path.match(/^\/dev\/([^/]+)\/?([^/]*)$/);
  if (fixture) return <FixturePage gameId={decodeURIComponent(fixture[1])} name={decodeURIComponent(fixture[2])} />;
  return <Landing />;
}
