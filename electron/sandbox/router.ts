/**
 * Matches a request to a route the way the real (WCF) service does: case-insensitive literal
 * segments, tolerant of doubled slashes; literal segments win over parameters, parameters over a
 * catch-all, so `POST /dir/StorageService/FindStoreItems` is never taken for an upload.
 */
import { SandboxError } from './kernel/errors.js';
import type { HttpMethod, Route } from './kernel/routes.js';

type Segment = { kind: 0; literal: string } | { kind: 1; name: string } | { kind: 2; name: string };

interface Compiled {
  route: Route;
  segments: Segment[];
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'none' };

export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => ({ route, segments: compile(route.pattern) }));
  }

  match(method: string, pathname: string): RouteMatch {
    const parts = splitPath(pathname);
    let best: { compiled: Compiled; params: Record<string, string>; rank: number[] } | undefined;
    const allowed = new Set<HttpMethod>();
    for (const compiled of this.compiled) {
      const params = matchSegments(compiled.segments, parts);
      if (!params) continue;
      if (compiled.route.method !== method) {
        allowed.add(compiled.route.method);
        continue;
      }
      const rank = compiled.segments.map((s) => s.kind);
      if (!best || compareRank(rank, best.rank) < 0) best = { compiled, params, rank };
    }
    if (best) return { kind: 'found', route: best.compiled.route, params: best.params };
    if (allowed.size > 0) return { kind: 'wrong-method', allowed: [...allowed] };
    return { kind: 'none' };
  }
}

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const param = /^\{(\*?)(\w+)\}$/.exec(part);
      if (!param) return { kind: 0, literal: part.toLowerCase() };
      return param[1] ? { kind: 2, name: param[2]! } : { kind: 1, name: param[2]! };
    });
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 2) {
      params[segment.name] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 0) {
      if (decode(part).toLowerCase() !== segment.literal) return undefined;
    } else {
      params[segment.name] = decode(part);
    }
  }
  return parts.length === segments.length ? params : undefined;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new SandboxError(
      400,
      'InvalidRequest',
      `path: "${part.slice(0, 80)}" is not valid percent-encoding`,
    );
  }
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 3;
    const y = b[i] ?? 3;
    if (x !== y) return x - y;
  }
  return 0;
}
