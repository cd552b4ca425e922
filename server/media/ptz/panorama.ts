/** The PTZ demo dome's world: a 360° panorama rendered once by ffmpeg (sky, hills, a heading
 *  grid and labels) and kept as raw RGB, cached in the data directory. */
import fs from 'node:fs';
import path from 'node:path';
import { mediaTools } from '../sources/mediaTools';
import { runMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';

/** 10 pixels per degree: 360° across, ±45° of tilt. */
export const PANORAMA = { width: 3600, height: 900, pxPerDegree: 10 } as const;

export interface Panorama {
  width: number;
  height: number;
  rgb: Buffer;
}

export async function loadPanorama(dataDir: string): Promise<Panorama> {
  const { width, height } = PANORAMA;
  const file = path.join(dataDir, 'media', `panorama-${width}x${height}.rgb`);
  if (!fs.existsSync(file) || fs.statSync(file).size !== width * height * 3) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The picture comes back on ffmpeg's stdout: it writes nothing in the data directory itself.
    fs.writeFileSync(file, await runMedia('analysis', panoramaArgs()));
  }
  return { width, height, rgb: fs.readFileSync(file) };
}

function panoramaArgs(): string[] {
  const { width, height, pxPerDegree } = PANORAMA;
  const horizon = height / 2;
  // Sky fading to white at the horizon, rolling hills below it, a ground of fields.
  const hill = `(${horizon}+40*sin(X/140)+25*sin(X/53+1)+12*sin(X/17))`;
  const r = `if(lt(Y,${hill}),40+150*Y/${horizon},if(lt(mod(floor(X/90)+floor(Y/45),2),1),70,95))`;
  const g = `if(lt(Y,${hill}),90+140*Y/${horizon},if(lt(mod(floor(X/90)+floor(Y/45),2),1),120,150))`;
  const b = `if(lt(Y,${hill}),200+50*Y/${horizon},if(lt(mod(floor(X/90)+floor(Y/45),2),1),50,60))`;
  const font = mediaTools.font.replace(/[\\':]/g, (c) => `\\${c}`);
  const labels: string[] = [];
  for (let deg = 0; deg < 360; deg += 15) {
    const x = deg * pxPerDegree;
    const name = deg % 90 === 0 ? ['N', 'E', 'S', 'W'][deg / 90] : `${deg}`;
    labels.push(
      `drawtext=fontfile=${font}:text='${name}':x=${x + 8}:y=${horizon - 120}:fontsize=48:fontcolor=yellow:box=1:boxcolor=black@0.6`,
    );
  }
  // Buildings: dark blocks with rows of lit windows at fixed headings.
  const buildings: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    const x = i * 150 + ((i * 37) % 60);
    const h = 80 + ((i * 53) % 140);
    const w = 60 + ((i * 29) % 50);
    buildings.push(`drawbox=x=${x}:y=${horizon + 60 - h}:w=${w}:h=${h}:color=0x303040:t=fill`);
    for (let row = 16; row < h - 20; row += 30) {
      buildings.push(`drawbox=x=${x + 8}:y=${horizon + 60 - h + row}:w=${w - 16}:h=8:color=0xffe080@0.8:t=fill`);
    }
  }
  const filter = [
    `geq=r='${r}':g='${g}':b='${b}'`,
    ...buildings,
    `drawgrid=w=${15 * pxPerDegree}:h=${15 * pxPerDegree}:t=2:c=white@0.35`,
    ...labels,
  ].join(',');
  return [
    ...['-hide_banner', '-loglevel', 'error', ...internalInputOptions('lavfi', 'lavfi')],
    ...['-f', 'lavfi', '-i', `color=black:s=${width}x${height}:r=1`],
    ...['-vf', `format=rgb24,${filter}`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ];
}
