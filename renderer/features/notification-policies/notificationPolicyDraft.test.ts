/** A notification policy's form values: the rules the platform applies, seen before saving, and
 *  the input sent (secrets kept when left empty, channels removed when their URL is). */
import { addressList, policyInput, policyRules, policyValues } from './notificationPolicyDraft';

const text = (key: string, values?: Record<string, string>) => (values ? `${key}:${values.value}` : key);
const problems = (values: ReturnType<typeof policyValues>, stored = null) =>
  Object.fromEntries(Object.entries(policyRules(text, stored)(values)).filter(([, v]) => v));

describe('notification policy draft', () => {
  it('asks for a name, a channel, and a recipient when e-mail is on', () => {
    const fresh = policyValues(null);
    expect(problems(fresh)).toEqual({ name: 'nameRequired', 'root.form': 'noChannel' });
    expect(problems({ ...fresh, name: 'Night', emailEnabled: true })).toEqual({ addresses: 'noRecipient' });
    expect(problems({ ...fresh, name: 'Night', emailEnabled: true, userIds: ['u1'] })).toEqual({});
  });

  it('checks addresses, URLs, the topic, the throttle and the webhook secret', () => {
    const base = { ...policyValues(null), name: 'Night' };
    expect(problems({ ...base, emailEnabled: true, addresses: 'ops@site.test\nnope' })).toEqual({
      addresses: 'badAddress:nope',
    });
    expect(problems({ ...base, webhookUrl: 'ftp://x/y', webhookSecret: 's' })).toEqual({ webhookUrl: 'badWebhookUrl' });
    expect(problems({ ...base, webhookUrl: 'https://x/y' })).toEqual({ webhookSecret: 'secretRequired' });
    expect(problems({ ...base, mqttUrl: 'mqtt://broker', mqttTopic: 'a/#' })).toEqual({ mqttTopic: 'badTopic' });
    expect(problems({ ...base, mqttUrl: 'mqtt://broker', throttleMs: -1 })).toEqual({ throttleMs: 'badThrottle' });
  });

  it('keeps a stored secret: an empty one is no problem and is sent empty', () => {
    const stored = {
      id: 'p1',
      name: 'Night',
      enabled: true,
      scheduleId: null,
      categories: [],
      needAcknowledgeOnly: true,
      deviceIds: [],
      setIds: [],
      zoneIds: [],
      userIds: [],
      groupIds: [],
      addresses: [],
      emailEnabled: false,
      webhook: { url: 'https://x/y', hasSecret: true },
      mqtt: null,
      throttleMs: 7000,
      modifiedAt: 1,
      heldBy: null,
      lastProblem: null,
    };
    const values = policyValues(stored);
    expect(values.webhookSecret).toBe('');
    expect(problems(values, stored as never)).toEqual({});
    expect(policyInput(values, 'p1').webhook).toEqual({ url: 'https://x/y', secret: '' });
  });

  it('sends addresses as a list and drops a channel whose URL is emptied', () => {
    const values = { ...policyValues(null), name: ' Night ', addresses: 'a@x.io, b@x.io\n\na@x.io', mqttUrl: ' ' };
    expect(addressList(values.addresses)).toEqual(['a@x.io', 'b@x.io']);
    expect(policyInput(values, null)).toMatchObject({ name: 'Night', mqtt: null, webhook: null, throttleMs: 7000 });
  });
});
