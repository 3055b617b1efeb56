// 'Share Results': the text to paste, with Share to App (when the browser can) and Copy to Clipboard.
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/toast/useToast';
import { canShareNatively, copyText, ShareError, SHARE_MESSAGES, shareNatively } from '../../lib/share';
import styles from './ShareResultsDialog.module.css';

export interface ShareResultsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** Still creating the result link: sharing waits a moment so the link is in the text. */
  isPreparing: boolean;
  /** Why the link could not be made, shown under the text (the text then goes without it). */
  linkError: string | null;
}

export function ShareResultsDialog({
  open,
  onClose,
  title,
  text,
  isPreparing,
  linkError,
}: ShareResultsDialogProps) {
  const toast = useToast();
  const canShare = canShareNatively({ title, text });

  async function handleShare() {
    try {
      const outcome = await shareNatively({ title, text });
      if (outcome === 'shared') onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, SHARE_MESSAGES.shareFailed),
        variant: 'destructive',
      });
    }
  }

  async function handleCopy() {
    try {
      await copyText(text);
      toast({ title: 'Results copied!' });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, SHARE_MESSAGES.copyFailed),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share Results"
      size="sm"
      footer={
        <>
          {canShare ? (
            <Button variant="secondary" disabled={isPreparing} onClick={() => void handleShare()}>
              Share to App
            </Button>
          ) : null}
          <Button disabled={isPreparing} onClick={() => void handleCopy()}>
            Copy to Clipboard
          </Button>
        </>
      }
    >
      {isPreparing ? (
        <p className={styles.preparing} role="status">
          Making your result link...
        </p>
      ) : (
        <pre className={styles.preview} aria-label="Results to share">
          {text}
        </pre>
      )}
      {linkError ? <p className={styles.note}>{linkError}</p> : null}
    </Dialog>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ShareError ? error.message : fallback;
}
