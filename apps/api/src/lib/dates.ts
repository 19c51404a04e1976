export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

export const isoRequired = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
