import { type RefObject, useEffect } from 'react';

/**
 * Keeps notifications clear of action bars (issue 18, defect 4: a notification covered the
 * builders' sticky Save button). Each registered bar that is on screen lifts the notification
 * stack above its top edge, through the `--ats-notify-offset` CSS variable the provider reads.
 */
const bars = new Set<HTMLElement>();
const GAP = 8;
let frame = 0;

const update = () => {
  frame = 0;
  const viewport = window.innerHeight;
  let offset = 0;
  for (const el of bars) {
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= viewport || r.height === 0) continue;
    offset = Math.max(offset, viewport - r.top + GAP);
  }
  document.documentElement.style.setProperty('--ats-notify-offset', `${Math.round(offset)}px`);
};

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(update);
};

/** Registers an action bar (e.g. a sticky Save bar) that notifications must never cover. */
export const useNotificationsClearOf = (ref: RefObject<HTMLElement | null>, active = true) => {
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    bars.add(el);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      bars.delete(el);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      schedule();
    };
  }, [ref, active]);
};
