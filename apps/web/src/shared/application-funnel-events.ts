import type { TApplicationEvent, TApplicationSource, TApplicationStep } from '@ats/contract';
import { ENV } from './config/environment';

/**
 * Funnel events of the public application flow (no React here: the served job page's script
 * uses them too; pages use `useStepFunnel`) (docs/decisions/application-flow.md#funnel-events): the
 * job page and each step report a view, and an abandonment when the tab is hidden or closed
 * before the step is done; completions are recorded by the server at each submit. A random
 * visitor id (this device) ties them together; nothing personal is sent.
 */
const VISITOR_KEY = 'ats-visitor';
const SOURCE_KEY = 'ats-source';

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const visitorId = (): string => {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = randomId();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return randomId();
  }
};

/** utm_* and the referrer of the first page of this visit (the job page), kept for the session. */
export const captureSource = (): TApplicationSource => {
  try {
    const saved = sessionStorage.getItem(SOURCE_KEY);
    if (saved) return JSON.parse(saved) as TApplicationSource;
    const q = new URLSearchParams(window.location.search);
    const clip = (v: string | null, n: number) =>
      v ? v.replace(/[^\p{L}\p{N} ._\-/:?=&%]/gu, '').slice(0, n) : undefined;
    const ref =
      document.referrer && !document.referrer.startsWith(window.location.origin) ? document.referrer : '';
    const source: TApplicationSource = {
      ...(q.get('utm_source') ? { utmSource: clip(q.get('utm_source'), 100) } : {}),
      ...(q.get('utm_medium') ? { utmMedium: clip(q.get('utm_medium'), 100) } : {}),
      ...(q.get('utm_campaign') ? { utmCampaign: clip(q.get('utm_campaign'), 100) } : {}),
      ...(ref ? { referrer: clip(ref, 500) } : {}),
    };
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify(source));
    return source;
  } catch {
    return {};
  }
};

const sendFunnelEvent = (event: TApplicationEvent) => {
  void fetch(`${ENV.apiBase}/applications/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => undefined);
};

/**
 * Reports a step's view now, and its abandonment (with the time spent) if the page is left or
 * hidden before the step is done (`isDone`). `complete` reports the completion of steps whose
 * completion only the browser knows (job-description → Apply); `stop` forgets the page.
 */
export const watchStep = (
  requisitionId: string,
  step: TApplicationStep,
  isDone: () => boolean = () => false,
) => {
  const shownAt = Date.now();
  const base = { requisitionId, visitorId: visitorId(), step, source: captureSource() };
  const spent = () => Math.min(86_400_000, Date.now() - shownAt);
  sendFunnelEvent({ ...base, kind: 'view' });
  let finished = false;
  const leave = () => {
    if (finished || isDone()) return;
    finished = true;
    sendFunnelEvent({ ...base, kind: 'abandon', msOnStep: spent() });
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  return {
    complete: (kind: 'complete' = 'complete') => {
      finished = true;
      sendFunnelEvent({ ...base, kind, msOnStep: spent() });
    },
    stop: () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    },
  };
};
