import sharp from 'sharp';
import type { Db } from '../db/client';
import { saveUpload, uploadUrl } from '../storage/uploads';
import { iconSvg, logoSvg, portraitSvg, roomSvg, sceneSvg, type GlyphName, type Motif, type Room } from './art';

/** A cover picture: a motif and a variant number, e.g. `skyline:2`. */
export type CoverKey = `${Motif}:${number}`;

interface Picture {
  svg: string;
  format: 'webp' | 'png';
  name: string;
}

export interface ImageNeeds {
  portraits: { key: string; initials: string }[];
  covers: CoverKey[];
  icons: GlyphName[];
  banners: CoverKey[];
  rooms: Room[];
}

export interface ImageSet {
  logo: string;
  portrait(key: string): string;
  cover(key: CoverKey): string;
  icon(glyph: GlyphName): string;
  banner(key: CoverKey): string;
  room(room: Room): string;
}

// Two pictures at a time: enough to keep two cores busy without starving the server.
const CONCURRENCY = 2;

async function render(db: Db, picture: Picture): Promise<string> {
  const image = sharp(Buffer.from(picture.svg));
  const bytes =
    picture.format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.webp({ quality: 80, effort: 2 }).toBuffer();
  return uploadUrl(await saveUpload(db, bytes, `${picture.name}.${picture.format}`, { imagesOnly: true }));
}

async function renderAll(db: Db, pictures: Map<string, Picture>): Promise<Map<string, string>> {
  const queue = [...pictures.entries()];
  const urls = new Map<string, string>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) urls.set(next[0], await render(db, next[1]));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return urls;
}

function parseCover(key: CoverKey): [Motif, number] {
  const [motif, variant] = key.split(':');
  return [motif as Motif, Number(variant)];
}

/** Draws every picture the demo content needs, stores each as an upload, and maps them to URLs. */
export async function renderImages(db: Db, needs: ImageNeeds): Promise<ImageSet> {
  const pictures = new Map<string, Picture>();
  pictures.set('logo', { svg: logoSvg(), format: 'png', name: 'logo' });
  needs.portraits.forEach(({ key, initials }, index) =>
    pictures.set(`portrait:${key}`, { svg: portraitSvg(initials, index), format: 'webp', name: `portrait-${key}` }),
  );
  for (const key of new Set(needs.covers)) {
    pictures.set(`cover:${key}`, { svg: sceneSvg(...parseCover(key), 1200, 675), format: 'webp', name: `cover-${key.replace(':', '-')}` });
  }
  for (const key of new Set(needs.banners)) {
    pictures.set(`banner:${key}`, {
      svg: sceneSvg(...parseCover(key), 1920, 800, true),
      format: 'webp',
      name: `banner-${key.replace(':', '-')}`,
    });
  }
  for (const glyph of new Set(needs.icons)) pictures.set(`icon:${glyph}`, { svg: iconSvg(glyph), format: 'png', name: `icon-${glyph}` });
  needs.rooms.forEach((room, index) => pictures.set(`room:${room}`, { svg: roomSvg(room, index), format: 'webp', name: `office-${room}` }));

  const urls = await renderAll(db, pictures);
  const get = (key: string) => {
    const url = urls.get(key);
    if (!url) throw new Error(`demo picture ${key} was not drawn`);
    return url;
  };
  return {
    logo: get('logo'),
    portrait: (key) => get(`portrait:${key}`),
    cover: (key) => get(`cover:${key}`),
    icon: (glyph) => get(`icon:${glyph}`),
    banner: (key) => get(`banner:${key}`),
    room: (room) => get(`room:${room}`),
  };
}
