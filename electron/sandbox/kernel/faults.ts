/**
 * Fault injection for tests and benchmarks: a share of the requests to chosen operations fail
 * the way real networks and servers fail. Deterministic: the same seed and the same sequence of
 * requests give the same faults.
 */
export const faultKinds = ['500', '503', '429', 'reset-before', 'reset-after', 'delay'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultPlan {
  /** Share of matching requests that fail, 0..1. */
  rate: number;
  kinds: FaultKind[];
  /** Operation names (`upload`, `FindStoreItems`, `GetQuote`, ...) or `*` for all. */
  routes: string[];
  seed?: number;
  /** Pause of a `delay` fault in milliseconds (default: a seeded draw between 100 and 1000). */
  delayMs?: number;
}

/** Checks a plan from the command line or a test; the message names the offending field. */
export function parseFaultPlan(input: unknown): FaultPlan {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new Error('faults: expected a JSON object');
  const plan = input as Record<string, unknown>;
  for (const key of Object.keys(plan)) {
    if (!['rate', 'kinds', 'routes', 'seed', 'delayMs'].includes(key))
      throw new Error(`faults.${key}: unknown field`);
  }
  const { rate, kinds, routes, seed, delayMs } = plan;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))
    throw new Error('faults.rate: expected a number from 0 to 1');
  if (!Array.isArray(kinds) || kinds.length === 0)
    throw new Error(`faults.kinds: expected a non-empty list of ${faultKinds.join(', ')}`);
  for (const [i, kind] of kinds.entries()) {
    if (!faultKinds.includes(kind as FaultKind))
      throw new Error(`faults.kinds[${i}]: "${String(kind)}" is not one of ${faultKinds.join(', ')}`);
  }
  if (
    !Array.isArray(routes) ||
    routes.length === 0 ||
    routes.some((r) => typeof r !== 'string' || r === '')
  ) {
    throw new Error('faults.routes: expected a non-empty list of operation names or "*"');
  }
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('faults.seed: expected an integer');
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= 600_000))) {
    throw new Error('faults.delayMs: expected milliseconds from 0 to 600000');
  }
  return {
    rate,
    kinds: kinds as FaultKind[],
    routes: routes as string[],
    ...(seed === undefined ? {} : { seed: seed as number }),
    ...(delayMs === undefined ? {} : { delayMs: delayMs as number }),
  };
}

export interface FaultDraw {
  kind: FaultKind;
  delayMs: number;
}

export class FaultInjector {
  private plan: FaultPlan | null = null;
  private random: () => number = Math.random;

  constructor(plan: FaultPlan | null = null) {
    this.set(plan);
  }

  set(plan: FaultPlan | null): void {
    this.plan = plan === null ? null : parseFaultPlan(plan);
    this.random = mulberry32(this.plan?.seed ?? 1);
  }

  /** The fault for this request, if any. Only requests to the plan's operations consume random numbers. */
  draw(operation: string): FaultDraw | null {
    const plan = this.plan;
    if (!plan || plan.rate === 0) return null;
    const op = operation.toLowerCase();
    if (!plan.routes.some((r) => r === '*' || r.toLowerCase() === op)) return null;
    const hit = this.random() < plan.rate;
    const pick = this.random();
    const pause = this.random();
    if (!hit) return null;
    const kind = plan.kinds[Math.min(plan.kinds.length - 1, Math.floor(pick * plan.kinds.length))]!;
    return { kind, delayMs: plan.delayMs ?? Math.round(100 + pause * 900) };
  }
}

/** A small seeded PRNG (Mulberry32): good enough spread, and the same sequence for the same seed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
