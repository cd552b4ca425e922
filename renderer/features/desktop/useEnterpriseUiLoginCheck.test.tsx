import '../../testing';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider as GraphqlProvider } from 'urql';
import { callsTo, mockFetch, mockGraphql, SOLID_GUI, testSocket } from '../../testing';
import { createGraphqlClient } from '../../graphql';
import type { Platform } from '../../platform';
import { fakeDesktop, flush, renderElement } from './testing/desktopTestHarness';
import { useEnterpriseUiLoginCheck } from './useEnterpriseUiLoginCheck';

const REPORTS = { id: 'REPORTS', name: 'Reports portal', description: 'Reports', url: '/reports' };

function CheckButton() {
  const check = useEnterpriseUiLoginCheck();
  const [outcome, setOutcome] = useState('not checked');
  return (
    <>
      <button type="button" onClick={() => void check().then((error) => setOutcome(error ?? 'go on'))}>
        Check
      </button>
      <output aria-label="Outcome">{outcome}</output>
    </>
  );
}

async function checkWith(platform: Platform, answer: Parameters<typeof mockGraphql>[0][string], language?: 'pl-PL') {
  const fetch = mockFetch({ 'POST /api/graphql': mockGraphql({ EnterpriseUiAccess: answer }) });
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
  await renderElement(
    <GraphqlProvider value={client}>
      <CheckButton />
    </GraphqlProvider>,
    { platform, language },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  await flush();
  await flush();
  return { fetch, outcome: screen.getByRole('status', { name: 'Outcome' }).textContent };
}

describe('useEnterpriseUiLoginCheck (spec 1 §4 Login, desktop shell)', () => {
  it('refuses an account that does not list SOLID, with the spec’s error', async () => {
    const { outcome, fetch } = await checkWith(fakeDesktop().platform, { guis: [REPORTS] });
    expect(outcome).toBe('This account does not support the Enterprise UI.');
    expect(callsTo(fetch, 'POST /api/graphql')).toHaveLength(1);
  });

  it('lets an account that lists SOLID go on', async () => {
    const { outcome } = await checkWith(fakeDesktop().platform, { guis: [REPORTS, SOLID_GUI] });
    expect(outcome).toBe('go on');
  });

  it('lets the login go on when the list cannot be had (the /guilist page checks again)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { outcome } = await checkWith(fakeDesktop().platform, { reply: { status: 500, body: 'down' } });
    expect(outcome).toBe('go on');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks nothing in the browser', async () => {
    const web: Platform = { kind: 'web', reload: jest.fn(), replaceLocation: jest.fn() };
    const { outcome, fetch } = await checkWith(web, { guis: [REPORTS] });
    expect(outcome).toBe('go on');
    expect(callsTo(fetch, 'POST /api/graphql')).toHaveLength(0);
  });

  it('says it in the console’s language', async () => {
    const { outcome } = await checkWith(fakeDesktop().platform, { guis: [] }, 'pl-PL');
    expect(outcome).toBe('To konto nie obsługuje interfejsu Enterprise UI.');
  });
});
