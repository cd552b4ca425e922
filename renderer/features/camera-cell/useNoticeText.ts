/** The words of the player's status line and stop line (spec 2 §8: status texts, and a stop shown
 *  as '[code] text'), in the user's language through the player's locale keys. Only a stop the
 *  spec words ('[50003] Video unavailable') carries its code: the platform's own answer ('Device not
 *  found') or a browser's limit reads as words alone (issue 36). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlayerError, playerErrorKey, type PlayerNotice, playerNoticeKey, showsStopCode } from '../player';

export function useNoticeText() {
  const { t } = useTranslation();
  const notice = useCallback(
    (value: PlayerNotice) => {
      const { key, access, values } = playerNoticeKey(value);
      return t(key, { ...values, ...(access && { access: t(access) }) });
    },
    [t],
  );
  const error = useCallback(
    (value: PlayerError) => {
      const key = playerErrorKey(value);
      // A server's own wording has no key and is shown as it came.
      const text = key ? t(key.key, key.values) : value.text;
      return showsStopCode(value) ? `[${value.code}] ${text}` : text;
    },
    [t],
  );
  return { notice, error };
}
