// The frontend's test files share one jsdom per worker (isolate: false). What a file leaves running (a timer, an
// interval, a listener on window or document, a BroadcastChannel) would otherwise act in whichever file runs next:
// a stopped game's read landing in another file's fetch mock, a storage listener dispatching to a dead store.
// So everything of that kind a file starts is stopped when the file ends, and what the app's own code (or the
// file's) left running for good (an interval, a listener, a channel) fails that file, naming it and where the
// leftover was started: never the next file.
//
// The libraries loaded once per worker keep theirs: React's scheduler and React DOM hold state across files (a
// cleared scheduler timer would leave it waiting forever), as do jsdom, testing-library and vitest.

/** Where a leftover was made, told apart by the first frame outside this file. */
type Owner = 'app' | 'library' | 'shared';

interface Leftover {
  readonly what: string;
  readonly owner: Owner;
  readonly made: Error;
  readonly stop: () => void;
}

interface FileLeaks {
  begin(file: string): void;
  /** Stops what the file left running; the leftovers its own code made, described. */
  end(): string[];
}

const SHARED_LIBRARIES =
  /node_modules\/(?:\.pnpm\/)?(?:scheduler|react|react-dom|jsdom|@testing-library|vitest|@vitest|tinyspy)\//;
const GUARD_KEY = Symbol.for('gridable.fileLeaks');

export function fileLeaks(): FileLeaks {
  const global = globalThis as typeof globalThis & { [GUARD_KEY]?: FileLeaks };
  global[GUARD_KEY] ??= install();
  return global[GUARD_KEY];
}

function install(): FileLeaks {
  let file = '';
  const alive = new Map<unknown, Leftover>();

  const track = (key: unknown, what: string, stop: () => void): void => {
    if (!file) return;
    const made = new Error(what);
    alive.set(key, { what, owner: ownerOf(made), made, stop });
  };

  wrapTimers(track, (key) => alive.delete(key));
  wrapListeners(window, 'window', track, (key) => alive.delete(key));
  wrapListeners(document, 'document', track, (key) => alive.delete(key));
  wrapBroadcastChannel(track, (key) => alive.delete(key));

  let restoreDocument = () => undefined as void;
  return {
    begin(name) {
      file = name;
      restoreDocument = snapshotDocument();
    },
    end() {
      restoreDocument();
      // The same leftover made at the same place, counted once.
      const leaks = new Map<string, number>();
      for (const [key, leftover] of [...alive]) {
        if (leftover.owner === 'shared') continue;
        alive.delete(key);
        leftover.stop();
        // A timeout still waiting may be one a slower run had not yet reached: it is stopped, but failing the
        // file for it would fail it by the machine's speed. What never ends by itself fails it every time.
        if (leftover.owner !== 'app' || leftover.what.startsWith('a setTimeout')) continue;
        const told = `${leftover.what}, started at\n${framesOf(leftover.made)}`;
        leaks.set(told, (leaks.get(told) ?? 0) + 1);
      }
      file = '';
      return [...leaks].map(([told, times]) => (times > 1 ? `${times} × ${told}` : told));
    },
  };
}

/**
 * cleanup() empties the body after each test; what a file put in <head> (a theme-color meta, a title) or on
 * <html> and <body> (data-theme, lang, classes, styles) stayed for the next file. Put back as the file found it.
 */
function snapshotDocument(): () => void {
  const head = [...document.head.childNodes];
  const attributes = [document.documentElement, document.body].map((element) => ({
    element,
    was: [...element.attributes].map(({ name, value }) => [name, value] as const),
  }));
  const title = document.title;
  return () => {
    document.head.replaceChildren(...head);
    for (const { element, was } of attributes) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of was) element.setAttribute(name, value);
    }
    document.title = title;
  };
}

function ownerOf(made: Error): Owner {
  const caller = callerFrames(made)[0] ?? '';
  if (SHARED_LIBRARIES.test(caller)) return 'shared';
  if (caller.includes('/node_modules/')) return 'library';
  return 'app';
}

/** The stack below this file's wrappers. */
function callerFrames(made: Error): string[] {
  return (made.stack ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('fileLeaks.ts'));
}

function framesOf(made: Error): string {
  return callerFrames(made)
    .filter((line) => !line.includes('/node_modules/'))
    .slice(0, 6)
    .join('\n');
}

type Track = (key: unknown, what: string, stop: () => void) => void;
type Untrack = (key: unknown) => void;

function wrapTimers(track: Track, untrack: Untrack): void {
  const real = {
    setTimeout: globalThis.setTimeout,
    setInterval: globalThis.setInterval,
    clearTimeout: globalThis.clearTimeout,
    clearInterval: globalThis.clearInterval,
  };
  // Node's timers are objects that also stand for a number (clearTimeout accepts either): keyed by the number.
  const keyOf = (handle: unknown): unknown =>
    handle !== null && typeof handle === 'object' ? Number(handle) : handle;

  const wrappedTimeout = function setTimeout(callback: unknown, ms?: number, ...args: unknown[]) {
    if (typeof callback !== 'function') return real.setTimeout(callback as () => void, ms, ...args);
    const handle = real.setTimeout(
      (...callArgs: unknown[]) => {
        untrack(keyOf(handle));
        return (callback as (...a: unknown[]) => unknown)(...callArgs);
      },
      ms,
      ...args,
    );
    track(keyOf(handle), `a setTimeout of ${ms ?? 0} ms`, () => real.clearTimeout(handle));
    return handle;
  };
  const wrappedInterval = function setInterval(callback: unknown, ms?: number, ...args: unknown[]) {
    const handle = real.setInterval(callback as () => void, ms, ...args);
    track(keyOf(handle), `a setInterval of ${ms ?? 0} ms`, () => real.clearInterval(handle));
    return handle;
  };
  Object.assign(wrappedTimeout, real.setTimeout);
  Object.assign(wrappedInterval, real.setInterval);
  globalThis.setTimeout = wrappedTimeout as typeof globalThis.setTimeout;
  globalThis.setInterval = wrappedInterval as typeof globalThis.setInterval;
  globalThis.clearTimeout = function clearTimeout(handle) {
    untrack(keyOf(handle));
    real.clearTimeout(handle);
  };
  globalThis.clearInterval = function clearInterval(handle) {
    untrack(keyOf(handle));
    real.clearInterval(handle);
  };
}

function wrapListeners(target: EventTarget, name: string, track: Track, untrack: Untrack): void {
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  // One key per (type, listener, capture), as the DOM counts them.
  const keys = new Map<string, Map<unknown, object>>();
  const keyOf = (type: string, listener: unknown, options?: boolean | EventListenerOptions) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    const byListener = keys.get(`${type}/${capture}`) ?? new Map<unknown, object>();
    keys.set(`${type}/${capture}`, byListener);
    const key = byListener.get(listener) ?? {};
    byListener.set(listener, key);
    return key;
  };
  target.addEventListener = (type, listener, options) => {
    add(type, listener, options);
    if (!listener) return;
    const signal = typeof options === 'object' ? options.signal : undefined;
    if (signal?.aborted) return;
    const key = keyOf(type, listener, options);
    track(key, `a "${type}" listener on ${name}`, () => remove(type, listener, options));
    signal?.addEventListener('abort', () => untrack(key), { once: true });
    // A once-listener removes itself when it hears its event.
    if (typeof options === 'object' && options.once)
      add(type, () => untrack(key), { once: true, capture: Boolean(options.capture) });
  };
  target.removeEventListener = (type, listener, options) => {
    remove(type, listener, options);
    if (listener) untrack(keyOf(type, listener, options));
  };
}

function wrapBroadcastChannel(track: Track, untrack: Untrack): void {
  const Real = globalThis.BroadcastChannel;
  if (!Real) return;
  globalThis.BroadcastChannel = class TrackedBroadcastChannel extends Real {
    constructor(name: string) {
      super(name);
      track(this, `a BroadcastChannel "${name}"`, () => super.close());
    }
    override close(): void {
      untrack(this);
      super.close();
    }
  };
}
