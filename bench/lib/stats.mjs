/** The value below which a share `q` (0…1) of the sorted samples lies (nearest rank). */
export const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
export const median = (samples) => quantile(samples, 0.5);
export const p95 = (samples) => quantile(samples, 0.95);

/** Times `run` `times` times after `warmup` unmeasured runs; milliseconds. */
export const timed = async (run, { times = 30, warmup = 3 } = {}) => {
  for (let i = 0; i < warmup; i++) await run();
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
};
