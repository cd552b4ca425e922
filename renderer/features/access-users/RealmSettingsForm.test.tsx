import { renderSignedIn, sentOperations, settle } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { RealmSettingsSection } from './RealmSettingsSection';

const REALM = {
  id: 'demo-hq',
  name: 'Demo HQ',
  maxDownloadTime: 60,
  adminEmail: null,
  maxScheduledDeliveryDelay: null,
  auditTtl: 30,
  mfAuth: false,
  playerIdleTimeout: 10,
  jitterBufferLength: null,
  geoIconSet: null,
  esriMapTileUrl: null,
  esriAccessToken: null,
  defaultMapLayer: null,
  googleMapsApiKey: null,
  emailSettings: {
    enabled: true,
    host: 'smtp.site.test',
    port: 25,
    tls: false,
    from: 'v@site.test',
    auth: false,
    user: null,
    validated: true,
  },
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Realm Settings (spec 3 §3.6 realm)', () => {
  it('a changed mail server needs a new test: Validate sends the settings and shows why a test failed', async () => {
    const { fetch } = await renderSignedIn(<RealmSettingsSection />, {
      RealmSettings: { currentRealm: REALM },
      ValidateEmail: {
        validateEmail: { validated: false, message: 'Test message could not be sent: connect ECONNREFUSED' },
      },
    });
    expect(document.querySelector('.vt-access__status')?.textContent).toBe(
      'Validated: a test message went through these settings.',
    );
    type('SMTP server', 'mail.site.test');
    expect(document.querySelector('.vt-access__status')?.textContent).toBe('Not validated');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Validate' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'ValidateEmail')?.variables).toEqual({
      emailSettings: { host: 'mail.site.test', port: 25, tls: false, from: 'v@site.test', auth: false, user: '' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Test message could not be sent: connect ECONNREFUSED');
  });

  it('saves numbers as numbers and leaves an emptied number unchanged', async () => {
    const { fetch } = await renderSignedIn(<RealmSettingsSection />, {
      RealmSettings: { currentRealm: REALM },
      UpdateCurrentRealm: { updateCurrentRealm: REALM },
    });
    type('Player idle timeout (minutes)', '3');
    type('Keep audit (days, 0 keeps all)', '');
    fireEvent.click(screen.getByRole('switch', { name: /Verification code at login/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const realm = (
      sentOperations(fetch).find((o) => o.name === 'UpdateCurrentRealm')?.variables as {
        realm: Record<string, unknown>;
      }
    ).realm;
    expect(realm).toEqual({ playerIdleTimeout: 3, mfAuth: true });
  });

  it('saves only what changed: the idle timeout alone leaves the default map layer as it is (issue 36)', async () => {
    const { fetch } = await renderSignedIn(<RealmSettingsSection />, {
      RealmSettings: { currentRealm: REALM },
      UpdateCurrentRealm: { updateCurrentRealm: REALM },
    });
    type('Player idle timeout (minutes)', '3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const sent = sentOperations(fetch).find((o) => o.name === 'UpdateCurrentRealm')?.variables;
    expect(sent).toEqual({ realm: { playerIdleTimeout: 3 } });
  });

  it('lists every base layer a map can show, the offline map first and shown when none is set', async () => {
    await renderSignedIn(<RealmSettingsSection />, { RealmSettings: { currentRealm: REALM } });
    const layer = screen.getByLabelText('Default map layer') as HTMLSelectElement;
    expect([...layer.options].map((o) => o.textContent)).toEqual([
      'Offline map',
      'OSM',
      'Esri tile',
      'Google hybrid',
      'Google roadmap',
      'Google satellite',
    ]);
    expect(layer.selectedOptions[0]?.textContent).toBe('Offline map');
  });

  it('checks a number against the platform’s range before sending, naming the field by its label', async () => {
    const { fetch } = await renderSignedIn(<RealmSettingsSection />, { RealmSettings: { currentRealm: REALM } });
    type('Keep audit (days, 0 keeps all)', '5000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const field = screen.getByLabelText('Keep audit (days, 0 keeps all)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'Keep audit (days, 0 keeps all) must be a whole number from 0 to 3650',
    );
    expect(sentOperations(fetch).some((o) => o.name === 'UpdateCurrentRealm')).toBe(false);
  });
});
