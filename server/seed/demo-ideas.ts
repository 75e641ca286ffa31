import { guestColors } from '../../contract/guests';
import type { IdeaForm } from '../../contract/ideas';
import type { Database } from '../db/client';
import { createIdeaCategory } from '../modules/ideas/categories';
import { IdeaImages } from '../modules/ideas/image-files';
import { createIdea, setPinned } from '../modules/ideas/service';
import { Storage } from '../shared/storage';

const colorOf = (key: (typeof guestColors)[number]['key']) => {
  const { color_r, color_g, color_b } = guestColors.find((color) => color.key === key)!;
  return { color_r, color_g, color_b };
};

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);

/** Drawn here for the demo (no third-party pictures): a bouquet of peonies. */
const bouquet = () => {
  const blooms = [
    [300, 250, 90, '#f4a6c1'],
    [200, 300, 75, '#f8c8d8'],
    [400, 310, 80, '#ee8fb0'],
    [260, 380, 70, '#fbd3e0'],
    [350, 400, 65, '#f29cbb'],
  ] as const;
  const petals = blooms
    .map(
      ([x, y, r, fill]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="#fff" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r * 0.25}" fill="#e07a9c"/>`,
    )
    .join('');
  return svg(
    600,
    700,
    `<rect width="600" height="700" fill="#fdf6f0"/><path d="M300 690 L250 450 M300 690 L300 450 M300 690 L350 450" stroke="#6b8f5e" stroke-width="14"/>` +
      `<ellipse cx="170" cy="420" rx="70" ry="28" fill="#8fb07f" transform="rotate(-30 170 420)"/><ellipse cx="440" cy="430" rx="70" ry="28" fill="#8fb07f" transform="rotate(30 440 430)"/>${petals}`,
  );
};

/** A long table laid for dinner, with candles. */
const tableSetting = () => {
  const plates = [120, 260, 400, 540, 680]
    .map(
      (x) =>
        `<circle cx="${x}" cy="330" r="46" fill="#fff" stroke="#d8c9b0" stroke-width="6"/><rect x="${x + 30}" y="180" width="14" height="70" fill="#fffaf0"/><ellipse cx="${x + 37}" cy="172" rx="8" ry="14" fill="#ffb347"/>`,
    )
    .join('');
  return svg(800, 500, `<rect width="800" height="500" fill="#3b2f2f"/><rect x="40" y="250" width="720" height="170" rx="20" fill="#f5efe6"/>${plates}`);
};

/** A ceremony arch at sunset. */
const sunsetArch = () =>
  svg(
    800,
    600,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a8b"/><stop offset="0.6" stop-color="#ffd3a5"/><stop offset="1" stop-color="#fdfcdc"/></linearGradient></defs>` +
      `<rect width="800" height="600" fill="url(#sky)"/><circle cx="400" cy="420" r="90" fill="#ffe29a"/><rect y="470" width="800" height="130" fill="#7a9e7e"/>` +
      `<path d="M250 560 L250 260 A150 150 0 0 1 550 260 L550 560" fill="none" stroke="#fff" stroke-width="22"/>` +
      [270, 330, 400, 470, 530].map((x, index) => `<circle cx="${x}" cy="${index % 2 ? 150 : 190}" r="26" fill="#f7c6d0"/>`).join(''),
  );

interface DemoIdea {
  form: IdeaForm;
  category?: string;
  drawing?: () => Buffer;
  pinned?: boolean;
}

const ideas: DemoIdea[] = [
  { form: { title: 'Peony bouquet', type: 'image', category_id: null }, category: 'Flowers', drawing: bouquet, pinned: true },
  {
    form: {
      title: 'Blush and sage palette',
      type: 'colors',
      category_id: null,
      colors: [
        { r: 244, g: 166, b: 193 },
        { r: 253, g: 246, b: 240 },
        { r: 143, g: 176, b: 127 },
        { r: 107, g: 143, b: 94 },
        { r: 212, g: 175, b: 55 },
      ],
    },
    category: 'Decor',
    pinned: true,
  },
  { form: { title: 'Candlelit long tables', type: 'image', category_id: null }, category: 'Decor', drawing: tableSetting },
  {
    form: {
      title: 'Our vows',
      type: 'text',
      category_id: null,
      text: 'Write our own vows, two minutes each. Mateo reads first, in Spanish; Sofía answers in English. Keep a printed copy in the planner’s folder in case nerves win.',
    },
    category: 'Ceremony',
  },
  { form: { title: 'Sunset ceremony arch', type: 'image', category_id: null }, category: 'Ceremony', drawing: sunsetArch },
  {
    form: {
      title: 'Lantern-lit terrace',
      type: 'link',
      category_id: null,
      link: {
        link: 'https://example.com/terrace-lanterns',
        title: 'Terrace lighting ideas',
        description: 'Paper lanterns and string lights over an open-air dinner.',
        image: null,
      },
    },
    category: 'Decor',
  },
  {
    form: {
      title: 'First dance songs',
      type: 'text',
      category_id: null,
      text: 'Shortlist: a slow bolero for the first minute, then the band picks up the tempo. Ask the band for an instrumental version.',
    },
    category: 'Music',
  },
  {
    form: {
      title: 'Evening lights',
      type: 'colors',
      category_id: null,
      colors: [
        { r: 255, g: 179, b: 71 },
        { r: 255, g: 226, b: 154 },
        { r: 59, g: 47, b: 47 },
      ],
    },
  },
];

const categories: Array<[name: string, color: Parameters<typeof colorOf>[0]]> = [
  ['Flowers', 'rose'],
  ['Decor', 'gold'],
  ['Ceremony', 'lavender'],
  ['Music', 'teal'],
];

/**
 * The demo wedding's idea board: four categories and eight ideas of every type, two pinned.
 * Its pictures are drawn above as SVG and go through the upload's own path (drawn into PNGs,
 * given server-made names, with their thumbnails).
 */
export async function seedDemoIdeas(db: Database, weddingId: number): Promise<void> {
  const images = new IdeaImages(new Storage(db));
  const categoryIds = new Map<string, number>();
  for (const [name, color] of categories) categoryIds.set(name, (await createIdeaCategory(db, weddingId, { name, ...colorOf(color) })).id);
  for (const idea of ideas) {
    const form = { ...idea.form, category_id: idea.category ? categoryIds.get(idea.category)! : null };
    const received = idea.drawing ? await images.receive(idea.drawing(), weddingId) : null;
    const saved = await createIdea(db, images, weddingId, form, received);
    if (idea.pinned) await setPinned(db, saved.id, true);
  }
}
