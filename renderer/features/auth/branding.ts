/** The installation's branding (spec 1 §3) as the logged-out pages use it: safe values or defaults. */
import DOMPurify from 'dompurify';
import type { BrandingKey } from '../../../shared/shell/constants';

export interface Branding {
  headerColor: string;
  footerColor: string;
  /** URL of the login background image, if the installation has one. */
  backgroundUrl: string | undefined;
  logoUrl: string;
  logoVisible: boolean;
  /** URL of the favicon, if the installation has one. */
  iconUrl: string | undefined;
  /** OEM_COPYRIGHT after DOMPurify, or undefined for the console's own line. */
  copyrightHtml: string | undefined;
}

export const DEFAULT_LOGO_URL = '/branding/logo.svg';

export const DEFAULT_BRANDING: Branding = {
  headerColor: '#10141b',
  footerColor: '#10141b',
  backgroundUrl: undefined,
  logoUrl: DEFAULT_LOGO_URL,
  logoVisible: true,
  iconUrl: undefined,
  copyrightHtml: undefined,
};

const FALSE_FLAGS = ['no', 'false', '0', 'off'];

/** Turns the server's branding map into values that are safe to put in styles and markup. */
export function toBranding(values: Partial<Record<BrandingKey, string>>): Branding {
  const copyright = values.OEM_COPYRIGHT?.trim();
  const sanitized = copyright ? DOMPurify.sanitize(copyright, { USE_PROFILES: { html: true } }).trim() : '';
  const logoFlag = values.SOLID_LOGO_VISIBLE?.trim().toLowerCase();
  return {
    headerColor: cssColor(values.LOGIN_HEADER_COLOR) ?? DEFAULT_BRANDING.headerColor,
    footerColor: cssColor(values.LOGIN_FOOTER_COLOR) ?? DEFAULT_BRANDING.footerColor,
    backgroundUrl: safeUrl(values.LOGIN_BACKGROUND_PATH),
    logoUrl: safeUrl(values.LOGO_PATH) ?? DEFAULT_BRANDING.logoUrl,
    logoVisible: logoFlag === undefined || !FALSE_FLAGS.includes(logoFlag),
    iconUrl: safeUrl(values.ICON_PATH),
    copyrightHtml: sanitized || undefined,
  };
}

/** A hex, rgb()/hsl() or named colour; anything else (e.g. url(), expressions) is refused. */
export function cssColor(value: string | undefined): string | undefined {
  const color = value?.trim();
  if (!color) return undefined;
  const ok =
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ||
    /^(?:rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)$/i.test(color) ||
    /^[a-z]{3,30}$/i.test(color);
  return ok ? color : undefined;
}

/** A same-origin path or an http(s) URL; other schemes (javascript:, data: …) are refused. */
export function safeUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  try {
    const parsed = new URL(url, 'http://origin.invalid/');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A url() for a CSS background, quoted so the value cannot end the declaration. */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}
