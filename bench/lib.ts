/** Shared measuring helpers for the benchmarks. */
import { readFileSync } from 'node:fs';

export const MiB = 1024 * 1024;

/** Prints the figures as readable lines, then (last line of stdout) one JSON object of them. */
export function report(title: string, figures: Record<string, number | string | boolean>): void {
  console.log(`\n${title}`);
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures)) {
    console.log(`  ${k.padEnd(width)}  ${typeof v === 'number' ? round(v) : v}`);
  }
  console.log(JSON.stringify(figures));
}

export function round(n: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `p` % of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Resident set size of a process in bytes (Linux /proc), or NaN when it has gone. */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak seen. */
export function sampleRss(pid: number, everyMs = 20): { stop: () => number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    const r = rssOf(pid);
    if (r > peak || Number.isNaN(peak)) peak = r;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Reads `--flag value` style options with defaults; numbers stay numbers. */
export function flags<T extends Record<string, number | string>>(argv: readonly string[], defaults: T): T {
  const out: Record<string, number | string> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const key = a.slice(2);
    if (!(key in defaults)) throw new Error(`unknown flag ${a}; known: ${Object.keys(defaults).join(', ')}`);
    const value = argv[++i];
    if (value === undefined) throw new Error(`${a} needs a value`);
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out as T;
}
