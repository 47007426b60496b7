// The visible window of a scrolling element (its scroll offsets and size), for drawing only the rows
// and columns in view.
import { useEffect, useState, type RefObject } from 'react';

export interface Viewport {
  top: number;
  left: number;
  width: number;
  height: number;
}

export function useViewport(ref: RefObject<HTMLElement | null>): Viewport {
  const [vp, setVp] = useState<Viewport>({ top: 0, left: 0, width: 800, height: 600 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setVp((v) =>
        v.top === el.scrollTop &&
        v.left === el.scrollLeft &&
        v.width === el.clientWidth &&
        v.height === el.clientHeight
          ? v
          : { top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight },
      );
    };
    // One update per frame however many scroll events arrive.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = new ResizeObserver(onScroll);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return vp;
}

/** First and last index in view of equal-sized items, with a margin of `overscan` items. */
export function visibleSpan(offset: number, size: number, item: number, count: number, overscan = 3) {
  const first = Math.max(0, Math.floor(offset / item) - overscan);
  const last = Math.min(count - 1, Math.ceil((offset + size) / item) + overscan);
  return [first, last] as const;
}
