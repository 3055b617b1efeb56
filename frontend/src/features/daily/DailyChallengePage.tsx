// Route component for /daily-challenge (today's game) and /daily-challenge/{gameId} (a DCS- or legacy DC- game).
import { useParams } from 'react-router-dom';
import { DailyChallenge } from './DailyChallenge';

export function DailyChallengePage() {
  const { gameId } = useParams();
  // A new id is a new game: remount so nothing of the previous one lingers.
  return <DailyChallenge key={gameId ?? 'today'} gameId={gameId} />;
}
