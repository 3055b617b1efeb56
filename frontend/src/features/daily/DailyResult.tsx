// The player's own finished daily game: stores a live day's completion locally, creates its public result once per
// browser, and shows the end screen with the par, the countdown and statistics.
import { useEffect, useMemo, useState } from 'react';
import { betterThanPercent, twentyPlusStreak } from '@gridable/common/rules';
import type { PublicResultRequest } from '@gridable/common';
import { getOrCreatePlayerIdentity, listDailyCompletions } from '../../lib/storage';
import { restoreCompletions } from '../../lib/serverCompletions';
import { saveCompletion } from './completionRecord';
import {
  useGetDailySequenceQuery,
  useGetGameHighScoreQuery,
  useGetGameScoreDistributionQuery,
} from './dailyApi';
import type { DailyGame } from './dailyGame';
import { DailyEndScreen } from './DailyEndScreen';
import { DayDonePanel } from './DayDonePanel';
import { usePublicResult } from './usePublicResult';
import { useBestGrid } from './useBestGrid';

export function DailyResult({ game }: { game: DailyGame }) {
  const [completedAt] = useState(() => new Date().toISOString());
  const [streak, setStreak] = useState(() => twentyPlusStreak(listDailyCompletions()));

  useEffect(() => {
    // An archive play is not that day's live result: it never counts for this browser's streaks.
    if (game.archive) return;
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
    // It runs across devices: the days this player finished on another one are the server's to tell.
    let isCurrent = true;
    restoreCompletions(playerUUID).then(
      () => isCurrent && setStreak(twentyPlusStreak(listDailyCompletions())),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [game.date, game.gameNumber, game.score, game.gameId, game.archive, completedAt]);

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
  const { data: distribution } = useGetGameScoreDistributionQuery(game.gameNumber);
  const [{ playerUUID }] = useState(getOrCreatePlayerIdentity);
  const { data: day } = useGetDailySequenceQuery({ date: game.date, playerUUID }, { skip: game.date === '' });
  const bestGrid = useBestGrid(game.grid);

  return (
    <DailyEndScreen
      gameNumber={game.gameNumber}
      grid={game.grid}
      words={game.words}
      score={game.score}
      highScore={highScore}
      countsForHighScore={game.countsForHighScore}
      betterThanPercent={distribution ? betterThanPercent(distribution, game.score) : null}
      twentyPlusStreak={streak}
      sequence={day?.letters ?? null}
      par={day?.par ?? null}
      parPlay={day?.parPlay ?? null}
      archive={game.archive}
      day={game.date}
      publicResult={publicResult}
      extras={
        <DayDonePanel
          showCountdown={!game.archive}
          openStatsOnceFor={game.archive || game.date === '' ? null : game.date}
        />
      }
      bestGrid={bestGrid}
      reviewTo={`/review/${game.gameId}`}
    />
  );
}
