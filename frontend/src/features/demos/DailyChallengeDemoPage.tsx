// /daily-challenge-demo: the daily end screen with canned data; its share link is made through the demo endpoint.
import { useMemo, useState } from 'react';
import { scoreGrid } from '@gridable/common/rules';
import type { Grid, PublicResultRequest } from '@gridable/common';
import { DailyEndScreen, usePublicResult } from '../daily';

const DEMO_GAME_ID = 'daily-challenge-demo';
const DEMO_GAME_NUMBER = 42;
const DEMO_ROWS = ['HARE', 'ONCE', 'TEAL', 'SKIT'];
const DEMO_GRID: Grid = DEMO_ROWS.map((row) => Array.from(row));
const DEMO_SEQUENCE = ['H', 'R', 'N', 'E', 'T', 'A', 'K', 'I'];
const DEMO_HIGH_SCORE = 29;
const DEMO_TWENTY_PLUS_STREAK = 3;

export function DailyChallengeDemoPage() {
  const [completedAt] = useState(() => new Date().toISOString());
  const { total, words } = useMemo(() => scoreGrid(DEMO_GRID), []);
  const request = useMemo<PublicResultRequest>(
    () => ({
      gameId: DEMO_GAME_ID,
      gameNumber: DEMO_GAME_NUMBER,
      gameMode: 'demo',
      playerGrid: DEMO_GRID,
      playerWords: words,
      playerScore: total,
      completedAt,
    }),
    [words, total, completedAt],
  );
  const publicResult = usePublicResult(request, true);

  return (
    <DailyEndScreen
      gameNumber={DEMO_GAME_NUMBER}
      grid={DEMO_GRID}
      words={words}
      score={total}
      highScore={DEMO_HIGH_SCORE}
      twentyPlusStreak={DEMO_TWENTY_PLUS_STREAK}
      sequence={DEMO_SEQUENCE}
      publicResult={publicResult}
    />
  );
}
