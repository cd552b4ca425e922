/** The words of the player's status line and stop line (spec 2 §8: status texts, and a stop shown
 *  as '[code] text'), in the user's language through the player's locale keys. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlayerError, playerErrorKey, type PlayerNotice, playerNoticeKey } from '../player';

export function useNoticeText() {
  const { t } = useTranslation();
  const notice = useCallback(
    (value: PlayerNotice) => {
      const { key, access } = playerNoticeKey(value);
      return access ? t(key, { access: t(access) }) : t(key);
    },
    [t],
  );
  const error = useCallback(
    (value: PlayerError) => {
      const key = playerErrorKey(value);
      // A server's own wording has no key and is shown as it came.
      return `[${value.code}] ${key ? t(key.key, key.values) : value.text}`;
    },
    [t],
  );
  return { notice, error };
}
