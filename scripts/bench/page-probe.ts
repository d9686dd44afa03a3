/** What the probe records in the page, in the page's own clock (ms since navigation start). */
export interface ProbeData {
  fcp: number | null;
  lcp: number | null;
  /** Layout shifts not caused by input, summed (CLS over the whole visit, which is short). */
  cls: number;
  longTasks: { start: number; duration: number }[];
  /** Every h1 the moment it was first painted (Element Timing). */
  titles: { text: string; renderTime: number }[];
  /** `click` event timestamps. */
  clicks: number[];
  /**
   * Event Timing entries of 16 ms or more that belong to an interaction (a tap, a click, a
   * key): what Chromium's INP is made of. An interaction's latency is its longest entry.
   */
  events: { name: string; interactionId: number; start: number; duration: number }[];
  /** When the last `localStorage.getItem('cases')` returned: the overview's data read. */
  casesReadAt: number | null;
}

declare global {
  interface Window {
    __probe: ProbeData;
  }
}

/**
 * Runs in the page before any of its scripts (Playwright's init script, which the page's
 * CSP does not apply to). Self-contained: Playwright sends its source text.
 */
function installProbe(): void {
  const probe: ProbeData = {
    fcp: null,
    lcp: null,
    cls: 0,
    longTasks: [],
    titles: [],
    clicks: [],
    events: [],
    casesReadAt: null,
  };
  window.__probe = probe;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
    });

  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    probe.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) probe.cls += shift.value;
  });
  observe('longtask', (entry) => {
    probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => {
      const timing = entry as PerformanceEntry & { interactionId?: number };
      if (!timing.interactionId) return;
      probe.events.push({
        name: entry.name,
        interactionId: timing.interactionId,
        start: entry.startTime,
        duration: entry.duration,
      });
    }),
  ).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  observe('element', (entry) => {
    const timing = entry as PerformanceEntry & { renderTime: number; element: Element | null };
    probe.titles.push({
      text: timing.element?.textContent ?? '',
      renderTime: timing.renderTime || timing.startTime,
    });
  });

  // Mark every h1 for Element Timing as it is inserted, before it is painted.
  const mark = (root: ParentNode) => {
    root.querySelectorAll('h1:not([elementtiming])').forEach((h1) => {
      h1.setAttribute('elementtiming', 'title');
    });
  };
  new MutationObserver(() => mark(document)).observe(document, { childList: true, subtree: true });

  document.addEventListener('click', (event) => probe.clicks.push(event.timeStamp), true);

  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const value = getItem.call(this, key);
    if (key === 'cases' && this === window.localStorage) probe.casesReadAt = performance.now();
    return value;
  };
}

/**
 * The probe as init-script source. The script runner keeps function names with a `__name`
 * helper that exists only in Node, so the page gets a stand-in.
 */
export const PROBE_SCRIPT = `const __name = (target) => target; (${installProbe.toString()})();`;

/** Total blocking time: the part of every long task after first paint beyond 50 ms. */
export function totalBlockingTime(probe: ProbeData): number {
  const from = probe.fcp ?? 0;
  return probe.longTasks
    .filter((task) => task.start + task.duration > from)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/** The longest task in what the probe saw (0 when none was over 50 ms). */
export function longestTask(probe: ProbeData): number {
  return Math.max(0, ...probe.longTasks.map((task) => task.duration));
}

/**
 * The latency Chromium's INP would give the interaction around the click at `clickTime` (its
 * `timeStamp`): the longest Event Timing entry of that interaction (pointerdown, pointerup,
 * click), from the input to the next frame painted after its handlers ran. 0 when every entry
 * stayed under 16 ms, the observer's threshold.
 */
export function interactionLatency(probe: ProbeData, clickTime: number): number {
  // A click's pointerdown comes a few milliseconds before it; its own entry has its timeStamp.
  const ids = new Set(
    probe.events
      .filter((entry) => entry.start > clickTime - 200 && entry.start <= clickTime + 1)
      .map((entry) => entry.interactionId),
  );
  return Math.max(
    0,
    ...probe.events.filter((entry) => ids.has(entry.interactionId)).map((entry) => entry.duration),
  );
}
