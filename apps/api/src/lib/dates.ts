export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

export const isoRequired = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** An archivable row's archive state and dates, as every response shows them. */
export const archivableRecordOf = (r: { archivedAt: Date | null; createdAt: Date; updatedAt: Date }) => ({
  archived: r.archivedAt !== null,
  archivedAt: iso(r.archivedAt),
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});
