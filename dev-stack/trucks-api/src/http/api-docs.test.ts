import { API_CALLS } from '@trucks/shared-contracts/api/catalogue';
import { buildTrucksApi } from '../server';
import type { TrucksApi } from '../server';

let api: TrucksApi;
beforeAll(async () => {
  api = await buildTrucksApi();
});
afterAll(async () => {
  await api.app.close();
});

describe('GET /docs: the API documentation of the user menu (spec 000 §2, §6)', () => {
  it('serves an HTML page of every catalogue call, grouped by area, without signing in', async () => {
    const response = await api.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Trucks API documentation</h1>');
    expect(response.body).toContain('<code>v2/shipments</code>');
    expect(response.body).toContain('<h2>Shipments <small>');
    for (const call of API_CALLS) expect(response.body).toContain(`<code>${call.path}</code>`);
  });

  it('is reached through the gateway prefix and carries no script (the CSP allows none inline)', async () => {
    const response = await api.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('v2/shipments/total_count');
    expect(response.body).not.toMatch(/<script/i);
  });
});
