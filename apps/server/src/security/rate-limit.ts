/**
 * A token bucket: `burst` events at once, refilled at `perSecond`. Used for
 * WebSocket frames per connection and hellos per address: @fastify/rate-limit
 * (http/limits.ts) counts HTTP requests, and a whole socket is one request.
 */
export class RateLimiter {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  allow(now = Date.now()): boolean {
    if (!this.canAllow(now)) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether an event would be allowed now, spending nothing. */
  canAllow(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }
}

/** One limiter per key (e.g. client address), forgotten after a quiet while. */
export class KeyedRateLimiter {
  private readonly buckets = new Map<string, { limiter: RateLimiter; seen: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    if (this.buckets.size > 10000) {
      for (const [k, v] of this.buckets) if (now - v.seen > 600_000) this.buckets.delete(k);
    }
    let entry = this.buckets.get(key);
    if (!entry) {
      entry = { limiter: new RateLimiter(this.perSecond, this.burst), seen: now };
      this.buckets.set(key, entry);
    }
    entry.seen = now;
    return entry.limiter.allow(now);
  }

  /**
   * Whether `key` has nothing left, spending nothing: for limits on failures
   * only (GET /metrics), where the check comes before the attempt and only a
   * failed attempt is spent with allow().
   */
  exhausted(key: string, now = Date.now()): boolean {
    const entry = this.buckets.get(key);
    return entry !== undefined && !entry.limiter.canAllow(now);
  }
}
