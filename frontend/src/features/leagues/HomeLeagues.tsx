// Home's leagues section: each of the player's leagues with today's rank, and the ways to start one or move devices.
// Its own component (loaded on demand) so Home's other sections stay independent of it.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyLeague } from '@gridable/common';
import { readPlayerIdentity } from '../../lib/storage';
import { fetchMyLeagues } from './leagueApi';
import styles from './Leagues.module.css';

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
