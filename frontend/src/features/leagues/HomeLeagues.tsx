// Home's leagues section: each of the player's leagues with today's rank, and the ways to start one or move devices.
// Its own component (loaded on demand) so Home's other sections stay independent of it.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MyLeague } from '@gridable/common';
import { leftLeagueNotice } from '@gridable/common/messages';
import { readPlayerIdentity } from '../../lib/storage';
import { fetchMyLeagues } from './leagueApi';
import { leftLeagueOf } from './leftLeague';
import { useKeptInView } from './useKeptInView';
import styles from './Leagues.module.css';

/**
 * How long the notice's live region stands empty before its sentence goes in: text put into a region in the same
 * moment the region appears is not announced by screen readers, and Home has only just been drawn.
 */
export const NOTICE_DELAY_MS = 200;

function rankText(league: MyLeague): string {
  if (league.rank === null)
    return league.finished === 0 ? 'No one has played today' : `${league.finished} played today`;
  // "#1 of 1" alone read as a win while the friends who had not played yet were left out of the count.
  const waiting = league.memberCount - league.finished;
  // Two players on the same score both read "#1 of 2" as their own win without the word.
  const rank = `Today: ${league.tied ? 'Tied ' : ''}#${league.rank} of ${league.finished}`;
  return waiting > 0 ? `${rank} · ${waiting} yet to play` : rank;
}

/** `firstVisit`: this browser had no player identity when Home opened, so it is in no league. */
export default function HomeLeagues({ firstVisit = false }: { firstVisit?: boolean }) {
  // A first visit shows its (empty) leagues at once, as the app shell does, rather than after a round trip.
  const [leagues, setLeagues] = useState<MyLeague[] | null>(() => (firstVisit ? [] : null));
  const notice = useLeftLeagueNotice();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // On a phone the leagues card starts below the first screen.
  useKeptInView(noticeRef, notice !== null);

  useEffect(() => {
    const identity = firstVisit ? null : readPlayerIdentity();
    if (!identity) {
      setLeagues([]);
      return;
    }
    let live = true;
    fetchMyLeagues(identity.playerUUID).then(
      (reply) => live && setLeagues(reply.leagues),
      () => live && setLeagues([]),
    );
    return () => {
      live = false;
    };
  }, [firstVisit]);

  return (
    <section className={styles.homeLeagues} aria-labelledby="home-leagues">
      <h2 id="home-leagues">Your leagues</h2>
      {/* Always in the page, so screen readers are listening when the sentence arrives. */}
      <p ref={noticeRef} role="status" className={styles.homeNotice}>
        {notice}
      </p>
      {leagues === null ? null : leagues.length === 0 ? (
        <p className={styles.note}>
          Compare your daily score with friends: start a league and send them its link.
        </p>
      ) : (
        <ul className={styles.homeList}>
          {leagues.map((league) => (
            <li key={league.leagueId}>
              <Link to={`/league/${league.leagueId}`}>
                <span>{league.name}</span>
                <span className={styles.note}>{rankText(league)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.homeLinks}>
        <Link to="/leagues/new">Start a league</Link>
        <Link to="/move-device">Move to another device</Link>
      </div>
    </section>
  );
}

/** "You left League X." when Home was reached by leaving a league, after NOTICE_DELAY_MS; else null. */
function useLeftLeagueNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: clearing the history state below changes the location, and must not take the sentence away.
  const [arrival] = useState(() => ({ left: leftLeagueOf(location.state), at: location }));
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const { left, at } = arrival;
    if (left === null) return;
    // Said once: a reload, or Back to this entry, is not a second leaving.
    void navigate(at, { replace: true, state: null });
    const timer = window.setTimeout(() => setNotice(leftLeagueNotice(left)), NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [arrival, navigate]);
  return notice;
}
