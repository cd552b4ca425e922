import { serverHealth } from './serverHealth';

describe('serverHealth', () => {
  it('reads a heartbeating node as Normal, one that left as Off and one that stopped answering as Broken', () => {
    expect(serverHealth({ online: true, heartbeatAt: 1_700_000_000_000 })).toBe('NORMAL');
    expect(serverHealth({ online: false, heartbeatAt: 0 })).toBe('OFF');
    expect(serverHealth({ online: false, heartbeatAt: 1_700_000_000_000 })).toBe('BROKEN');
  });
});
