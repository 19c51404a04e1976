/**
 * The served HTML of some public pages starts with a server-rendered first paint (`#server-shell`,
 * apps/api public-pages.ts) and keeps `#root` hidden behind it. The page removes it when it shows
 * its own content (not its loading state), so the candidate goes from the server's paint straight
 * to the page: no spinner in between, nothing moves.
 */
export const removeServerShell = () => {
  document.getElementById('server-shell')?.remove();
};
