/** A wall display's name in the operator's language: the platform names an unnamed display
 *  'Display n' in English (shared/walls defaultDisplayName); the console says it in its own words. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultDisplayName } from '../../../shared/walls/videoWalls';

export function useDisplayName(): (display: { index: number; name: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ index, name }) =>
      name === defaultDisplayName(index) ? t('vmx.defaultDisplayName', { number: index + 1 }) : name,
    [t],
  );
}
