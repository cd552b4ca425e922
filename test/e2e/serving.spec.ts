import { expect, test } from '@playwright/test';

test.describe('serving the console', () => {
  test('reports health once the database is migrated and the console built', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { migrated: true }, console: true });
  });

  test('caches hashed assets for good and never caches index.html', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const script = await page.locator('script[src*="/assets/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers deep links with the console (SPA fallback) and unknown API paths with JSON 404', async ({
    page,
    request,
  }) => {
    await page.goto('/recover/account');
    await expect(page.getByRole('button', { name: 'Restore Password' })).toBeVisible();
    const api = await request.get('/api/no-such-thing', { headers: { 'x-vantage-request': '1' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
  });

  test('refuses API calls from pages that do not send the preflight header', async ({ request }) => {
    const response = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin' } });
    expect(response.status()).toBe(403);
  });
});
