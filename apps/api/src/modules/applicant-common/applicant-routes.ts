/** Unarchiving happens on the Archived Items pages, for both applicant trackers. */
export const unarchiveAccess = {
  access: { permission: { menuItem: 'archived-items', op: 'edit' } },
} as const;

/** `<base>-YYYY-MM-DD.csv`, the download name of an export. */
export const csvFileName = (base: string) => `${base}-${new Date().toISOString().slice(0, 10)}.csv`;
