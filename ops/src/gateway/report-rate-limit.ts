// Who may send field reports, and how many: a token bucket per client and one for the gateway as a
// whole. A client is its real address (Fastify's `request.ip`, which follows the CDN's
// X-Forwarded-For only as far as `trustProxy` allows), an IPv6 client by its /64 (one host holds the
// whole prefix and could otherwise rotate addresses). One client's bucket is a small share of the
// global one, and the last part of the global bucket is kept for clients that are not flooding (their
// own bucket at least half full), so neither one flooder nor a crowd of them shuts out the others.
import { isIPv6 } from 'node:net';

export interface ReportLimits {
  /** Per client: a burst of this many reports, refilled at `clientPerMinute`. */
  clientBurst: number;
  clientPerMinute: number;
  /** The gateway as a whole. */
  globalBurst: number;
  globalPerMinute: number;
  /** Global reports only quiet clients may take (their own bucket at least half full). */
  globalReserve: number;
  /** Client buckets remembered at once; the longest idle is forgotten first (it comes back full). */
  maxClients: number;
}

export const REPORT_LIMITS: Readonly<ReportLimits> = Object.freeze({
  clientBurst: 60,
  clientPerMinute: 60,
  globalBurst: 1_200,
  globalPerMinute: 1_200,
  globalReserve: 300,
  maxClients: 10_000,
});

const MINUTE_MS = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

function refill(bucket: Bucket, burst: number, perMinute: number, now: number): void {
  bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / MINUTE_MS) * perMinute);
  bucket.at = now;
}

/** The key a client's reports count against: its address, an IPv6 one by its /64 prefix. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class ReportRateLimit {
  private readonly clients = new Map<string, Bucket>();
  private readonly global: Bucket;

  constructor(
    private readonly limits: ReportLimits = REPORT_LIMITS,
    now = Date.now(),
  ) {
    this.global = { tokens: limits.globalBurst, at: now };
  }

  /** Whether the client may send at least one report (checked before its body is read). */
  hasBudget(client: string, now: number): boolean {
    return this.allows(this.client(client, now), 1, now);
  }

  /** Takes `reports` from the client's and the global bucket; false (nothing taken) when either is short. */
  take(client: string, reports: number, now: number): boolean {
    const bucket = this.client(client, now);
    if (!this.allows(bucket, reports, now)) return false;
    bucket.tokens -= reports;
    this.global.tokens -= reports;
    return true;
  }

  private allows(bucket: Bucket, reports: number, now: number): boolean {
    if (bucket.tokens < reports) return false;
    refill(this.global, this.limits.globalBurst, this.limits.globalPerMinute, now);
    const quiet = bucket.tokens >= this.limits.clientBurst / 2;
    return this.global.tokens - reports >= (quiet ? 0 : this.limits.globalReserve);
  }

  private client(client: string, now: number): Bucket {
    const key = clientKey(client);
    let bucket = this.clients.get(key);
    if (bucket) {
      refill(bucket, this.limits.clientBurst, this.limits.clientPerMinute, now);
      // Most recently used last, so the map's first entry is the longest idle.
      this.clients.delete(key);
    } else {
      bucket = { tokens: this.limits.clientBurst, at: now };
      if (this.clients.size >= this.limits.maxClients) {
        const idlest = this.clients.keys().next().value;
        if (idlest !== undefined) this.clients.delete(idlest);
      }
    }
    this.clients.set(key, bucket);
    return bucket;
  }
}
