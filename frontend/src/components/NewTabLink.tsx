// A link that opens in a new tab without giving the new page a handle on this one, and says so to screen readers.
import type { AnchorHTMLAttributes } from 'react';

export function NewTabLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
