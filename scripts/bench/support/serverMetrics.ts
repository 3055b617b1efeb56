// Reads the server's own event-loop delay from its Prometheus /metrics (prom-client resets it on every scrape).

export interface LoopLag {
  p99Ms: number;
  maxMs: number;
}

/** /metrics is served on the app port only behind METRICS_TOKEN: benchmarks start servers with this one. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-not-secret';

/** NaN for servers without /metrics (the baselines). */
export async function scrapeLoopLag(url: string): Promise<LoopLag> {
  try {
    const res = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    if (!res.ok) return { p99Ms: Number.NaN, maxMs: Number.NaN };
    const text = await res.text();
    const read = (name: string): number => {
      const m = new RegExp(`^gridable_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text);
      return m?.[1] ? Number(m[1]) * 1000 : Number.NaN;
    };
    return { p99Ms: read('p99'), maxMs: read('max') };
  } catch {
    return { p99Ms: Number.NaN, maxMs: Number.NaN };
  }
}
