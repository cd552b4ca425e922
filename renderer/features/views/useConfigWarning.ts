/** Spec 1 §8: an invalid stored configuration gives a warning, and the defaults are used. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui';
import type { WorkspaceData } from './useWorkspaceData';

export function useConfigWarning(data: WorkspaceData): void {
  const { t } = useTranslation();
  const toast = useToast();
  const warned = useRef<string | undefined>(undefined);
  const { rawConfig, parsed } = data;
  useEffect(() => {
    // Refetches bring equal copies: warn once per stored configuration, not per copy.
    const stored = JSON.stringify(rawConfig);
    if (parsed.warnings.length === 0 || warned.current === stored) return;
    warned.current = stored;
    console.warn('The workspace configuration is invalid; defaults are used', parsed.warnings);
    toast(t('views.configInvalid'), 'warning');
  }, [rawConfig, parsed, t, toast]);
}
