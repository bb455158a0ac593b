import { REPORT_LIMITS, ReportRateLimit, clientKey, type ReportLimits } from './report-rate-limit';

const SMALL: ReportLimits = {
  clientBurst: 10,
  clientPerMinute: 10,
  globalBurst: 100,
  globalPerMinute: 100,
  globalReserve: 30,
  maxClients: 1_000,
};

describe('ReportRateLimit', () => {
  it('gives each client a burst, refilled at its rate, without touching the others', () => {
    const limit = new ReportRateLimit(SMALL, 0);
    expect(limit.take('10.0.0.1', 10, 0)).toBe(true);
    expect(limit.hasBudget('10.0.0.1', 0)).toBe(false);
    expect(limit.take('10.0.0.2', 10, 0)).toBe(true);
    // 10 a minute: one more after 6 s.
    expect(limit.take('10.0.0.1', 1, 6_000)).toBe(true);
    expect(limit.take('10.0.0.1', 1, 6_000)).toBe(false);
  });

  it('keeps the last part of the global budget for clients that are not flooding', () => {
    const limit = new ReportRateLimit(SMALL, 0);
    // A client past half its own bucket (4 of 10 left) is not quiet.
    expect(limit.take('10.0.0.9', 6, 0)).toBe(true);
    // Seven flooders take 70: 24 of 100 left, under the reserve of 30.
    for (let client = 1; client <= 7; client += 1) expect(limit.take(`10.0.1.${client}`, 10, 0)).toBe(true);
    expect(limit.hasBudget('10.0.0.9', 0)).toBe(false);
    // A quiet client still gets in, from the reserve, until it has used half its own bucket.
    expect(limit.take('10.0.2.1', 5, 0)).toBe(true);
    expect(limit.take('10.0.2.1', 1, 0)).toBe(true);
    expect(limit.take('10.0.2.1', 1, 0)).toBe(false);
    // The global budget refills at its rate: 30 s later, 50 more.
    expect(limit.take('10.0.0.9', 4, 30_000)).toBe(true);
  });

  it('keeps a client well below the global cap by default', () => {
    expect(REPORT_LIMITS.clientBurst * 10).toBeLessThanOrEqual(
      REPORT_LIMITS.globalBurst - REPORT_LIMITS.globalReserve,
    );
  });

  it('forgets the longest idle client first once it remembers its maximum', () => {
    const limit = new ReportRateLimit({ ...SMALL, clientBurst: 2, maxClients: 2 }, 0);
    expect(limit.take('10.0.0.1', 2, 0)).toBe(true);
    expect(limit.take('10.0.0.2', 1, 0)).toBe(true);
    expect(limit.hasBudget('10.0.0.1', 0)).toBe(false);
    // A third client pushes out 10.0.0.2 (10.0.0.1 was used since), which starts again full.
    limit.take('10.0.0.3', 1, 0);
    expect(limit.hasBudget('10.0.0.1', 0)).toBe(false);
    expect(limit.take('10.0.0.2', 2, 0)).toBe(true);
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    const limit = new ReportRateLimit(SMALL, 0);
    expect(limit.take('2001:db8:1:2::1', 10, 0)).toBe(true);
    expect(limit.hasBudget('2001:db8:1:2:ffff:1:2:3', 0)).toBe(false);
    expect(limit.hasBudget('2001:db8:1:3::1', 0)).toBe(true);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
