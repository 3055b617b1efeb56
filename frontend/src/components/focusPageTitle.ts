// Puts focus on the page's title (its h1), for the moments the browser would otherwise leave it on <body>: a dialog
// whose opener is gone closes, or a new page replaces the control that led to it. A keyboard or screen reader user
// then carries on from the page they are on, and hears where that is, rather than starting from the document's top.

/** Focuses the page's h1 if there is one; says whether it did. */
export function focusPageTitle(): boolean {
  const title = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!title) return false;
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  title.focus();
  return true;
}

/** Focus is nowhere in particular: on <body>, where the browser puts it when the focused element goes away. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
