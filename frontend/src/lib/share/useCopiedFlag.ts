// A flag that turns on when something was copied and off again after docs/PROTOCOL.md §9's 2 s ('Copied!').
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '@gridable/common/constants';

export function useCopiedFlag(
  durationMs: number = COPIED_INDICATOR_MS,
): [isCopied: boolean, markCopied: () => void] {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const markCopied = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsCopied(true);
    // A second copy restarts the full 2 s.
    timer.current = window.setTimeout(() => setIsCopied(false), durationMs);
  }, [durationMs]);

  return [isCopied, markCopied];
}
