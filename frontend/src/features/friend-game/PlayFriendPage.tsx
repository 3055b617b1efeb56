// 'Challenge a Friend' (/play-friend): create a game, join one by its ID, reconnect to the last one, or go home.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COMPUTER_MESSAGES } from '@gridable/common/messages';
import { GAME_ID_MAX_LENGTH } from '@gridable/common/constants';
import { GAME_MESSAGES, TOAST_TITLES } from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { HowToPlayDialog } from '../../components/how-to-play/HowToPlayDialog';
import { useToast } from '../../components/toast/useToast';
import { isApiError, refusedWith } from '../../lib/apiError';
import {
  getClientId,
  getOrCreatePlayerIdentity,
  listSeatAssignments,
  playerNameField,
  readSessionSeat,
  saveSeatAssignment,
  saveSessionSeat,
} from '../../lib/storage';
import { LevelPicker } from '../../components/LevelPicker/LevelPicker';
import { PlayerNameField } from '../../components/PlayerNameField/PlayerNameField';
import { useJoinGameMutation } from './api/friendGameApi';
import { GameCreatedDialog } from './components/GameCreatedDialog';
import { useCreateGame } from './hooks/useCreateGame';
import styles from './components/PlayFriend.module.css';

/** The game to offer 'Try reconnecting' for: this tab's seat, else the most recently assigned one. */
function lastGameId(): string | null {
  const session = readSessionSeat();
  if (session) return session.playerGameId;
  const latest = listSeatAssignments().sort((a, b) => b.assignedAt.localeCompare(a.assignedAt))[0];
  return latest?.gameId ?? null;
}

export function PlayFriendPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { createGame, isCreating, error: createError, gameId: createdId, reset } = useCreateGame();
  const [joinGame, { isLoading: isJoining }] = useJoinGameMutation();
  const [joinId, setJoinId] = useState('');
  const reconnectHintId = useId();
  const [isHowToPlayOpen, setIsHowToPlayOpen] = useState(false);
  const [closedGameId, setClosedGameId] = useState<string | null>(null);
  const [reconnectId] = useState(lastGameId);

  async function handleCreate() {
    const outcome = await createGame();
    if (!outcome || !('failed' in outcome) || outcome.failed === 'offline') return;
    // Offline is said once, inline; the toast is the spec's for a failure while online. A refusal's sentence
    // (too many games going) is said inline, where it stays: the toast only names what failed.
    toast({
      title: TOAST_TITLES.gameCreationFailed,
      ...(outcome.failed === 'error' ? { description: 'Please try again.' } : {}),
      variant: 'destructive',
    });
  }

  async function handleJoin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gameId = joinId.trim().toUpperCase();
    if (gameId === '') {
      toast({
        title: TOAST_TITLES.invalidGameId,
        description: 'Please enter a valid game ID to join',
        variant: 'destructive',
      });
      return;
    }
    const { playerUUID } = getOrCreatePlayerIdentity();
    try {
      const joined = await joinGame({
        gameId,
        clientId: getClientId(),
        playerUUID,
        requestedPlayerId: null,
        ...playerNameField(),
      }).unwrap();
      saveSeatAssignment({ gameId: joined.gameId, playerId: joined.playerId, playerUUID });
      saveSessionSeat({ playerGameId: joined.gameId, playerIdentity: joined.playerId, playerUUID });
      void navigate(`/game/${joined.gameId}`);
    } catch (caught) {
      if (refusedWith(caught, 'GAME_NOT_FOUND')) {
        toast({
          title: TOAST_TITLES.gameNotFound,
          description: GAME_MESSAGES.joinNotFound,
          variant: 'destructive',
        });
      } else if (refusedWith(caught, 'GAME_FULL')) {
        toast({
          title: TOAST_TITLES.gameFull,
          description: GAME_MESSAGES.gameFullDetail,
          variant: 'destructive',
        });
      } else {
        const description = isApiError(caught) ? caught.message : 'Please try again.';
        toast({ title: TOAST_TITLES.joinFailed, description, variant: 'destructive' });
      }
    }
  }

  return (
    <Page width="sm">
      <title>Gridable · Challenge a Friend</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Challenge a Friend</h1>
        <p className={styles.lead}>Start a game and send the code, or type the code a friend sent you.</p>
      </header>

      <section className={styles.panel} aria-label="Your name">
        <PlayerNameField />
      </section>

      <section className={styles.panel} aria-label="Create a game">
        <Button size="lg" fullWidth onClick={() => void handleCreate()} disabled={isCreating}>
          {isCreating ? 'Creating...' : 'Create New Game'}
        </Button>
        {createError ? (
          <p className={styles.error} role="alert">
            {createError}
          </p>
        ) : null}
        {closedGameId ? (
          <p className={styles.created}>
            Game {closedGameId} is ready.{' '}
            <Button variant="ghost" onClick={() => void navigate(`/game/${closedGameId}`)}>
              Continue to Game
            </Button>
          </p>
        ) : null}
      </section>

      <p className={styles.or}>or join a game</p>

      <form className={styles.panel} onSubmit={(event) => void handleJoin(event)} noValidate>
        <label htmlFor="join-game-id" className={styles.inputLabel}>
          Game ID
        </label>
        <div className={styles.joinRow}>
          <input
            id="join-game-id"
            className={styles.input}
            value={joinId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCDE"
            // Codes have no spaces: a code pasted with spaces around it keeps all its characters. The
            // value is cut to 5 here rather than by maxLength, which would cut the paste before the spaces go.
            onChange={(event) =>
              setJoinId(event.target.value.replace(/\s+/g, '').toUpperCase().slice(0, GAME_ID_MAX_LENGTH))
            }
          />
          <Button type="submit" disabled={isJoining}>
            {isJoining ? 'Joining...' : 'Join'}
          </Button>
        </div>
      </form>

      <p className={styles.or}>{COMPUTER_MESSAGES.orComputer}</p>
      <section className={styles.panel} aria-label={COMPUTER_MESSAGES.title}>
        <LevelPicker />
      </section>

      <div className={styles.secondary}>
        <Button
          variant="secondary"
          fullWidth
          disabled={reconnectId === null}
          aria-describedby={reconnectId === null ? reconnectHintId : undefined}
          onClick={() => {
            if (reconnectId) void navigate(`/game/${reconnectId}`);
          }}
        >
          Try reconnecting
        </Button>
        {reconnectId === null ? (
          <p id={reconnectHintId} className={styles.reconnectHint}>
            No earlier game to reconnect to in this browser.
          </p>
        ) : null}
        <Button variant="secondary" fullWidth onClick={() => void navigate('/')}>
          Return Home
        </Button>
        <Button variant="ghost" fullWidth onClick={() => setIsHowToPlayOpen(true)}>
          How to Play
        </Button>
      </div>

      <GameCreatedDialog
        gameId={createdId}
        onClose={() => {
          setClosedGameId(createdId);
          reset();
        }}
        onContinue={() => {
          if (createdId) void navigate(`/game/${createdId}`);
        }}
      />
      <HowToPlayDialog open={isHowToPlayOpen} onClose={() => setIsHowToPlayOpen(false)} />
    </Page>
  );
}
