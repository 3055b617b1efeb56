// /leagues/new: a league needs a name and the creator's nickname; the league then lives at its own link.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { keepPlayerIdentity } from '../../lib/storage';
import { playerTimeZone } from '../../lib/timeZone';
import { createLeague } from './leagueApi';
import { NameField } from '../../components/NameField/NameField';
import { lastNickname, leagueNameProblem, nicknameProblem, rememberNickname } from './nameInput';
import styles from './Leagues.module.css';

export function CreateLeaguePage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [nickname, setNickname] = useState(lastNickname);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [wasSent, setWasSent] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const nameIssue = leagueNameProblem(name);
  const nicknameIssue = nicknameProblem(nickname);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (nameIssue || nicknameIssue) {
      // Each field says its own problem; the form does not say it again. Focus goes to the first field to fix,
      // after the render that ties its problem to it, so a screen reader reads the two together.
      flushSync(() => {
        setWasSent(true);
        setError(null);
      });
      (nameIssue ? nameRef : nicknameRef).current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      // A league member's identity must outlive the 30-day browser expiry, or they would drop out of it.
      const { playerUUID } = keepPlayerIdentity();
      const { leagueId } = await createLeague({
        name: name.trim(),
        nickname: nickname.trim(),
        playerUUID,
        timeZone: playerTimeZone(),
      });
      rememberNickname(nickname.trim());
      void navigate(`/league/${leagueId}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSending(false);
    }
  }

  return (
    <Page width="sm">
      <title>Start a league · Gridable</title>
      <h1 className={styles.title}>Start a league</h1>
      <p className={styles.lead}>
        A league is a table of friends playing the same daily. Share its link; anyone who opens it can join
        with a nickname. No accounts.
      </p>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <NameField
          label="League name"
          value={name}
          onChange={setName}
          problem={nameIssue}
          wasSent={wasSent}
          inputRef={nameRef}
          autoFocus
        />
        <NameField
          label="Your nickname"
          value={nickname}
          onChange={setNickname}
          problem={nicknameIssue}
          wasSent={wasSent}
          inputRef={nicknameRef}
        />
        {error ? (
          <p role="alert" className={styles.problem}>
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={sending}>
          {sending ? 'Creating…' : 'Create league'}
        </Button>
      </form>
    </Page>
  );
}
