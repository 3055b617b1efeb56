// A finished daily game: stores the completion locally, creates its public result once, and shows the end screen.
import { useEffect, useMemo, useState } from 'react';
import { twentyPlusStreak } from '@gridable/common';
import type { PublicResultRequest } from '@gridable/common';
import { getOrCreatePlayerIdentity, listDailyCompletions } from '../../lib/storage';
import { saveCompletion } from './completionRecord';
import { useGetDailySequenceQuery, useGetGameHighScoreQuery } from './dailyApi';
import type { DailyGame } from './dailyGame';
import { DailyEndScreen } from './DailyEndScreen';
import { usePublicResult } from './usePublicResult';

export function DailyResult({ game }: { game: DailyGame }) {
  const [completedAt] = useState(() => new Date().toISOString());
  const [streak, setStreak] = useState(() => twentyPlusStreak(listDailyCompletions()));

  useEffect(() => {
    const { playerUUID } = getOrCreatePlayerIdentity();
    saveCompletion({
      date: game.date,
      gameNumber: game.gameNumber,
      finalScore: game.score,
      gameId: game.gameId,
      playerUUID,
      completedAt,
    });
    // The streak counts today's game only once it is stored.
    setStreak(twentyPlusStreak(listDailyCompletions()));
  }, [game.date, game.gameNumber, game.score, game.gameId, completedAt]);

  const request = useMemo<PublicResultRequest>(
    () => ({
      gameId: game.gameId,
      gameNumber: game.gameNumber,
      gameMode: 'daily_challenge',
      playerGrid: game.grid,
      playerWords: game.words,
      playerScore: game.score,
      completedAt,
    }),
    [game, completedAt],
  );
  const publicResult = usePublicResult(request, false);
  const { data: highScore } = useGetGameHighScoreQuery(game.gameNumber);
  const [{ playerUUID }] = useState(getOrCreatePlayerIdentity);
  const { data: sequence } = useGetDailySequenceQuery(
    { date: game.date, playerUUID },
    { skip: game.date === '' },
  );

  return (
    <DailyEndScreen
      gameNumber={game.gameNumber}
      grid={game.grid}
      words={game.words}
      score={game.score}
      highScore={highScore}
      twentyPlusStreak={streak}
      sequence={sequence ?? null}
      publicResult={publicResult}
    />
  );
}
