/** `2026-12-01` → "Dec 1, 2026" in the reader's locale; empty for none. */
export const formatDate = (iso: string | null | undefined) =>
  iso
    ? new Date(`${iso.slice(0, 10)}T00:00:00`).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : '—';

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The public job page of a requisition, as candidates open it. */
export const publicJobUrl = (id: string) => `${window.location.origin}/interviews/requisition/${id}`;
