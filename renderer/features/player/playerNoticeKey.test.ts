import { i18n, initI18n } from '../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../i18n/languageTags';
import { playerNoticeKey } from './playerNoticeKey';
import type { PlayerNotice } from './playerTypes';

function text(notice: PlayerNotice): string {
  const { key, access, values } = playerNoticeKey(notice);
  return i18n.t(key, {
    ...values,
    access: access ? i18n.t(access) : undefined,
    interpolation: { escapeValue: false },
  });
}

describe('playerNoticeKey (spec 2 §8 Status texts)', () => {
  beforeAll(() => initI18n(SOURCE_LANGUAGE));

  it.each<[PlayerNotice, string]>([
    [{ kind: 'opening', access: 'local' }, 'Opening video / local access'],
    [{ kind: 'opening', access: 'cloud' }, 'Opening video / cloud access'],
    [{ kind: 'initializing' }, 'Initializing'],
    [{ kind: 'buffering' }, 'Buffering'],
    [{ kind: 'pause' }, 'Pause'],
    [{ kind: 'connectionClosed' }, 'Connection closed, reconnecting'],
    [{ kind: 'initStream' }, 'Init stream'],
    [{ kind: 'slowStart' }, 'Playback is slow to start, trying again'],
    [{ kind: 'playTimeout' }, 'Playback did not start in time'],
    [
      { kind: 'idleStopped', minutes: 1 },
      'Stopped after 1 minute without activity. Move the mouse or press a key to go on.',
    ],
    [
      { kind: 'idleStopped', minutes: 10 },
      'Stopped after 10 minutes without activity. Move the mouse or press a key to go on.',
    ],
  ])('%j reads %s', (notice, expected) => {
    expect(text(notice)).toBe(expected);
  });
});
