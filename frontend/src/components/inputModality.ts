// Whether the player last used a keyboard or a pointer, on <html data-input>. Chromium shows :focus-visible on a
// cell the game focuses for keyboard players even when the player uses a mouse; the grid hides that ring for
// pointer users (see GridBoard.module.css) and keeps it the moment a key is pressed.
export function trackInputModality(): () => void {
  const root = document.documentElement;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    root.dataset.input = 'keyboard';
  };
  const onPointer = () => {
    root.dataset.input = 'pointer';
  };
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
  };
}
