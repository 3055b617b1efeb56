// Route component for /daily-challenge-simple: starts (or resumes) today's DCS- game.
import { DailyChallenge } from './DailyChallenge';

export function DailyChallengeSimplePage() {
  return <DailyChallenge />;
}
