/** An enumeration whose labels (and optional descriptions) are written once, here. */
export type Labelled = Record<string, { label: string; description?: string }>;

export const keysOf = <T extends Labelled>(e: T) =>
  Object.keys(e) as [keyof T & string, ...(keyof T & string)[]];

export const labelOf = <T extends Labelled>(e: T, key: string | null | undefined): string =>
  key && key in e ? (e[key] as { label: string }).label : (key ?? '');

export const optionsOf = <T extends Labelled>(e: T) =>
  Object.entries(e).map(([value, { label, description }]) => ({ value, label, description }));
