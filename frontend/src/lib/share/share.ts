// Sharing and copying text: the native share sheet when the browser has one, else the clipboard (docs/PROTOCOL.md §2, §8).

export const SHARE_MESSAGES = Object.freeze({
  copyFailed: 'Failed to copy to clipboard',
  shareFailed: 'Failed to share',
});

/** A share or copy that did not happen; its message is the docs/PROTOCOL.md §8 text to show. */
export class ShareError extends Error {
  override name = 'ShareError';
}

export interface ShareContent {
  text: string;
  title?: string;
  url?: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** Whether the browser offers a native share sheet for this content. */
export function canShareNatively(content?: ShareContent): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  // canShare is missing in some browsers that still share text; treat its absence as a yes.
  return typeof navigator.canShare !== 'function' || content === undefined || navigator.canShare(content);
}

export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission refused or not focused: the selection fallback below may still work.
  }
  if (!copyWithSelection(text)) throw new ShareError(SHARE_MESSAGES.copyFailed);
}

/** Opens the share sheet; the person dismissing it is not an error, so it resolves 'cancelled'. */
export async function shareNatively(content: ShareContent): Promise<'shared' | 'cancelled'> {
  try {
    await navigator.share(content);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw new ShareError(SHARE_MESSAGES.shareFailed);
  }
}

/** Native share if available, else copy `content.text` to the clipboard. */
export async function shareOrCopy(content: ShareContent): Promise<ShareOutcome> {
  if (canShareNatively(content)) return shareNatively(content);
  await copyText(content.text);
  return 'copied';
}

// Older browsers and non-secure origins have no async clipboard: copy through a selected, off-screen text area.
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
