// Reads the server's own event-loop delay from its Prometheus /metrics (prom-client resets it on every scrape).

export interface LoopLag {
  p99Ms: number;
  maxMs: number;
}

/** NaN for servers without /metrics (the baselines). */
export async function scrapeLoopLag(url: string): Promise<LoopLag> {
  try {
    const res = await fetch(`${url}/metrics`);
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
