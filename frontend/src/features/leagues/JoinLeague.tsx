// What someone who is not a member sees at a league's link: its name, who plays in it, and a nickname to join with.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { LeagueOutsiderView } from '@gridable/common';
import { LEAGUE_MESSAGES } from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { keepPlayerIdentity } from '../../lib/storage';
import { joinLeague } from './leagueApi';
import { MemberNames } from './MemberNames';
import { NameField } from '../../components/NameField/NameField';
import { lastNickname, nicknameProblem, rememberNickname } from './nameInput';
import styles from './Leagues.module.css';

export function JoinLeague({
  league,
  onJoined,
}: {
  league: LeagueOutsiderView;
  onJoined: () => Promise<void>;
}) {
  const [nickname, setNickname] = useState(lastNickname);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [wasSent, setWasSent] = useState(false);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const problem = nicknameProblem(nickname);
  const full = league.memberCount >= league.maxMembers;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      // The field says its own problem (see CreateLeaguePage); focus goes back to it.
      flushSync(() => {
        setWasSent(true);
        setError(null);
      });
      nicknameRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { playerUUID } = keepPlayerIdentity();
      await joinLeague(league.leagueId, nickname.trim(), playerUUID);
      rememberNickname(nickname.trim());
      await onJoined();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSending(false);
    }
  }

  return (
    <>
      <h1 className={styles.title}>{league.name}</h1>
      <p className={styles.lead}>
        {`A Gridable daily league with ${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'}`}
        {league.memberNames.length > 0 ? ': ' : null}
        <MemberNames names={league.memberNames} count={league.memberCount} />
        {'.'}
        {/* An invitation to join is wrong on a league nobody can join any more. */}
        {full || league.closed ? null : ' Join to compare your daily score with theirs every day.'}
      </p>
      {league.closed ? (
        <p className={styles.card}>{LEAGUE_MESSAGES.closed}</p>
      ) : full ? (
        <p className={styles.card}>{LEAGUE_MESSAGES.full}</p>
      ) : (
        <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
          <NameField
            label="Your nickname"
            value={nickname}
            onChange={setNickname}
            problem={problem}
            wasSent={wasSent}
            inputRef={nicknameRef}
            autoFocus
          />
          {error ? (
            <p role="alert" className={styles.problem}>
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" fullWidth disabled={sending}>
            {sending ? 'Joining…' : 'Join league'}
          </Button>
        </form>
      )}
    </>
  );
}
