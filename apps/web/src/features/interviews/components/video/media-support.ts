import englishMessages from './messages/en.json';

/** What the browser can record, chosen by support: WebM (VP9/VP8 + Opus) or MP4 (H.264 + AAC, Safari). */
const CANDIDATES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
];

export const pickMimeType = (): string | null => {
  if (typeof MediaRecorder === 'undefined') return null;
  return CANDIDATES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
};

export const canRecord = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined' &&
  pickMimeType() !== null;

/** Browser family and major version, e.g. "Chrome 131" (never the whole user agent). */
export const browserName = (ua = typeof navigator === 'undefined' ? '' : navigator.userAgent) => {
  const m = ua.match(/(Edg|Firefox|OPR)\/(\d+)/) ?? ua.match(/(Chrome|Chromium)\/(\d+)/);
  if (m) return `${{ Edg: 'Edge', OPR: 'Opera' }[m[1] as string] ?? m[1]} ${m[2]}`.slice(0, 60);
  const safari = ua.match(/Version\/(\d+).*Safari/);
  return safari ? `Safari ${safari[1]}` : 'Unknown browser';
};

/**
 * How to allow the camera again, for the candidate's browser: the recorder message keys of its
 * steps (`cameraHelp.<family>.stepN`).
 */
export const permissionHelpKeys = (browser = browserName()): string[] => {
  const family = browser.startsWith('Firefox')
    ? 'firefox'
    : browser.startsWith('Safari')
      ? 'safari'
      : 'chromium';
  return [1, 2, 3].map((n) => `cameraHelp.${family}.step${n}`);
};

/** The same steps in English. */
export const permissionHelp = (browser = browserName()): string[] =>
  permissionHelpKeys(browser).map((key) =>
    String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], englishMessages)),
  );

/** A quick look at a take's first bytes: a WebM (EBML) or MP4 (ftyp) header with some content. */
export const looksLikeVideo = async (blob: Blob) => {
  if (blob.size < 1024) return false;
  const head = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
  const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  const ftyp = String.fromCharCode(...head.slice(4, 8)) === 'ftyp';
  return ebml || ftyp;
};
