/** The stored name of a new PTZ setting (spec 2 §5): lowercased, punctuation stripped, spaces as hyphens. */
export function ptzSettingName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
