// 'Next Gridable in 05:23:10', ticking each second to the player's local midnight.
import { useEffect, useState } from 'react';
import { msUntilNextLocalMidnight, nextGridableText } from '@gridable/common';

export function NextGridableCountdown({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Not a live region: a screen reader announcing every second would drown everything else.
  return <p className={className}>{nextGridableText(msUntilNextLocalMidnight(now))}</p>;
}
