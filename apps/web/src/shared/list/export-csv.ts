import { ENV } from '../config/environment';

const filenameOf = (disposition: string | null, fallback: string) => {
  const m = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
};

/**
 * Downloads a CSV export through `fetch` so the bearer token travels (a plain link could not
 * send it), then saves it with the server's filename.
 */
export const downloadCsv = async (opts: {
  path: string;
  params?: Record<string, string | number | undefined>;
  token: string | null;
  fallbackName?: string;
}) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.params ?? {}))
    if (v !== undefined && v !== '') qs.set(k, String(v));
  const url = `${ENV.apiBase}${opts.path}${qs.size ? `?${qs}` : ''}`;
  const res = await fetch(url, { headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; errors?: string[] } | null;
    throw Object.assign(new Error(body?.errors?.[0] ?? body?.message ?? `Export failed (${res.status})`), {
      status: res.status,
    });
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filenameOf(res.headers.get('content-disposition'), opts.fallbackName ?? 'export.csv');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
