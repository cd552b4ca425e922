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
    expect(realm).toMatchObject({ playerIdleTimeout: 3, maxDownloadTime: 60, mfAuth: true });
    expect(realm).not.toHaveProperty('auditTtl');
  });
});
