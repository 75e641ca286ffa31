// Draws the demo wedding's floor plan (server/seed/assets/demo-layout.png): an SVG written here
// from the hall's description (server/seed/demo-venue.ts), rendered to PNG by Debian's Chromium.
// No third-party picture goes into the product. Run: npx tsx scripts/draw-demo-layout.ts
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoVenue, type Area } from '../server/seed/demo-venue';

const output = fileURLToPath(new URL('../server/seed/assets/demo-layout.png', import.meta.url));
const { width, height, hall, wallThickness: wall, entrance, stage, danceFloor, bar, windows } = demoVenue;
const ink = '#4a4440';
const font = 'font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle"';

const rect = (area: Area, attributes: string) => `<rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" ${attributes}/>`;
const label = (x: number, y: number, text: string, size = 22, colour = '#6b625a', extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" letter-spacing="3" fill="${colour}" ${font} ${extra}>${text}</text>`;
const centreX = (area: Area) => area.x + area.width / 2;

/** The walls as one thick outline, with the entrance left open. */
function walls(): string {
  const left = hall.x - wall / 2;
  const right = hall.x + hall.width + wall / 2;
  const top = hall.y - wall / 2;
  const bottom = hall.y + hall.height + wall / 2;
  const path = `M ${entrance.x} ${bottom} H ${left} V ${top} H ${right} V ${bottom} H ${entrance.x + entrance.width}`;
  const panes = windows.map(
    ([from, to]) =>
      `<line x1="${left}" y1="${from}" x2="${left}" y2="${to}" stroke="#ffffff" stroke-width="${wall - 8}"/>` +
      `<line x1="${left}" y1="${from}" x2="${left}" y2="${to}" stroke="#9cc3d9" stroke-width="3"/>`,
  );
  return `<path d="${path}" fill="none" stroke="${ink}" stroke-width="${wall}" stroke-linejoin="miter"/>${panes.join('')}`;
}

/** Two door leaves swinging into the hall. */
function doors(): string {
  const y = hall.y + hall.height;
  const leaf = entrance.width / 2;
  const hinges = [entrance.x, entrance.x + entrance.width];
  return hinges
    .map((hinge, index) => {
      const direction = index === 0 ? 1 : -1;
      const tip = hinge + direction * leaf;
      return (
        `<line x1="${hinge}" y1="${y}" x2="${hinge}" y2="${y - leaf}" stroke="${ink}" stroke-width="4"/>` +
        `<path d="M ${hinge} ${y - leaf} A ${leaf} ${leaf} 0 0 ${index === 0 ? 1 : 0} ${tip} ${y}" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="6 6"/>`
      );
    })
    .join('');
}

function stageArea(): string {
  const steps = [0, 1, 2].map((step) =>
    rect(
      { x: centreX(stage) - 120 + step * 10, y: stage.y + stage.height + step * 12, width: 240 - step * 20, height: 12 },
      `fill="#cdbb9f" stroke="${ink}" stroke-width="1.5"`,
    ),
  );
  const flowers = [stage.x + 30, stage.x + stage.width - 30].map(
    (x) => `<circle cx="${x}" cy="${stage.y + stage.height - 28}" r="18" fill="#e7b9c1" stroke="#b97c88" stroke-width="2"/>`,
  );
  return (
    rect(stage, `fill="#dccbb0" stroke="${ink}" stroke-width="3"`) +
    steps.join('') +
    flowers.join('') +
    label(centreX(stage), stage.y + 80, 'STAGE · ESCENARIO', 26)
  );
}

function danceFloorArea(): string {
  return (
    `<defs><pattern id="parquet" x="${danceFloor.x}" y="${danceFloor.y}" width="80" height="80" patternUnits="userSpaceOnUse">` +
    `<rect width="80" height="80" fill="#e3c79c"/><rect width="40" height="40" fill="#d4b282"/><rect x="40" y="40" width="40" height="40" fill="#d4b282"/>` +
    `</pattern></defs>` +
    rect(danceFloor, `fill="url(#parquet)" stroke="${ink}" stroke-width="3"`) +
    `<rect x="${danceFloor.x + 60}" y="${danceFloor.y + danceFloor.height / 2 - 30}" width="${danceFloor.width - 120}" height="60" rx="8" fill="#fbf8f3" opacity="0.85"/>` +
    label(centreX(danceFloor), danceFloor.y + danceFloor.height / 2 + 9, 'DANCE FLOOR · PISTA', 24)
  );
}

function barArea(): string {
  const stools = Array.from(
    { length: 7 },
    (_, index) => `<circle cx="${bar.x - 26}" cy="${bar.y + 60 + index * 80}" r="13" fill="#fbf8f3" stroke="${ink}" stroke-width="2"/>`,
  );
  return (
    rect(bar, `rx="14" fill="#9b7a5b" stroke="${ink}" stroke-width="3"`) +
    rect({ x: bar.x + 70, y: bar.y + 20, width: bar.width - 90, height: bar.height - 40 }, `rx="6" fill="#b99978"`) +
    stools.join('') +
    label(bar.x + 45, bar.y + bar.height / 2, 'BAR', 30, '#fbf8f3', `transform="rotate(-90 ${bar.x + 45} ${bar.y + bar.height / 2})"`)
  );
}

function extras(): string {
  const dj = { x: 1330, y: 84, width: 120, height: 70 };
  const restrooms = { x: 1780, y: 64, width: 156, height: 170 };
  const scaleY = hall.y + hall.height - 40;
  return (
    rect(dj, `rx="8" fill="#cfd8dc" stroke="${ink}" stroke-width="2"`) +
    label(centreX(dj), dj.y + 44, 'DJ', 24) +
    rect(restrooms, `fill="#eceae6" stroke="${ink}" stroke-width="3"`) +
    label(centreX(restrooms), restrooms.y + 95, 'WC', 28) +
    label(entrance.x + entrance.width / 2, hall.y + hall.height - entrance.width / 2 - 24, 'ENTRANCE · ENTRADA', 20) +
    `<line x1="${hall.x + 40}" y1="${scaleY}" x2="${hall.x + 290}" y2="${scaleY}" stroke="${ink}" stroke-width="4"/>` +
    [0, 250]
      .map(
        (offset) =>
          `<line x1="${hall.x + 40 + offset}" y1="${scaleY - 10}" x2="${hall.x + 40 + offset}" y2="${scaleY + 10}" stroke="${ink}" stroke-width="3"/>`,
      )
      .join('') +
    label(hall.x + 165, scaleY - 16, '5 m', 18)
  );
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><pattern id="tiles" width="50" height="50" patternUnits="userSpaceOnUse"><rect width="50" height="50" fill="#fbf8f3"/><path d="M 50 0 H 0 V 50" fill="none" stroke="#efe8dd" stroke-width="2"/></pattern></defs>
  <rect width="${width}" height="${height}" fill="#f1ede6"/>
  ${rect(hall, 'fill="url(#tiles)"')}
  ${danceFloorArea()}${stageArea()}${barArea()}${extras()}${walls()}${doors()}
</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: output, clip: { x: 0, y: 0, width, height } });
} finally {
  await browser.close();
}
console.log(`${output}: ${width} × ${height} px, ${(statSync(output).size / 1024).toFixed(0)} KB`);
