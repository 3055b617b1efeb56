// After moving to another page, focus goes to the new page's title. The control that led there (a Home button, a
// link) has been replaced, so the browser leaves focus on <body>: a keyboard player's next Tab starts over from the
// header, and a screen reader says nothing of the new page. A page that puts focus somewhere itself (the game
// screen on your move, a dialog that opens by itself) keeps it: only focus left on <body> is moved. A page whose
// title comes after its data is watched for it, until focus goes elsewhere or a while has passed.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageTitle, isFocusLost } from '../components/focusPageTitle';

const WATCH_MS = 10_000;

export function useFocusOnNavigate() {
  const { pathname, search } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    // The page the browser opened with starts at the top, as any page load does.
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    return focusTitleOnceShown();
  }, [pathname, search]);
}

/** Focuses the page's title once it is in the document, unless focus has been put somewhere first. */
function focusTitleOnceShown(): () => void {
  const settled = () => !isFocusLost() || focusPageTitle();
  if (settled()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settled()) stop();
  });
  const timer = setTimeout(stop, WATCH_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
