import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareNatively, copyText, shareOrCopy } from './share';

function stubNavigator(extra: Partial<Navigator>) {
  for (const [key, value] of Object.entries(extra)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

const content = {
  title: 'Gridable #42',
  text: 'Gridable #42\nScore: 24/32',
  url: 'https://example.test/share/abc',
};

describe('share helpers', () => {
  afterEach(() => {
    for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
    vi.restoreAllMocks();
  });

  it('uses the native share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => true });
    expect(canShareNatively(content)).toBe(true);
    expect(await shareOrCopy(content)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
  });

  it('treats a dismissed share sheet as a quiet cancel', async () => {
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')) });
    expect(await shareOrCopy(content)).toBe('cancelled');
  });

  it("reports any other share failure as 'Failed to share'", async () => {
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    await expect(shareOrCopy(content)).rejects.toThrow('Failed to share');
  });

  it('copies the text when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(canShareNatively(content)).toBe(false);
    expect(await shareOrCopy(content)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.text);
  });

  it("reports 'Failed to copy to clipboard' when neither the clipboard nor the selection copy works", async () => {
    stubNavigator({
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('hello')).rejects.toThrow('Failed to copy to clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
