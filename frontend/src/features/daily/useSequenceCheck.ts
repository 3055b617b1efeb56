// docs/PROTOCOL.md §4: one second after the game starts, check that the day's letter sequence exists (it is shown at the end).
import { useEffect } from 'react';
import { SEQUENCE_CHECK_DELAY_MS } from '@gridable/common/constants';
import { useLazyGetDailySequenceQuery } from './dailyApi';

export function useSequenceCheck(date: string | null) {
  const [checkSequence] = useLazyGetDailySequenceQuery();
  useEffect(() => {
    if (!date) return;
    const timer = window.setTimeout(() => {
      checkSequence({ date }, true)
        .unwrap()
        .catch((error: unknown) => console.warn(`No letter sequence for ${date}`, error));
    }, SEQUENCE_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [date, checkSequence]);
}
