// A GraphQL call from the page's own session, as the console makes it (its preflight header
// included); a call the platform answers with errors fails the spec.
import { expect, type Page } from '@playwright/test';

export async function pageGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Vantage-Request': '1' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    },
    [query, variables] as const,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}
