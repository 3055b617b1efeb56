// Gridable's service worker (filled in at build by pwa.ts). The app shell (with the HTML of / and of the daily)
// is precached per version and served cache-first, so Home, the rules, the word checker and a game against the
// computer open offline. A new version installs beside the old one and waits: it takes over the next time the
// app is launched.
// /api and /socket.io are never cached: game state always comes from the server.
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const CACHE = `gridable-shell-${VERSION}`;
const PUSH_MESSAGE = __PUSH_MESSAGE__;
const GAME_TAG_PREFIX = __GAME_TAG_PREFIX__;
const WINDOW_ASK = __WINDOW_ASK__;
/** The markers around a page's shell and its head additions, as the server writes them (common/src/appShells.ts). */
const MARKERS = __SHELL_MARKERS__;
/**
 * Every web route, in the server's order, as its pattern's regular expression and, for a page whose HTML is its
 * own, the address that HTML is cached at (every other page's is Home's): the first a path matches is its page.
 */
const PAGES = __PAGES__.map(([source, own]) => [new RegExp(source), own]);

self.addEventListener('install', (event) => {
  // Hashed assets never change under their URL; the rest (the pages' HTML, the icons) may have been kept by the
  // HTTP cache from before this version, so they are asked for again rather than copied from it.
  const requests = PRECACHE.map((url) =>
    url.startsWith('/assets/') ? url : new Request(url, { cache: 'no-cache' }),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('gridable-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  // The page's "Restart now": the waiting version takes over at once.
  if (event.data === 'skip-waiting') self.skipWaiting();
});

/**
 * The cached page's security headers go with every page made from it: without them a page the worker answers
 * (most visits, once it is installed) had no Content-Security-Policy and could be framed by any site.
 */
const PAGE_SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
];

/** `html` without what lies from `start` to `end` (the last `end` when `toLast`); as it was if either is missing. */
function cut(html, start, end, toLast) {
  const from = html.indexOf(start);
  if (from < 0) return html;
  const to = toLast ? html.lastIndexOf(end) : html.indexOf(end, from);
  return to < from ? html : html.slice(0, from) + html.slice(to + end.length);
}

function pageHeaders(cached) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const name of PAGE_SECURITY_HEADERS) {
    const value = cached.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (request.mode === 'navigate') {
    // Every route is the one-page app: the HTML this version cached, else the network. The daily's own HTML is
    // cached too: its shell paints at once and its early script asks for the game before the app has started.
    const found = PAGES.find(([pattern]) => pattern.test(url.pathname));
    const own = (found && found[1]) || null;
    event.respondWith(
      caches.match(own || '/', { cacheName: CACHE }).then((page) => {
        if (!page) return fetch(request);
        if (own) return page;
        // The cached HTML carries Home's prerendered first screen and, in its head, Home's preloads and CSS:
        // another page must not paint Home first, nor load Home's code and styles before its own.
        return page
          .text()
          .then(
            (html) =>
              new Response(
                cut(cut(html, MARKERS.headStart, MARKERS.headEnd, false), MARKERS.start, MARKERS.end, true),
                { headers: pageHeaders(page.headers) },
              ),
          );
      }),
    );
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
});

/**
 * Asks each open window of the app, over its own channel, what it shows (Chromium gives a window's `url` as the
 * address it was loaded at, not the page the app has moved it to since) and whether it told the player of
 * `ask.turn` in `ask.gameId` itself (a hidden game tab notifies at once; the turn push comes ~30 s later).
 * Resolves with the answers by window once all have answered, one answer is `enough`, or the time is up: a
 * window that has not answered by then (frozen, suspended, an older build) has none (see `shows`).
 */
function askWindows(windows, ask, enough) {
  const answers = new Map();
  return new Promise((resolve) => {
    const done = () => resolve(answers);
    const timer = setTimeout(done, WINDOW_ASK.timeoutMs);
    if (!windows.length) done();
    for (const w of windows) {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => {
        answers.set(w, data || {});
        if (enough(w, answers) || answers.size === windows.length) {
          clearTimeout(timer);
          done();
        }
      };
      w.postMessage({ ...ask, type: WINDOW_ASK.type }, [channel.port2]);
    }
  });
}

/** Whether window `w` shows the page at `path`: as it said, else as the address it was loaded at says. */
function shows(w, answers, path) {
  return (answers.has(w) ? answers.get(w).path : new URL(w.url).pathname) === path;
}

/**
 * A game now waits on the player: the icon says so with a plain mark (the worker cannot count the games; the app
 * makes it a number the next time it looks, lib/pwa/appBadge.ts). Only once the notification is up: Chromium's
 * headless shell, which has no badges, ends the worker at this call, and the notification must never depend on
 * the badge. Where badges are not supported, nothing.
 */
function markIcon(kind) {
  if (kind !== 'your-turn' && kind !== 'nudge') return undefined;
  try {
    if (self.navigator && self.navigator.setAppBadge)
      return self.navigator.setAppBadge().catch(() => undefined);
  } catch {
    // Refused outright: the notification says it all the same.
  }
  return undefined;
}

self.addEventListener('push', (event) => {
  let message = { title: 'Gridable', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something.
  }
  const target = new URL(message.url || '/', self.location.origin).pathname;
  // The player is looking at that very game (a nudge, a rematch offer): the page says it already, a
  // notification would only buzz the phone in their hand. Chromium asks for none while a tab of the app is
  // visible.
  const watching = (w, answers) => w.focused && w.visibilityState === 'visible' && shows(w, answers, target);
  const told = (w, answers) => answers.has(w) && answers.get(w).told === true;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      // The app open on Home (or any page) hears of it too: the hub shows the turn now, not at its next
      // 30 s read.
      windows.forEach((w) => w.postMessage({ type: PUSH_MESSAGE, kind: message.kind }));
      // News of no game is for no window to answer.
      const asked = message.gameId
        ? askWindows(
            windows,
            { gameId: message.gameId, turn: message.turn },
            (w, answers) => watching(w, answers) || told(w, answers),
          )
        : Promise.resolve(new Map());
      return asked.then((answers) => {
        if (message.gameId && windows.some((w) => watching(w, answers))) return undefined;
        const quiet = windows.some((w) => told(w, answers));
        return self.registration
          .showNotification(message.title, {
            body: message.body,
            icon: '/icons/icon-192.png',
            // The status bar draws the badge from its alpha: the grid's silhouette, not the square app icon.
            badge: '/icons/badge-96.png',
            tag: message.gameId ? `${GAME_TAG_PREFIX}${message.gameId}` : message.kind,
            // One notification per game, but news in it (the next turn, a nudge) alerts again rather than
            // silently replacing the one still unread. A turn a tab told the player of already does not alert
            // twice; yet a push must leave a notification when its event ends (else Chrome shows its own
            // "updated in the background" notice, and Safari ends the subscription after a few), so a silent
            // one shows, and the tab takes it down once the browser has counted it (lib/pwa/windowAsk.ts).
            renotify: !quiet,
            silent: quiet,
            data: { url: message.url },
          })
          .then(() => markIcon(message.kind));
      });
    }),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  // The push service replaced (or expired) this browser's subscription: without a word to the server every
  // push from then on goes to the dead endpoint, and a player who never opens Home (where the page says its
  // subscription again) hears of no turn. The old subscription's secret proves to the server it is ours.
  const old = event.oldSubscription;
  if (!old) return;
  const oldKeys = old.toJSON().keys || {};
  const renewed = event.newSubscription
    ? Promise.resolve(event.newSubscription)
    : (old.options && old.options.applicationServerKey
        ? Promise.resolve(old.options.applicationServerKey)
        : fetch('/api/push/vapid-public-key')
            .then((res) => res.json())
            .then((body) => body.publicKey)
      ).then((applicationServerKey) =>
        self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      );
  event.waitUntil(
    renewed
      .then((subscription) =>
        fetch('/api/push/resubscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            oldEndpoint: old.endpoint,
            oldAuth: oldKeys.auth,
            subscription: subscription.toJSON(),
          }),
        }),
      )
      .catch(() => undefined),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  const onTarget = (w, answers) => shows(w, answers, target.pathname);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) =>
      askWindows(windows, {}, onTarget).then((answers) => {
        // The tab that shows the game already, even one the app moved there after loading it elsewhere.
        const open = windows.find((w) => onTarget(w, answers));
        if (open) return open.focus();
        // The app open on another page (Home, another game): that window goes to the game, rather than a
        // second copy of the app opening beside it. Only a window this worker controls can be navigated.
        const app = windows.find(
          (w) => typeof w.navigate === 'function' && w.url.startsWith(self.location.origin),
        );
        if (app)
          return app
            .focus()
            .then((focused) => focused.navigate(target.href))
            .catch(() => self.clients.openWindow(target.href));
        return self.clients.openWindow(target.href);
      }),
    ),
  );
});
