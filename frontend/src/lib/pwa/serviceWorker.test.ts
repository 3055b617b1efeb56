// The service worker's push and notification-click handlers, run from its template against a fake worker scope.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { APP_SHELL_MARKERS, SHELLED_PAGES, WEB_APP_ROUTES, findWebRoute } from '@gridable/common';
import { PUSH_ARRIVED_MESSAGE } from './pushArrived';
import { WINDOW_ASK } from './windowAsk';
import { workerSource } from '../../../pwa';

const ORIGIN = 'https://gridable.test';
const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../../../sw/sw.template.js'), 'utf8');
// The worker as the build writes it, with the definitions it shares with the server filled in.
const WORKER = workerSource({ version: 'test', precache: [] });

/** What a window answers the worker's "did you tell the player of this turn?"; undefined: it never answers. */
type TurnAnswer = (ask: { gameId?: string; turn?: string }) => boolean | undefined;

interface FakeWindow {
  /** The address the window was loaded at: what Chromium gives as its url, wherever the app moved it since. */
  url: string;
  /** The page it shows now (location.pathname): what it answers the worker. */
  shows: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
  postMessage: (message: unknown, transfer?: FakePort[]) => void;
}

interface FakePort {
  postMessage: (data: unknown) => void;
}

/** MessageChannel as the worker uses it: what port2 is sent arrives at port1's onmessage, a moment later. */
class FakeMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2: FakePort = {
    postMessage: (data) => queueMicrotask(() => this.port1.onmessage?.({ data })),
  };
}

/** A window of the app showing `pathname`; `loadedAt` is where it was loaded, when the app moved it since. */
function appWindow(
  pathname: string,
  {
    focused = false,
    visibilityState = 'hidden',
    answer = () => false,
    loadedAt = pathname,
  }: Partial<Pick<FakeWindow, 'focused' | 'visibilityState'>> & {
    answer?: TurnAnswer;
    loadedAt?: string;
  } = {},
): FakeWindow {
  const win: FakeWindow = {
    url: `${ORIGIN}${loadedAt}`,
    shows: pathname,
    focused,
    visibilityState,
    focus: vi.fn(() => Promise.resolve(win)),
    navigate: vi.fn((url: string) => {
      win.url = url;
      win.shows = new URL(url).pathname;
      return Promise.resolve(win);
    }),
    postMessage: vi.fn((message: unknown, transfer?: FakePort[]) => {
      const ask = message as { type: string; gameId?: string; turn?: string };
      if (ask.type !== WINDOW_ASK.type) return;
      const told = answer(ask);
      if (told !== undefined) transfer?.[0]?.postMessage({ path: win.shows, told });
    }),
  };
  return win;
}

type Handler = (event: Record<string, unknown>) => void;

/** `cachedHome` is the cached `/`; `cachedDaily` the cached `/daily-challenge`; `cached`, any other by URL. */
function startWorker(
  windows: FakeWindow[] = [],
  cachedHome?: Response,
  cachedDaily?: Response,
  cached: Record<string, Response> = {},
) {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const posted: { url: string; body: unknown }[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    posted.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return Promise.resolve(new Response('{}'));
  };
  const setAppBadge = vi.fn((_count?: number) => Promise.resolve());
  const scope = {
    location: { origin: ORIGIN },
    navigator: { setAppBadge },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
      pushManager: {
        subscribe: (options: PushSubscriptionOptionsInit) =>
          Promise.resolve(
            fakeSubscription(`${PUSH_SERVICE}/renewed`, options.applicationServerKey as string),
          ),
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  // The worker's whole script: compiled as a function whose `self` is the fake scope.
  const source = WORKER;
  const caches = {
    match: (key: string) =>
      Promise.resolve(
        (
          cached[key] ?? (key === '/daily-challenge' ? cachedDaily : key === '/' ? cachedHome : undefined)
        )?.clone(),
      ),
  };
  const run = compileFunction(source, ['self', 'fetch', 'caches', 'MessageChannel']) as (
    self: unknown,
    f: typeof fetch,
    c: typeof caches,
    m: typeof FakeMessageChannel,
  ) => void;
  run(scope, fetch, caches, FakeMessageChannel);

  /** Dispatches one event and resolves once the work it handed to waitUntil is done. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (message: object) => dispatch('push', { data: { json: () => message } });
  /** Dispatches a push and leaves its work running: for a wait the test moves on with fake timers. */
  const pushPending = (message: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get('push')?.({
      data: { json: () => message },
      waitUntil: (promise: Promise<unknown>) => (work = promise),
    });
    return work;
  };
  const click = (url: string) =>
    dispatch('notificationclick', { notification: { data: { url }, close: () => undefined } });
  const subscriptionChanged = (event: Record<string, unknown>) => dispatch('pushsubscriptionchange', event);
  /** The page the worker answers a navigation to `pathname` with. */
  const navigate = async (pathname: string): Promise<Response> => {
    let answer: Promise<Response> | undefined;
    handlers.get('fetch')?.({
      request: { method: 'GET', url: `${ORIGIN}${pathname}`, mode: 'navigate' },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    if (!answer) throw new Error(`the worker left ${pathname} to the network`);
    return answer;
  };
  return { shown, opened, posted, push, pushPending, click, subscriptionChanged, navigate, setAppBadge };
}

const PUSH_SERVICE = 'https://push.example.net';

function fakeSubscription(endpoint: string, key = 'server-key') {
  const keys = { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` };
  return { endpoint, options: { applicationServerKey: key }, toJSON: () => ({ endpoint, keys }) };
}

const yourTurn = {
  kind: 'your-turn',
  title: 'Your turn',
  body: 'Game ABCDE: round 3',
  url: '/game/ABCDE',
  gameId: 'ABCDE',
  turn: '1:3:choose',
};

/** Whether each notification shown alerted (a sound, a buzz, a banner again) or came silently. */
const alerts = (shown: { options: NotificationOptions }[]) =>
  shown.map((n) => {
    const { renotify, silent } = n.options as { renotify?: boolean; silent?: boolean };
    return silent === true && renotify !== true ? 'silent' : 'alert';
  });
/** A game tab left hidden that notified the player of `toldTurn` (its own notification, at once). */
const toldTab = (toldTurn: string) =>
  appWindow('/game/ABCDE', { answer: (ask) => ask.gameId === 'ABCDE' && ask.turn === toldTurn });

describe('the service worker', () => {
  it('alerts again on news in a game whose earlier notification is still unread', async () => {
    const worker = startWorker();
    await worker.push(yourTurn);
    await worker.push({ ...yourTurn, kind: 'nudge', title: 'Nudge' });
    expect(
      worker.shown.map((n): unknown[] => [n.options.tag, (n.options as { renotify?: boolean }).renotify]),
    ).toEqual([
      ['game-ABCDE', true],
      ['game-ABCDE', true],
    ]);
  });

  it('badges the notification with a silhouette, which Android draws from its alpha alone', async () => {
    const worker = startWorker();
    await worker.push(yourTurn);
    const badge = worker.shown[0]?.options.badge ?? '';
    const png = readFileSync(path.resolve(import.meta.dirname, '../../../public', `.${badge}`));
    // The icons are 8-bit RGBA PNGs of one IDAT chunk, one filter byte a row (scripts/pwa-icons.ts draws them so).
    const size = png.readUInt32BE(16);
    const rows = inflateSync(png.subarray(41, png.length - 16));
    const alphaAt = (x: number, y: number) => rows[y * (size * 4 + 1) + 1 + x * 4 + 3];
    // The gap between the middle tiles shows through; a tile is solid. The square app icon would be a blank
    // white square in the status bar.
    expect(alphaAt(size / 2, size / 2)).toBe(0);
    expect(alphaAt(Math.round(size * 0.2), Math.round(size * 0.2))).toBe(255);
  });

  it("marks the app's icon when a game waits on the player, and not for other news", async () => {
    const worker = startWorker();
    await worker.push({ ...yourTurn, kind: 'rematch', title: 'Rematch?' });
    expect(worker.setAppBadge).not.toHaveBeenCalled();
    await worker.push(yourTurn);
    await worker.push({ ...yourTurn, kind: 'nudge', title: 'Nudge' });
    // A plain mark: the worker cannot count the games; the app makes it a number when it next looks.
    expect(worker.setAppBadge.mock.calls).toEqual([[], []]);
  });

  it("tells the app's open windows of each push, so Home shows the turn at once", async () => {
    const home = appWindow('/');
    const worker = startWorker([home]);
    await worker.push(yourTurn);
    expect(home.postMessage).toHaveBeenCalledWith({ type: PUSH_ARRIVED_MESSAGE, kind: 'your-turn' });
    expect(worker.shown).toHaveLength(1);
  });

  it('does not buzz for a game the player is looking at, but does for one in the background', async () => {
    const nudge = { ...yourTurn, kind: 'nudge', title: 'Your opponent nudged you' };
    const looking = appWindow('/game/ABCDE', { focused: true, visibilityState: 'visible' });
    const worker = startWorker([looking]);
    await worker.push(nudge);
    expect(worker.shown).toEqual([]);
    // The page still hears of it.
    expect(looking.postMessage).toHaveBeenCalledWith({ type: PUSH_ARRIVED_MESSAGE, kind: 'nudge' });

    // The same game in a tab left in the background, or another game in front: the notification shows.
    const behind = startWorker([appWindow('/game/ABCDE')]);
    await behind.push(nudge);
    const elsewhere = startWorker([appWindow('/game/OTHER', { focused: true, visibilityState: 'visible' })]);
    await elsewhere.push(nudge);
    expect([...behind.shown, ...elsewhere.shown].map((n) => n.options.tag)).toEqual([
      'game-ABCDE',
      'game-ABCDE',
    ]);
  });

  it('does not buzz for a game the player reached inside the app, and does once they moved on', async () => {
    const nudge = { ...yourTurn, kind: 'nudge', title: 'Your opponent nudged you' };
    // Home, then a tap on the game: Chromium still gives the window's url as "/".
    const reached = startWorker([
      appWindow('/game/ABCDE', { loadedAt: '/', focused: true, visibilityState: 'visible' }),
    ]);
    await reached.push(nudge);
    expect(reached.shown).toEqual([]);

    // Opened at the game, then back to Home inside the app: the game is not what they see.
    const left = startWorker([
      appWindow('/', { loadedAt: '/game/ABCDE', focused: true, visibilityState: 'visible' }),
    ]);
    await left.push(nudge);
    expect(left.shown.map((n) => n.options.tag)).toEqual(['game-ABCDE']);
  });

  it('goes by the address a window was loaded at when it does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const frozen = appWindow('/game/ABCDE', {
        focused: true,
        visibilityState: 'visible',
        answer: () => undefined,
      });
      const worker = startWorker([frozen]);
      const work = worker.pushPending({ ...yourTurn, kind: 'nudge', title: 'Nudge', turn: undefined });
      await vi.advanceTimersByTimeAsync(WINDOW_ASK.timeoutMs);
      await work;
      expect(worker.shown).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not alert twice for the turn a hidden game tab told the player of, but does for the next', async () => {
    const worker = startWorker([toldTab('1:3:choose')]);
    await worker.push(yourTurn);
    // Still a notification (a push that shows none gets Chrome's generic notice), but a silent one.
    expect(alerts(worker.shown)).toEqual(['silent']);
    expect(worker.shown[0]?.options.tag).toBe('game-ABCDE');

    // The letter is out: placing it is a later turn, which the tab has not told of.
    await worker.push({ ...yourTurn, turn: '1:3:place' });
    // News that is no turn is not asked about: the tab's notification said nothing of a nudge.
    await worker.push({ ...yourTurn, kind: 'nudge', title: 'Nudge', turn: undefined });
    expect(alerts(worker.shown)).toEqual(['silent', 'alert', 'alert']);
  });

  it('alerts when the tab that told of a turn is the other seat of the game, or on another game', async () => {
    // Both players on one device: the other seat's tab told its player of its own turn in the same round.
    const otherGame = appWindow('/game/OTHER', {
      answer: (ask) => ask.gameId === 'OTHER' && ask.turn === '1:3:choose',
    });
    const worker = startWorker([toldTab('2:3:choose'), otherGame]);
    await worker.push(yourTurn);
    expect(alerts(worker.shown)).toEqual(['alert']);
  });

  it('asks a tab the app moved to the game after loading it elsewhere', async () => {
    // Chromium gives a window's url as the address it was loaded at: the game opened from Home is still "/".
    const movedThere = appWindow('/game/ABCDE', {
      loadedAt: '/',
      answer: (ask) => ask.gameId === 'ABCDE' && ask.turn === '1:3:choose',
    });
    const worker = startWorker([movedThere]);
    await worker.push(yourTurn);
    expect(alerts(worker.shown)).toEqual(['silent']);
  });

  it('counts a frozen tab as not having told, once it has been silent for a moment', async () => {
    vi.useFakeTimers();
    try {
      const frozen = appWindow('/game/ABCDE', { answer: () => undefined });
      const worker = startWorker([frozen]);
      const work = worker.pushPending(yourTurn);
      await vi.advanceTimersByTimeAsync(WINDOW_ASK.timeoutMs - 1);
      expect(worker.shown).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await work;
      expect(alerts(worker.shown)).toEqual(['alert']);

      // With a second tab that told of the turn, its word is enough: no wait for the frozen one.
      const two = startWorker([appWindow('/game/ABCDE', { answer: () => undefined }), toldTab('1:3:choose')]);
      const quiet = two.pushPending(yourTurn);
      await vi.advanceTimersByTimeAsync(0);
      await quiet;
      expect(alerts(two.shown)).toEqual(['silent']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the server when the push service replaces the subscription, proving it with the old secret', async () => {
    const worker = startWorker();
    const old = fakeSubscription(`${PUSH_SERVICE}/old`);
    // Firefox hands over only the old subscription: the worker subscribes anew with the same server key.
    await worker.subscriptionChanged({ oldSubscription: old, newSubscription: null });
    expect(worker.posted).toEqual([
      {
        url: '/api/push/resubscribe',
        body: {
          oldEndpoint: `${PUSH_SERVICE}/old`,
          oldAuth: `auth-of-${PUSH_SERVICE}/old`,
          subscription: fakeSubscription(`${PUSH_SERVICE}/renewed`).toJSON(),
        },
      },
    ]);
  });

  it('takes the app already open on Home to the game, instead of opening a second copy', async () => {
    const home = appWindow('/');
    const worker = startWorker([home]);
    await worker.click('/game/ABCDE');
    expect(home.focus).toHaveBeenCalled();
    expect(home.url).toBe(`${ORIGIN}/game/ABCDE`);
    expect(worker.opened).toEqual([]);
  });

  it('focuses the game when it is open already, and opens it when the app is not', async () => {
    const home = appWindow('/');
    const game = appWindow('/game/ABCDE');
    const open = startWorker([home, game]);
    await open.click('/game/ABCDE');
    expect(game.focus).toHaveBeenCalled();
    expect(home.navigate).not.toHaveBeenCalled();
    expect(open.opened).toEqual([]);

    const closed = startWorker([]);
    await closed.click('/game/ABCDE');
    expect(closed.opened).toEqual([`${ORIGIN}/game/ABCDE`]);
  });

  it('focuses the tab the app moved to the game after loading it elsewhere, rather than loading it again', async () => {
    const home = appWindow('/');
    const movedThere = appWindow('/game/ABCDE', { loadedAt: '/' });
    const worker = startWorker([home, movedThere]);
    await worker.click('/game/ABCDE');
    expect(movedThere.focus).toHaveBeenCalled();
    expect(home.focus).not.toHaveBeenCalled();
    expect([home, movedThere].flatMap((w) => vi.mocked(w.navigate).mock.calls)).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('on a click, waits for no other window once one says it shows the game; a silent one goes by its url', async () => {
    vi.useFakeTimers();
    try {
      const frozen = appWindow('/', { answer: () => undefined });
      const movedThere = appWindow('/game/ABCDE', { loadedAt: '/' });
      const quick = startWorker([frozen, movedThere]);
      const click = quick.click('/game/ABCDE');
      await vi.advanceTimersByTimeAsync(0);
      await click;
      expect(movedThere.focus).toHaveBeenCalled();

      // Only a frozen tab, loaded at the game: after the wait, focused as before.
      const loadedThere = appWindow('/game/ABCDE', { answer: () => undefined });
      const slow = startWorker([loadedThere]);
      const late = slow.click('/game/ABCDE');
      await vi.advanceTimersByTimeAsync(WINDOW_ASK.timeoutMs - 1);
      expect(loadedThere.focus).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await late;
      expect(loadedThere.focus).toHaveBeenCalled();
      expect(loadedThere.navigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers another page from the cached one with that page's security headers, without Home's shell", async () => {
    const csp = "default-src 'self';script-src 'self' 'sha256-abc';frame-ancestors 'self'";
    const home = new Response('<div id="root"><!--app-shell--><h1>Home</h1><!--/app-shell--></div>', {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': csp,
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        ETag: '"home"',
      },
    });
    const page = await startWorker([], home).navigate('/move-device');
    expect(await page.text()).toBe('<div id="root"></div>');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // Home's own validator would describe other bytes.
    expect(page.headers.get('etag')).toBeNull();
  });
  it("answers another page without Home's preloads and CSS, so it loads its own code first", async () => {
    const home = new Response(
      '<head><title>Gridable</title>' +
        '<!--app-shell-head--><link rel="modulepreload" crossorigin href="/assets/GamesHub-1.js">' +
        '<style>.hub{}</style><!--/app-shell-head--></head>' +
        '<body><div id="root"><!--app-shell--><h1>Home</h1><!--/app-shell--></div></body>',
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
    const page = await startWorker([], home).navigate('/game/ABCDE');
    expect(await page.text()).toBe('<head><title>Gridable</title></head><body><div id="root"></div></body>');
  });
  it("answers the daily, today's or a given game, from its own cached HTML, shell and early script and all", async () => {
    const home = new Response(
      '<head></head><div id="root"><!--app-shell--><h1>Home</h1><!--/app-shell--></div>',
    );
    const dailyHtml =
      '<head><!--app-shell-head--><script type="module" async src="/assets/dailyStart-1.js"></script>' +
      '<!--/app-shell-head--></head><div id="root"><!--app-shell--><h1>Round 1</h1><!--/app-shell--></div>';
    const daily = new Response(dailyHtml);
    const worker = startWorker([], home, daily);
    expect(await (await worker.navigate('/daily-challenge')).text()).toBe(dailyHtml);
    expect(await (await worker.navigate('/daily-challenge/DCS-abc')).text()).toBe(dailyHtml);
    // The archive is another page: made from /, without Home's shell.
    expect(await (await worker.navigate('/daily-challenge/archive')).text()).toBe(
      '<head></head><div id="root"></div>',
    );
  });

  it('takes the shell markers, the routes and which pages have HTML of their own from their one definition', () => {
    // Hard-coded here, a marker or route changed for the server would silently break offline pages.
    expect(TEMPLATE).not.toContain('app-shell');
    expect(TEMPLATE).not.toContain('daily-challenge');
    expect(WORKER).not.toMatch(/__[A-Z_]+__/);
  });

  it("answers every page of the app with the HTML the server would, less any other page's shell", async () => {
    const { start, end, headStart, headEnd } = APP_SHELL_MARKERS;
    // Each shelled page's HTML as the server writes it (backend/src/http/appShell.ts), with these markers.
    const htmlOf = (url: string) =>
      `<head><title>Gridable</title>${headStart}<style>.p${url.length}{}</style>${headEnd}</head>` +
      `<body><div id="root">${start}<h1>${url}</h1>${end}</div></body>`;
    const cached = Object.fromEntries(SHELLED_PAGES.map(({ url }) => [url, new Response(htmlOf(url))]));
    const worker = startWorker([], undefined, undefined, cached);
    const bare = '<head><title>Gridable</title></head><body><div id="root"></div></body>';
    const samples = [...WEB_APP_ROUTES.map((route) => route.replace(/:(\w+)\??/g, 'x1')), '/nope', '/game'];
    for (const pathname of samples) {
      const shelled = SHELLED_PAGES.find(({ route }) => route === findWebRoute(pathname)?.pattern);
      const answer = await (await worker.navigate(pathname)).text();
      expect(answer, pathname).toBe(shelled ? htmlOf(shelled.url) : bare);
    }
  });
});
