/** How soon a tile said 'Behind live' once the picture on it was older than the live bound (issue
 *  37: a tile over the bound shows the mark within 1 s). From the tile's painted live pictures —
 *  each one's paint time and its age then (the cell's data-glass-recent) — and the times its
 *  'Behind live' and 'Keyframes only' marks came and went, it finds the spells in which the picture
 *  on screen was older than the bound, and for each how long after its start the mark showed.
 *  Between paints a picture ages: it is over the bound once it is older than the bound plus the
 *  time to the picture that should replace it (a frame, or a key interval in keyframes only, where
 *  the player shows keyframes alone on purpose). Times are epoch ms on the machine's one clock. */

export interface Paint {
  /** Epoch ms the picture was painted, and its age then (wall time less its capture time). */
  at: number;
  ageMs: number;
}

export interface MarkChange {
  at: number;
  behindLive: boolean;
  keyframesOnly: boolean;
}

export interface Spell {
  from: number;
  to: number;
  /** ms from the spell's start to the 'Behind live' mark showing; 0 when it showed already, null
   *  when it did not show while the spell lasted. */
  markedAfterMs: number | null;
}

export interface SpellBounds {
  /** The measured window (epoch ms). */
  from: number;
  to: number;
  boundMs: number;
  /** Time between pictures at full rate, and between keyframes. */
  frameMs: number;
  keyIntervalMs: number;
}

/** The marks' state at `at`: the last change at or before it (the first one's state before any). */
function marksAt(changes: readonly MarkChange[], at: number): MarkChange | undefined {
  let state: MarkChange | undefined;
  for (const change of changes) {
    if (change.at > at) break;
    state = change;
  }
  return state;
}

export function overBoundSpells(
  paints: readonly Paint[],
  changes: readonly MarkChange[],
  bounds: SpellBounds,
): Spell[] {
  const sorted = [...paints].sort((a, b) => a.at - b.at);
  const marks = [...changes].sort((a, b) => a.at - b.at);
  const spells: Array<{ from: number; to: number }> = [];
  let open: number | null = null;
  sorted.forEach((paint, i) => {
    const until = Math.min(bounds.to, sorted[i + 1]?.at ?? bounds.to);
    if (paint.at >= bounds.to || until <= bounds.from) return;
    if (paint.ageMs <= bounds.boundMs && open !== null) {
      spells.push({ from: open, to: paint.at });
      open = null;
    }
    const keyframesOnly = marksAt(marks, paint.at)?.keyframesOnly ?? false;
    const next = keyframesOnly ? bounds.keyIntervalMs : bounds.frameMs;
    const captured = paint.at - paint.ageMs;
    const overAt = paint.ageMs > bounds.boundMs ? paint.at : captured + bounds.boundMs + next;
    if (open === null && overAt < until) open = Math.max(overAt, bounds.from);
  });
  if (open !== null) spells.push({ from: open, to: bounds.to });
  return spells.map((spell) => {
    if (marksAt(marks, spell.from)?.behindLive) return { ...spell, markedAfterMs: 0 };
    const shown = marks.find((m) => m.behindLive && m.at >= spell.from && m.at <= spell.to);
    return { ...spell, markedAfterMs: shown ? shown.at - spell.from : null };
  });
}

export interface SpellSummary {
  spells: number;
  /** Spells that lasted at least `withinMs` (the mark was owed). */
  long: number;
  /** Of those, the ones whose mark showed within `withinMs` of their start. */
  markedInTime: number;
  /** The delays of the marks that showed (ms), and the longest. */
  delaysMs: number[];
  worstDelayMs: number | null;
  /** Time over the bound, in percent of the window. */
  overBoundPercent: number;
}

export function summariseSpells(spells: readonly Spell[], windowMs: number, withinMs: number): SpellSummary {
  const long = spells.filter((s) => s.to - s.from >= withinMs);
  const delays = spells.flatMap((s) => (s.markedAfterMs === null ? [] : [Math.round(s.markedAfterMs)]));
  const unmarkedLong = long.filter((s) => s.markedAfterMs === null).map((s) => Math.round(s.to - s.from));
  const over = spells.reduce((total, s) => total + (s.to - s.from), 0);
  return {
    spells: spells.length,
    long: long.length,
    markedInTime: long.filter((s) => s.markedAfterMs !== null && s.markedAfterMs <= withinMs).length,
    delaysMs: delays,
    worstDelayMs: [...delays, ...unmarkedLong].length > 0 ? Math.max(...delays, ...unmarkedLong) : null,
    overBoundPercent: windowMs > 0 ? Number(((over / windowMs) * 100).toFixed(1)) : 0,
  };
}
