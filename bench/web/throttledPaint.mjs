// The first paint and the largest one as the browser itself reports them (its `paint` and
// `largest-contentful-paint` entries), on a line and a processor slowed as Lighthouse's mobile preset
// describes them, but really slowed (Chromium's own throttling) rather than simulated from a fast
// trace: Lighthouse's simulation counts every script fetched before the first paint, even those the
// paint did not wait for (docs/BENCHMARKS.md, ninth round).

/** Lighthouse's mobile preset: 150 ms of round trip, 1.6 Mbit/s down, 750 kbit/s up, a 4× slower CPU. */
const MOBILE_LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const MOBILE_CPU_SLOWDOWN = 4;

/** Waits this long after the load for a late largest paint (data, a web font) to be reported. */
const SETTLE_MS = 3_000;

/** Opens `url` in `page` (a phone's viewport) with an empty cache; gives FCP and LCP in ms. */
export const throttledPaints = async (page, url) => {
  const session = await page.createCDPSession();
  try {
    await session.send('Network.clearBrowserCache');
    await session.send('Network.emulateNetworkConditions', MOBILE_LINE);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          // A page that painted nothing large reports no entry at all.
          setTimeout(() => resolve({ fcp, lcp: Number.NaN }), 1_000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.detach();
  }
};
