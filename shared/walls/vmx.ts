/** The VMX widget's timings (spec 3 §2.6 VMX row; issue 30): how often a display's thumbnails are
 *  taken again from the platform's snapshot route. Each snapshot decodes a GOP on the platform, so
 *  a 4×4 wall of 2×2 displays costs 64 snapshots per refresh: every few seconds, not every frame. */
export const VMX_THUMBNAIL_REFRESH_MS = 5_000;
