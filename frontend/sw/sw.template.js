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
const TURN_ASK = __TURN_ASK__;
/** The markers around a page's shell and its head additions, as the server writes them (common/src/appShells.ts). */
const MARKERS = __SHELL_MARKERS__;
/** Every web route, in the server's order, with its pattern as a regular expression: the first a path matches is its page. */
const PAGE_ROUTES = __PAGE_ROUTES__.map(([route, source]) => [route, new RegExp(source)]);
/** The pages whose HTML is their own, by route: the address that HTML is cached at. Every other page's is Home's. */
const SHELLED = __SHELLED_PAGES__;

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

/** The route `pathname` is a page of, or null for none (the not-found page). */
function routeOf(pathname) {
  const found = PAGE_ROUTES.find(([, pattern]) => pattern.test(pathname));
  return found ? found[0] : null;
}

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
    const route = routeOf(url.pathname);
    const own = (route !== null && SHELLED[route]) || null;
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
 * Whether an open window of the app told the player of this turn push's turn already (a hidden game tab
 * notifies at once; the push comes ~30 s later). Each is asked over its own channel; one that has not answered
 * in time (frozen, suspended, or with no game to answer for) counts as no. Every window is asked: Chromium
 * gives a window's url as the address it was loaded at, not the page the app has since moved it to.
 */
function toldInAWindow(windows, message) {
  let unanswered = windows.length;
  if (!message.turn || !unanswered) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, TURN_ASK.timeoutMs, false);
    for (const w of windows) {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => {
        if (data || !--unanswered) {
          clearTimeout(timer);
          resolve(data);
        }
      };
      w.postMessage({ type: TURN_ASK.type, gameId: message.gameId, turn: message.turn }, [channel.port2]);
    }
  });
}

self.addEventListener('push', (event) => {
  let message = { title: 'Gridable', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something.
  }
  const target = new URL(message.url || '/', self.location.origin).pathname;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      // The app open on Home (or any page) hears of it too: the hub shows the turn now, not at its next
      // 30 s read.
      windows.forEach((w) => w.postMessage({ type: PUSH_MESSAGE, kind: message.kind }));
      // The player is looking at that very game (a nudge, a rematch offer): the page says it already, a
      // notification would only buzz the phone in their hand. Chromium asks for none while a tab of the
      // app is visible.
      const watching = windows.some(
        (w) => w.focused && w.visibilityState === 'visible' && new URL(w.url).pathname === target,
      );
      if (watching && message.gameId) return undefined;
      return toldInAWindow(windows, message).then((told) =>
        self.registration.showNotification(message.title, {
          body: message.body,
          icon: '/icons/icon-192.png',
          // The status bar draws the badge from its alpha: the grid's silhouette, not the square app icon.
          badge: '/icons/badge-96.png',
          tag: message.gameId ? `${GAME_TAG_PREFIX}${message.gameId}` : message.kind,
          // One notification per game, but news in it (the next turn, a nudge) alerts again rather than
          // silently replacing the one still unread. A turn a tab told the player of already does not alert
          // twice; yet a push must leave a notification when its event ends (else Chrome shows its own
          // "updated in the background" notice, and Safari ends the subscription after a few), so a silent
          // one shows, and the tab takes it down once the browser has counted it (lib/pwa/turnAsk.ts).
          renotify: !told,
          silent: told,
          data: { url: message.url },
        }),
      );
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
  ).href;
  const pathOf = (url) => new URL(url).pathname;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => pathOf(w.url) === pathOf(target));
      if (open) return open.focus();
      // The app open on another page (Home, another game): that window goes to the game, rather than a
      // second copy of the app opening beside it. Only a window this worker controls can be navigated.
      const app = windows.find(
        (w) => typeof w.navigate === 'function' && w.url.startsWith(self.location.origin),
      );
      if (app)
        return app
          .focus()
          .then((focused) => focused.navigate(target))
          .catch(() => self.clients.openWindow(target));
      return self.clients.openWindow(target);
    }),
  );
});
