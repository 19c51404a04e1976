export type DiffRow =
  | { kind: 'same'; left: string; right: string; leftNo: number; rightNo: number }
  | {
      kind: 'changed';
      left: string | null;
      right: string | null;
      leftNo: number | null;
      rightNo: number | null;
    };

/**
 * Two texts line by line, aligned on their longest common subsequence; removed and added
 * lines that sit together are paired on one row, as a side-by-side diff shows them.
 */
export const lineDiff = (a: string, b: string): DiffRow[] => {
  const x = a.split('\n');
  const y = b.split('\n');
  const n = x.length;
  const m = y.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const rows: DiffRow[] = [];
  let removed: [string, number][] = [];
  let added: [string, number][] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1) {
      const l = removed[k];
      const r = added[k];
      rows.push({
        kind: 'changed',
        left: l?.[0] ?? null,
        right: r?.[0] ?? null,
        leftNo: l?.[1] ?? null,
        rightNo: r?.[1] ?? null,
      });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      flush();
      rows.push({ kind: 'same', left: x[i]!, right: y[j]!, leftNo: i + 1, rightNo: j + 1 });
      i += 1;
      j += 1;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push([y[j]!, j + 1]);
      j += 1;
    } else {
      removed.push([x[i]!, i + 1]);
      i += 1;
    }
  }
  flush();
  return rows;
};
