/** An SVG line chart of request/find's median and p95 against N (log scale), drawn from the run's figures. */
export const latencyChart = (points, caption) => {
  const width = 640;
  const height = 360;
  const pad = { left: 60, right: 20, top: 30, bottom: 60 };
  const ns = points.map((point) => point.n);
  const maxMs = Math.max(...points.map((point) => point.p95)) * 1.15;
  const minLog = Math.log10(Math.min(...ns));
  const maxLog = Math.max(minLog + 1, Math.log10(Math.max(...ns)));
  const x = (n) => pad.left + ((Math.log10(n) - minLog) / (maxLog - minLog)) * (width - pad.left - pad.right);
  const y = (ms) => height - pad.bottom - (ms / maxMs) * (height - pad.top - pad.bottom);
  const line = (key, color) =>
    `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((point) => `${x(point.n).toFixed(1)},${y(point[key]).toFixed(1)}`).join(' ')}"/>` +
    points
      .map(
        (point) =>
          `<circle cx="${x(point.n).toFixed(1)}" cy="${y(point[key]).toFixed(1)}" r="3" fill="${color}"/>`,
      )
      .join('');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * maxMs);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<title>request/find latency against N (PostgreSQL)</title>
<rect width="100%" height="100%" fill="#fff"/>
<text x="${pad.left}" y="18" font-size="14">request/find page 1, no filter, through the envelope: median and p95 (ms) against N</text>
${ticks.map((ms) => `<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(ms)}" y2="${y(ms)}" stroke="#ddd"/><text x="${pad.left - 6}" y="${y(ms) + 4}" text-anchor="end">${ms.toFixed(0)}</text>`).join('\n')}
${ns.map((n) => `<text x="${x(n)}" y="${height - pad.bottom + 18}" text-anchor="middle">${n.toLocaleString('en')}</text>`).join('\n')}
${line('median', '#0066cc')}
${line('p95', '#cc3300')}
<text x="${width - pad.right - 150}" y="${pad.top + 10}" fill="#0066cc">median</text>
<text x="${width - pad.right - 90}" y="${pad.top + 10}" fill="#cc3300">p95</text>
<text x="${pad.left}" y="${height - 12}" fill="#555">${caption}</text>
</svg>
`;
};
