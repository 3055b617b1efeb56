// In-page instruments for timing a tap to the frame that shows its effect, as a player on a phone feels it.
//
// A probe is armed on a page with what the page must show (a selector, and text it must contain); a probe that
// starts on the page's next click takes that click's timestamp as its start. Once the page shows the effect, the
// next frame is awaited (requestAnimationFrame, then a task: the frame has been painted by then) and that moment
// is the probe's end. Times are wall-clock milliseconds (timeOrigin + now), so an effect on another page (the
// opponent's screen) is timed from this page's tap.
//
// React's DevTools hook, which the production build calls on each commit, counts the components that rendered:
// a fiber reconciled in the commit whose PerformedWork flag is set (what React DevTools itself reads). A DOM
// mutation count and the Event Timing API's durations (what INP is made of) come along for comparison.
// A string, not a function: tsx's transform would put helpers into a serialised function that the page lacks.
export const TAP_PROBE_SCRIPT = `(() => {
  const wallNow = () => performance.timeOrigin + performance.now();
  const taps = { renders: 0, commits: 0, mutations: 0, eventDurations: [], probes: new Map() };
  window.__taps = taps;

  const PERFORMED_WORK = 1;
  // Function, class, forwardRef and simple memo components (a memo with a compare renders an inner fiber).
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  function renderedIn(fiber) {
    let count = 0;
    const stack = [fiber];
    while (stack.length > 0) {
      const parent = stack.pop();
      // Children untouched by this commit keep the previous tree's child list.
      if (parent.alternate !== null && parent.child === parent.alternate.child) continue;
      for (let child = parent.child; child !== null; child = child.sibling) {
        const mounted = child.alternate === null;
        if (COMPONENT_TAGS.has(child.tag) && (mounted || (child.flags & PERFORMED_WORK) !== 0)) count++;
        stack.push(child);
      }
    }
    return count;
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      taps.commits++;
      taps.renders += renderedIn(root.current);
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };

  function shows(probe) {
    for (const element of document.querySelectorAll(probe.selector)) {
      if (probe.text === null || (element.textContent || '').includes(probe.text)) return true;
    }
    return false;
  }
  function check() {
    for (const probe of taps.probes.values()) {
      if (probe.seen || (probe.startsOnClick && probe.start === null) || !shows(probe)) continue;
      probe.seen = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          probe.end = wallNow();
          probe.renders = taps.renders - probe.renders0;
          probe.mutations = taps.mutations - probe.mutations0;
          probe.done();
        }, 0),
      );
    }
  }
  taps.arm = (id, selector, text, startsOnClick) => {
    const probe = { selector, text, startsOnClick, start: null, end: null, seen: false,
      renders0: taps.renders, mutations0: taps.mutations, renders: 0, mutations: 0 };
    probe.ended = new Promise((resolve) => (probe.done = resolve));
    // An effect already on screen would time nothing: the caller hears of it and waits for a clean state.
    if (shows(probe)) return false;
    taps.probes.set(id, probe);
    return true;
  };
  // The probe's figures once it has ended, or null after timeoutMs: awaited by the caller, not polled, so
  // waiting costs the slowed page nothing.
  taps.result = async (id, timeoutMs) => {
    const probe = taps.probes.get(id);
    if (!probe) return null;
    let timer;
    const timedOut = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([probe.ended, timedOut]);
    clearTimeout(timer);
    if (probe.end === null) return null;
    taps.probes.delete(id);
    return { start: probe.start, end: probe.end, renders: probe.renders, mutations: probe.mutations };
  };
  taps.takeEventDurations = () => taps.eventDurations.splice(0);

  document.addEventListener('click', (event) => {
    for (const probe of taps.probes.values())
      if (probe.startsOnClick && probe.start === null) probe.start = performance.timeOrigin + event.timeStamp;
    check();
  }, true);
  new MutationObserver((records) => {
    taps.mutations += records.length;
    check();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) taps.eventDurations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
})();`;
