/** The installation's branding for the logged-in frame (spec 1 §3), made safe by toBranding, with
 *  the favicon set from ICON_PATH and the raw contact fields for the About panel. */
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import type { BrandingKey } from '../../../shared/shell/constants';
import { type Branding, DEFAULT_BRANDING, toBranding } from '../auth';
import { BrandingQuery } from './shellDocuments';

export interface ShellBranding extends Branding {
  /** Plain-text fields (COMPANY_NAME, SUPPORT_* …) as the server gave them. */
  text: Partial<Record<BrandingKey, string>>;
}

export function useShellBranding(): ShellBranding {
  const [{ data }] = useQuery({ query: BrandingQuery });
  const branding = useMemo<ShellBranding>(() => {
    if (!data) return { ...DEFAULT_BRANDING, text: {} };
    const text: Partial<Record<BrandingKey, string>> = {};
    for (const [key, value] of Object.entries(data.branding)) {
      if (value != null && key !== '__typename') text[key as BrandingKey] = String(value);
    }
    return { ...toBranding(text), text };
  }, [data]);

  useEffect(() => {
    if (!branding.iconUrl) return;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = branding.iconUrl;
  }, [branding.iconUrl]);

  return branding;
}
