/** 15 → "15 seconds", 60 → "1 minute", 90 → "1 min 30 s". */
export const durationLabel = (seconds: number) => {
  if (seconds < 60) return `${seconds} seconds`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (s) return `${m} min ${s} s`;
  return m === 1 ? '1 minute' : `${m} minutes`;
};
