// Accessible modal dialog on the native <dialog>: showModal() puts it in the top layer and makes the rest of
// the page inert, so nothing behind it can be clicked, focused or read. It is labelled by its title, keeps Tab
// inside, closes on Escape or a press outside the panel, and gives focus back to where it was.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { getFocusableElements } from './focusable';
import { focusPageTitle } from './focusPageTitle';
import { useIsScrollable } from './useIsScrollable';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown under the body, e.g. Close / Continue buttons. */
  footer?: ReactNode;
  /** Element to focus on open; by default the dialog itself, so reading starts at the title. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md';
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  size = 'md',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const isBodyScrollable = useIsScrollable(bodyRef);
  const titleId = useId();
  const descriptionId = useId();
  // Kept in a ref so a parent re-rendering with a new callback doesn't re-run the open effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; there the dialog is simply open (tests check labels, focus and keys).
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (initialFocusRef?.current ?? dialog).focus();

    // Nested dialogs each save the value they found, so closing them in order restores it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected && previouslyFocused !== document.body) previouslyFocused.focus();
      else focusPageTitle();
    };
    // The dialog opens once per mount: a ref object keeps its identity across renders.
  }, [initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Stop here so an outer dialog (React events bubble up the component tree) doesn't also react.
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    // The page behind is inert already; this keeps Tab cycling in the dialog instead of leaving for the browser UI.
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusable = getFocusableElements(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The browser's own Escape handling: the parent decides whether the dialog closes.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  // The <dialog> covers the viewport around the panel, so a press on it outside the panel is a press outside.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      className={styles.backdrop}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onMouseDown={handleMouseDown}
    >
      <div ref={panelRef} className={`${styles.panel} ${size === 'sm' ? styles.small : ''}`}>
        {/* Plain boxes, not <header>/<footer>: a dialog opened from inside the page's banner (the Rules in the app
            header) would otherwise nest a banner and a contentinfo landmark inside it. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close dialog"
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {/* A body that scrolls takes focus, so a keyboard can scroll it too. */}
        <div
          ref={bodyRef}
          className={styles.body}
          {...(isBodyScrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
