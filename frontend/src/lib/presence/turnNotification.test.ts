import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyTurnIfHidden } from './turnNotification';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(() => {
    FakeNotification.permission = 'granted';
    return Promise.resolve(FakeNotification.permission);
  });
  static instances: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.instances.push(this);
  }
}

describe('notifyTurnIfHidden', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeNotification.permission = 'default';
    FakeNotification.instances = [];
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does nothing, and asks nothing, while the tab is visible', async () => {
    await notifyTurnIfHidden("It's your turn", () => false);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('asks for permission only when hidden, then shows a notification that closes after 5 seconds', async () => {
    await notifyTurnIfHidden("It's your turn", () => true);
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    const [notification] = FakeNotification.instances;
    expect(notification?.options.body).toBe("It's your turn");
    vi.advanceTimersByTime(4_999);
    expect(notification?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notification?.close).toHaveBeenCalledOnce();
  });

  it('stays quiet when permission was refused', async () => {
    FakeNotification.permission = 'denied';
    await notifyTurnIfHidden("It's your turn", () => true);
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('on a phone, where a page cannot make notifications, shows it through the service worker', async () => {
    FakeNotification.permission = 'granted';
    vi.stubGlobal(
      'Notification',
      class extends FakeNotification {
        constructor(title: string, options: NotificationOptions) {
          super(title, options);
          throw new TypeError('Illegal constructor');
        }
      },
    );
    const shown = { close: vi.fn() };
    const registration = {
      showNotification: vi.fn(() => Promise.resolve()),
      getNotifications: vi.fn(() => Promise.resolve([shown])),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration) },
    });
    try {
      await notifyTurnIfHidden("It's your turn", () => true);
      expect(registration.showNotification).toHaveBeenCalledWith('Gridable', {
        body: "It's your turn",
        tag: 'gridable-turn',
        data: { url: window.location.pathname },
      });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(shown.close).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
