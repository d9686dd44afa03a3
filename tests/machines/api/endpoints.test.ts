import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../../machines/api/endpoints';

// docs/architecture.md, "Adding an endpoint": each endpoint is one contract in machines/, with
// its method, its route under /api, who may call it and a summary the API's description shows.
describe('the endpoints’ contracts', () => {
  it('each has a route under /api, a method, a summary and who may call it', () => {
    expect(API_ENDPOINTS.length).toBeGreaterThan(0);
    for (const endpoint of API_ENDPOINTS) {
      const name = `${endpoint.method} ${endpoint.route}`;
      expect(endpoint.route, name).toMatch(/^\/api\//);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], name).toContain(endpoint.method);
      expect(endpoint.summary.trim().length, name).toBeGreaterThan(10);
      expect(['anyone', 'reviewer'], name).toContain(endpoint.access);
    }
  });

  it('names each method and route once', () => {
    const names = API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets no one without a session reach an administrator’s route', () => {
    const admin = API_ENDPOINTS.filter((endpoint) => endpoint.route.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const endpoint of admin) expect(endpoint.access, endpoint.route).toBe('reviewer');
  });
});
