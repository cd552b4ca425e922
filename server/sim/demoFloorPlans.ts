/** The demo realm's floor plans (spec 3 §2.11): SVG drawn by code, so the Image Map widget has a
 *  building to show on first start without shipping a binary picture. Each plan names where the
 *  demo cameras stand, in the plan's own pixels. */

export interface DemoPlan {
  svg: string;
  /** Where camera n stands. */
  cameras: Record<number, { x: number; y: number }>;
}

const STYLE =
  '<style>.wall{fill:none;stroke:#37474f;stroke-width:6}.room{fill:#eceff1;stroke:#90a4ae;stroke-width:2}' +
  '.label{font:600 22px sans-serif;fill:#455a64}.small{font:16px sans-serif;fill:#78909c}' +
  '.door{stroke:#eceff1;stroke-width:8}.bay{fill:none;stroke:#b0bec5;stroke-width:2}</style>';

const room = (x: number, y: number, w: number, h: number, name: string) =>
  `<rect class="room" x="${x}" y="${y}" width="${w}" height="${h}"/>` +
  `<text class="label" x="${x + 16}" y="${y + 34}">${name}</text>`;

const door = (x1: number, y1: number, x2: number, y2: number) =>
  `<line class="door" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `${STYLE}<rect width="${width}" height="${height}" fill="#fafafa"/>${body}</svg>`;

/** The ground floor: entrance hall, lobby, offices, server room and a corridor. */
export function groundFloorPlan(): DemoPlan {
  const body = [
    room(40, 40, 360, 300, 'Entrance hall'),
    room(400, 40, 400, 300, 'Lobby'),
    room(800, 40, 360, 300, 'Offices'),
    room(40, 420, 520, 340, 'Meeting rooms'),
    room(640, 420, 520, 340, 'Server room'),
    '<rect x="40" y="340" width="1120" height="80" fill="#f5f5f5"/>',
    '<text class="small" x="540" y="386">Corridor</text>',
    '<rect class="wall" x="40" y="40" width="1120" height="720"/>',
    door(180, 40, 260, 40),
    door(560, 340, 640, 340),
    door(940, 340, 1020, 340),
    door(260, 420, 340, 420),
    door(860, 420, 940, 420),
    '<text class="small" x="184" y="30">Main entrance</text>',
  ].join('');
  return {
    svg: svg(1200, 800, body),
    cameras: { 1: { x: 220, y: 90 }, 2: { x: 330, y: 280 }, 3: { x: 600, y: 190 } },
  };
}

/** The car park: two rows of bays and the gate. */
export function carParkPlan(): DemoPlan {
  const bays = (y: number) =>
    Array.from(
      { length: 10 },
      (_, i) => `<rect class="bay" x="${120 + i * 90}" y="${y}" width="90" height="160"/>`,
    ).join('');
  const body = [
    '<rect class="room" x="40" y="40" width="1120" height="720"/>',
    '<text class="label" x="60" y="80">Car park</text>',
    bays(120),
    bays(520),
    '<rect x="40" y="340" width="1120" height="120" fill="#e0e0e0"/>',
    door(1160, 360, 1160, 440),
    '<text class="small" x="1040" y="330">Gate</text>',
  ].join('');
  return { svg: svg(1200, 800, body), cameras: { 4: { x: 300, y: 400 }, 5: { x: 1080, y: 400 } } };
}
