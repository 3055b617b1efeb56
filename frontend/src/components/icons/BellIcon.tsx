// A bell drawn as inline SVG, not the 🔔 emoji: a glyph the text font lacks sends the browser through every family
// of the font stack and then to the system's colour-emoji font (a file of several MB) before the first screen can
// be laid out. The drawing is as tall as the text around it and in its colour.
export function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9m-4.3 13a2 2 0 0 1-3.4 0" />
    </svg>
  );
}
