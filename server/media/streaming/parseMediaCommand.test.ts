import { SPEED_OPTIONS } from '../../../shared/video/constants';
import { parseMediaCommand } from './parseMediaCommand';

describe('parseMediaCommand', () => {
  it.each([
    ['{}', { cmd: 'heartbeat' }],
    ['{"cmd":"init","objid":"c","streamid":1,"ticket":"t"}', { cmd: 'init', objid: 'c', streamid: 1, ticket: 't' }],
    [
      '{"cmd":"init","objid":"c","streamid":0,"ticket":"t","startTime":5,"endTime":9}',
      { cmd: 'init', objid: 'c', streamid: 0, ticket: 't', startTime: 5, endTime: 9 },
    ],
    [
      '{"cmd":"init","objid":"c","streamid":1,"ticket":"t","startTime":5,"file":true}',
      { cmd: 'init', objid: 'c', streamid: 1, ticket: 't', startTime: 5, file: true },
    ],
    ['{"cmd":"play"}', { cmd: 'play', speed: 1 }],
    ['{"cmd":"play","speed":-30}', { cmd: 'play', speed: -30 }],
    ['{"cmd":"play","speed":0.125}', { cmd: 'play', speed: 0.125 }],
    ['{"cmd":"pause"}', { cmd: 'pause' }],
    ['{"cmd":"seek","time":1700000000000}', { cmd: 'seek', time: 1700000000000 }],
  ])('accepts %s', (text, command) => {
    expect(parseMediaCommand(text)).toEqual({ ok: true, command });
  });

  it.each([
    'not json',
    '[]',
    'null',
    '"init"',
    '{"cmd":"fly"}',
    '{"cmd":"init","streamid":1,"ticket":"t"}',
    '{"cmd":"init","objid":"c","streamid":7,"ticket":"t"}',
    '{"cmd":"init","objid":"c","streamid":1}',
    '{"cmd":"init","objid":"c","ticket":"t","startTime":"yesterday"}',
    '{"cmd":"init","objid":"c","ticket":"t","file":"yes"}',
    '{"cmd":"play","speed":0}',
    '{"cmd":"play","speed":31}',
    '{"cmd":"play","speed":"fast"}',
    '{"cmd":"play","speed":1e-300}',
    '{"cmd":"play","speed":-1e-300}',
    '{"cmd":"play","speed":3}',
    '{"cmd":"play","speed":0.1}',
    '{"cmd":"play","speed":30.000001}',
    '{"cmd":"seek"}',
    '{"cmd":"seek","time":-1}',
    `{"cmd":"pause","pad":"${'x'.repeat(5000)}"}`,
  ])('refuses %s', (text) => {
    expect(parseMediaCommand(text).ok).toBe(false);
  });

  it.each(SPEED_OPTIONS)('accepts the spec speed %d', (speed) => {
    expect(parseMediaCommand(JSON.stringify({ cmd: 'play', speed }))).toEqual({
      ok: true,
      command: { cmd: 'play', speed },
    });
  });
});
