import {
  elementScroll,
  measureElement,
  observeElementRect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

type ListVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;
type Options = VirtualizerOptions<HTMLDivElement, HTMLTableRowElement>;

/**
 * The virtualiser's measuring, moved out of React's commit: by default it reads the list's
 * size and each new row's height as they are committed, which lays the page out inside the
 * commit's task (one long task: the commit, the new styles and the layout). These read them
 * from a ResizeObserver instead, which reports once the browser has laid the frame out
 * (docs/decisions/2026-11-27-reviewer-pages-answer-at-once.md). Without one (jsdom), the
 * virtualiser's own measuring.
 */
/** Lists the browser has laid out (a ResizeObserver reported them). */
const laidOut = new WeakSet<Element>();

export const observeRectAfterLayout: Options['observeElementRect'] = (instance, report) => {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, report);
  const observer = new Observer(() => {
    laidOut.add(element);
    const { width, height } = element.getBoundingClientRect();
    report({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

/**
 * A row's height: from the ResizeObserver's entry once laid out; as it is committed, the
 * height it had before (scrolled back into view) or the estimate, never a layout. Without
 * layout (a hidden tab, jsdom) a row measures 0: the estimate stays.
 */
export function rowHeightAfterLayout(estimate: number): Options['measureElement'] {
  return (element, entry, instance: ListVirtualizer) => {
    if (entry) return measureElement(element, entry, instance) || estimate;
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    return instance.itemSizeCache.get(key) ?? estimate;
  };
}

/**
 * The virtualiser scrolls its list to where it was as it mounts, which lays the page out: a
 * list not laid out yet is at its top, so a scroll to the top is left out until it is.
 */
export const scrollAfterLayout: Options['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !laidOut.has(element) && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};
