// Runs a game against the computer on the page: the player's moves and the bot's (from its worker) go through the
// same rules, every change is saved locally, and whenever the bot has something to do it is asked exactly once.
// The bot's move shows only after a short think (thinkTime.ts), as a person's would; the player's own moves
// never wait. The game is one per browser: a move made in another tab shows here too, rather than the last tab to save
// quietly overwriting the other's moves.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotLevel, Move } from '@gridable/common';
import { BOT_CLOSED, createBotClient, type BotClient } from '../bot/botClient';
import {
  botMove,
  botSeatOf,
  botTask,
  newComputerGame,
  playMove,
  rematchOf,
  type ComputerGame,
} from '../model/computerGame';
import {
  clearComputerGame,
  COMPUTER_GAME_KEY,
  loadComputerGame,
  saveComputerGame,
} from '../model/computerStorage';
import { thinkMs } from '../model/thinkTime';
import { countComputerGame, noteLevelStarted } from '../../../lib/storage/computerRecord';
import { humanOutcome } from '../model/computerOutcome';

/** A fresh 32-bit seed for a new game's bot. */
function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

export interface ComputerGameControls {
  game: ComputerGame | null;
  /** The computer has a move to make and is weighing it: its move shows when the think is over. */
  isThinking: boolean;
  /** Set when the bot failed to move (it never should); the game stays where it was. */
  botError: string | null;
  start: (level: BotLevel) => void;
  rematch: () => void;
  /** Leaves the finished game for the level choice. */
  clear: () => void;
  /** The player's move; the rules' refusal sentence when they refuse it. */
  play: (move: Move) => string | null;
}

/**
 * What this tab shows once another tab saved `saved`: that tab's game when it is another game or further on. The
 * same game at the same move is kept as it is (both tabs' bots answer the same position alike).
 */
function adoptSaved(current: ComputerGame | null, saved: ComputerGame | null): ComputerGame | null {
  if (!saved) return current && current.core.status === 'active' ? current : null;
  if (!current || saved.seed !== current.seed) return saved;
  return saved.moves.length > current.moves.length ? saved : current;
}

export function useComputerGame(): ComputerGameControls {
  const [game, setGame] = useState<ComputerGame | null>(() => loadComputerGame());
  const [botError, setBotError] = useState<string | null>(null);
  const botRef = useRef<BotClient | null>(null);
  // The position (seed and move count) the bot was last asked about, so a re-render never asks twice.
  const askedAtRef = useRef<string | null>(null);
  // The thinks under way, cleared with the bot when the page goes.
  const thinksRef = useRef(new Set<number>());

  useEffect(() => {
    const bot = createBotClient();
    const thinks = thinksRef.current;
    botRef.current = bot;
    return () => {
      bot.close();
      for (const timer of thinks) window.clearTimeout(timer);
      thinks.clear();
      botRef.current = null;
      askedAtRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!game) return;
    saveComputerGame(game);
    // Counted here, where the game is kept, so every way a game ends (or is found ended) counts it, once.
    if (game.core.status === 'completed')
      countComputerGame(game.level, humanOutcome(game), `${game.seed}:${game.startedAt}`);
  }, [game]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== COMPUTER_GAME_KEY && event.key !== null) return;
      const saved = loadComputerGame();
      setGame((current) => adoptSaved(current, saved));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const bot = botRef.current;
    if (!game || !bot) return;
    const task = botTask(game);
    const position = `${game.seed}:${game.moves.length}`;
    if (!task || askedAtRef.current === position) return;
    askedAtRef.current = position;
    const thinks = thinksRef.current;
    // The answer arrives after the think or the bot's own work, whichever is longer.
    const think = new Promise<void>((resolve) => {
      const timer = window.setTimeout(
        () => {
          thinks.delete(timer);
          resolve();
        },
        thinkMs(game, task),
      );
      thinks.add(timer);
    });
    Promise.all([bot.decide(task), think])
      .then(([answer]) => {
        const moved = playMove(game, botSeatOf(game), botMove(task, answer));
        if (!moved.ok) {
          setBotError(moved.error);
          return;
        }
        // Only onto the position the bot was asked about: a rematch started meanwhile has moved on.
        setGame((current) => (current === game ? moved.game : current));
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.message === BOT_CLOSED) return;
        setBotError(error instanceof Error ? error.message : String(error));
      });
  }, [game]);

  const start = useCallback((level: BotLevel) => {
    setBotError(null);
    noteLevelStarted(level);
    setGame(newComputerGame(level, 1, newSeed()));
  }, []);

  const rematch = useCallback(() => {
    setBotError(null);
    setGame((current) => (current ? rematchOf(current, newSeed()) : current));
  }, []);

  const clear = useCallback(() => {
    setBotError(null);
    clearComputerGame();
    setGame(null);
  }, []);

  const play = useCallback(
    (move: Move): string | null => {
      if (!game) return 'No game is in progress.';
      const moved = playMove(game, game.humanSeat, move);
      if (!moved.ok) return moved.error;
      setGame(moved.game);
      return null;
    },
    [game],
  );

  // Whenever the bot has a task it is weighing it: the move it makes ends the task.
  const isThinking = game !== null && botError === null && botTask(game) !== null;
  return { game, isThinking, botError, start, rematch, clear, play };
}
