// Fault injection for the e2e drills ("the API is slow", "the shipments list fails"). Only a client
// on this machine may set faults: the check reads the socket's address, which a proxy header cannot
// fake.
import { z } from 'zod';

export const FaultSchema = z.object({
  /** '<METHOD> <catalogue path>', e.g. 'GET v2/shipments', or '*' for every call. */
  route: z
    .string()
    .regex(/^(\*|(GET|POST|PUT|PATCH|DELETE) \S+)$/, "route must be '<METHOD> <catalogue path>' or '*'"),
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  /** How many requests the fault applies to; absent means until cleared. */
  times: z.number().int().min(1).optional(),
});
type Fault = z.infer<typeof FaultSchema>;

export interface FaultBook {
  set(fault: Fault): void;
  clear(route?: string): void;
  list(): Fault[];
  /** The fault for one request, counting it down when it is limited. */
  take(routeKey: string): Fault | undefined;
}

export function createFaultBook(): FaultBook {
  const faults = new Map<string, Fault>();
  return {
    set(fault) {
      faults.set(fault.route, fault);
    },
    clear(route) {
      if (route) faults.delete(route);
      else faults.clear();
    },
    list() {
      return [...faults.values()];
    },
    take(routeKey) {
      const fault = faults.get(routeKey) ?? faults.get('*');
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        if (fault.times <= 1) faults.delete(fault.route);
        else faults.set(fault.route, { ...fault, times: fault.times - 1 });
      }
      return fault;
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(remoteAddress: string | undefined): boolean {
  return remoteAddress !== undefined && LOOPBACK.has(remoteAddress);
}
