/** The origin of an http(s) URL, as a CSP source; undefined for anything else (javascript:, data:, text). */
export function webOrigin(url: string): string | undefined {
  if (!URL.canParse(url.trim())) return undefined;
  const parsed = new URL(url.trim());
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
}
