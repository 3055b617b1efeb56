// 'Next Gridable in 05:23:10', ticking each second to the player's local midnight; past it, the way to the new day.
import { useEffect, useState } from 'react';
import { msUntilNextLocalMidnight, nextGridableText } from '@gridable/common/rules';
import { DAY_DONE_LABELS } from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { playerToday } from '../../lib/timeZone';
import { serverNow, serverNowMs } from '../../lib/clock/serverClock';

export interface NextGridableCountdownProps {
  className?: string;
  /** The day just finished (YYYY-MM-DD); when it is already past (finished after midnight), the next one is out. */
  day?: string | null;
}

export function NextGridableCountdown({ className, day = null }: NextGridableCountdownProps) {
  // The midnight after the screen was shown: the one this countdown is for, fixed once. A game begun before
  // midnight and finished after it has its next Gridable out already: counting to tonight would hide it a day.
  const [nextAt] = useState(() =>
    day !== null && day < playerToday()
      ? serverNowMs()
      : serverNowMs() + msUntilNextLocalMidnight(serverNow()),
  );
  const [now, setNow] = useState(() => serverNow());
  const isOut = now.getTime() >= nextAt;
  useEffect(() => {
    if (isOut) return;
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, [isOut]);
  if (isOut) {
    // Counting on to the midnight after would leave "Come back tomorrow" standing over a day already out. The
    // screens around this one were loaded for the old day, so the new one gets a fresh page.
    return (
      <div className={className} role="status">
        <p>{DAY_DONE_LABELS.nextOut}</p>
        <Button size="lg" onClick={() => window.location.assign('/daily-challenge')}>
          {DAY_DONE_LABELS.playToday}
        </Button>
      </div>
    );
  }
  // Not a live region: a screen reader announcing every second would drown everything else.
  return <p className={className}>{nextGridableText(nextAt - now.getTime())}</p>;
}
