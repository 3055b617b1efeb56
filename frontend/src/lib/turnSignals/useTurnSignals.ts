// Turn signals: while the player must choose or place, the tab title starts with "(Your turn)" and the
// favicon wears a badge; otherwise both are plain. Pages put the returned title in their <title>.
import { useEffect } from 'react';
import { turnTitle } from '@gridable/common/rules';

export const PLAIN_FAVICON = '/favicon.svg';
export const TURN_FAVICON = '/favicon-turn.svg';

/** Points the page's icon link at the badged or the plain favicon. */
export function setFaviconBadge(on: boolean, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const href = on ? TURN_FAVICON : PLAIN_FAVICON;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** The page title with the turn prefix when `yourTurn`; the favicon badge follows, and is cleared on leaving. */
export function useTurnSignals(title: string, yourTurn: boolean): string {
  useEffect(() => {
    setFaviconBadge(yourTurn);
    return () => setFaviconBadge(false);
  }, [yourTurn]);
  return turnTitle(title, yourTurn);
}
