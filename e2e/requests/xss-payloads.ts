/**
 * Script-injection payloads that set `window.__xss` (or open a dialog) if they ever run: the
 * attack classes of stored and reflected XSS that older ATS products fell to. Each is short
 * enough for a 100-character name field.
 */
export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload=window.__xss=1>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=alert(1)>",
  'javascript:window.__xss=1',
] as const;

/** Rich text (requisition descriptions) may hold HTML: these must come back inert. */
export const RICH_TEXT_PAYLOAD = [
  '<p>Job <b>details</b></p>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">apply here</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=1">hover</div>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
].join('\n');

/** The n-th payload, so different fields carry different ones. */
export const payload = (n: number) => XSS_PAYLOADS[n % XSS_PAYLOADS.length]!;
