/** Latency figures of a steady load, in ms. */
export interface LoadFigures {
  p50: number;
  p99: number;
  max: number;
  non200: number;
}

/** The value at percentile `p` (0-100) of ascending `sorted`. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** One endpoint of a load run. */
export interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * GETs each target at a steady `rate` per second for `seconds` in total, in alternating
 * one-second slices (A, B, A, B, ...), so the baseline and the measured route meet the same
 * machine load even when other work on the machine comes and goes. Open loop: a slow answer
 * does not delay the next request, so queueing shows in the tail.
 */
export async function interleavedLoad(
  targets: readonly Target[],
  rate: number,
  seconds: number,
): Promise<LoadFigures[]> {
  const latencies = targets.map((): number[] => []);
  const non200 = targets.map(() => 0);
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const t0 = performance.now();
  const total = rate * seconds * targets.length;
  for (let i = 0; i < total; i++) {
    const slot = Math.floor(i / rate) % targets.length;
    const target = targets[slot] as Target;
    const wait = t0 + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const s = performance.now();
    pending.push(
      fetch(target.url, { headers: target.headers }).then(
        async (r) => {
          await r.arrayBuffer();
          if (r.status !== 200) non200[slot] = (non200[slot] ?? 0) + 1;
          latencies[slot]?.push(performance.now() - s);
        },
        () => {
          non200[slot] = (non200[slot] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return latencies.map((l, slot) => {
    l.sort((a, b) => a - b);
    return {
      p50: percentile(l, 50),
      p99: percentile(l, 99),
      max: percentile(l, 100),
      non200: non200[slot] as number,
    };
  });
}
