// /move-device: one identity on every device, without accounts. The old device shows a one-time code (as text and
// as a QR code); the new device enters or scans it and from then on plays as the same player.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isTransferCode, normalizeTransferCode, TRANSFER_CODE_TTL_MS } from '@gridable/common/rules';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import {
  adoptPlayerIdentity,
  clearSessionSeat,
  keepPlayerIdentity,
  readPlayerIdentity,
} from '../../lib/storage';
import { rebindPushSubscription } from '../../lib/pwa/pushSubscription';
import { claimTransferCode, issueTransferCode } from './moveApi';
import { packCarry, unpackCarry } from './transferCarry';
import { restoreCompletions } from '../../lib/serverCompletions';
import { QrCode } from './QrCode';
import styles from './Leagues.module.css';

interface Issued {
  code: string;
  /** When the code lapses on this device's own clock, which may be minutes or hours off the server's. */
  validUntil: number;
}

export function MoveDevicePage() {
  const [searchParams] = useSearchParams();
  const scanned = searchParams.get('code');
  return (
    <Page width="sm">
      <title>Move to another device · Gridable</title>
      <h1 className={styles.title}>Move to another device</h1>
      <p className={styles.lead}>
        Gridable has no accounts. To play as the same player on another phone or computer, show a one-time
        code here and enter it (or scan it) there: your daily history, statistics, streaks, leagues, name and
        games in progress come along.
      </p>
      {scanned ? (
        <ClaimCode initialCode={scanned} />
      ) : (
        <>
          <ShowCode />
          <ClaimCode initialCode="" />
        </>
      )}
    </Page>
  );
}

function formatCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

function ShowCode() {
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!issued) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [issued]);

  async function issue() {
    setError(null);
    try {
      // Two devices now share the identity: neither may let it lapse after 30 days.
      const { playerUUID } = keepPlayerIdentity();
      // Its lifetime runs from the server's issue, no earlier than the request was sent: counting from here, not
      // from the reply's expiresAt, a device whose clock is ten minutes fast still shows the code it just got.
      const sentAt = Date.now();
      const { code } = await issueTransferCode(playerUUID, packCarry(playerUUID));
      setIssued({ code, validUntil: sentAt + TRANSFER_CODE_TTL_MS });
      setNow(Date.now());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  const secondsLeft = issued ? Math.max(0, Math.ceil((issued.validUntil - now) / 1000)) : 0;
  const link = issued ? `${window.location.origin}/move-device?code=${issued.code}` : '';
  return (
    <section className={`${styles.card} ${styles.section}`} aria-labelledby="move-show">
      <h2 id="move-show">On this device: show a code</h2>
      {issued && secondsLeft > 0 ? (
        <>
          <p>
            Your code: <strong data-testid="transfer-code">{formatCode(issued.code)}</strong>
          </p>
          <QrCode text={link} label={`QR code for transfer code ${formatCode(issued.code)}`} />
          <p className={styles.note}>
            Works once, for {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, '0')} more.
          </p>
          {/* The code may be spent unseen here (the new device's claim went through but its answer was lost):
              the new device then says to ask for a new one, which must not wait out the ten minutes. */}
          <Button variant="secondary" onClick={() => void issue()}>
            Get a new code
          </Button>
        </>
      ) : (
        <>
          {issued ? <p className={styles.note}>That code has expired.</p> : null}
          <Button onClick={() => void issue()}>{issued ? 'Get a new code' : 'Get a code'}</Button>
        </>
      )}
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ClaimCode({ initialCode }: { initialCode: string }) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function claim(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeTransferCode(code);
    if (!isTransferCode(normalized)) {
      setError('A transfer code is 8 letters and digits, as shown on your other device.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { playerUUID, carry } = await claimTransferCode(normalized);
      adoptPlayerIdentity(playerUUID);
      // Seats and the last event belong to the identity this browser had before.
      clearSessionSeat();
      unpackCarry(playerUUID, carry);
      await restoreCompletions(playerUUID).catch(() => 0);
      // Notifications on this device follow the player it now is; a failure here still leaves the move done.
      await rebindPushSubscription(playerUUID).catch(() => undefined);
      setDone(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <section className={`${styles.card} ${styles.section}`} aria-labelledby="move-claim">
        <h2 id="move-claim">Moved</h2>
        <p role="status">This device now plays as you: your history, statistics and leagues are here.</p>
        <Link to="/">Go to Home</Link>
      </section>
    );
  }
  const hasOwnIdentity = readPlayerIdentity() !== null;
  return (
    <form
      className={`${styles.card} ${styles.section}`}
      aria-labelledby="move-claim"
      onSubmit={(event) => void claim(event)}
      noValidate
    >
      <h2 id="move-claim">On a new device: enter the code</h2>
      <div className={styles.field}>
        <label htmlFor={id}>Transfer code</label>
        <input
          id={id}
          className={styles.input}
          value={code}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      {hasOwnIdentity ? (
        <p className={styles.note}>
          This device then plays as the other device’s player; what it played as itself stays on the server
          but is no longer shown here.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        {sending ? 'Moving…' : 'Use this code'}
      </Button>
    </form>
  );
}
