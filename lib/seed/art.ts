/**
 * SVG compositions for the demo pictures: abstract, text-free artwork (except a portrait's
 * initials) in the site's ink/navy palette with one brass accent.
 */

const palette = {
  ink: '#0c1726',
  navy: '#16263f',
  slate: '#2c4566',
  mist: '#8fa2bb',
  paper: '#f3ede2',
  brass: '#c9a45c',
};

const grounds: [string, string][] = [
  ['#0c1726', '#1c3150'],
  ['#0f2a36', '#24505f'],
  ['#1b1f27', '#3a4250'],
  ['#17263b', '#3b5575'],
  ['#0a1420', '#243b5a'],
  ['#22324a', '#4d6584'],
  ['#111f35', '#2a4466'],
];

const glowCentres = [0.75, 0.2, 0.5, 0.88, 0.35];

/** A small deterministic generator, so the same variant always draws the same picture. */
function random(seed: number): () => number {
  let state = seed * 2654435761 + 1013904223;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function svg(w: number, h: number, variant: number, body: string, defs = ''): string {
  const [from, to] = grounds[variant % grounds.length];
  const glowX = glowCentres[variant % glowCentres.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="0.3" r="0.7"><stop offset="0" stop-color="${palette.brass}" stop-opacity="0.22"/><stop offset="1" stop-color="${palette.brass}" stop-opacity="0"/></radialGradient>
${defs}
</defs>
<rect width="${w}" height="${h}" fill="url(#ground)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${body}
</svg>`;
}

type Drawing = (w: number, h: number, rnd: () => number) => string;

const skyline: Drawing = (w, h, rnd) => {
  const water = h * 0.8;
  const layers = [0.35, 0.9].map((opacity, layer) => {
    let x = -10;
    let shapes = '';
    while (x < w) {
      const width = (30 + rnd() * 70) * (w / 1200);
      const height = h * (layer ? 0.12 + rnd() * 0.38 : 0.2 + rnd() * 0.4);
      const top = water - height;
      shapes += `<rect x="${round(x)}" y="${round(top)}" width="${round(width)}" height="${round(height)}" fill="${layer ? palette.ink : palette.slate}" opacity="${opacity}"/>`;
      if (layer && rnd() > 0.6) {
        shapes += `<rect x="${round(x + width / 2 - 1)}" y="${round(top - h * 0.05)}" width="2" height="${round(h * 0.05)}" fill="${palette.ink}"/>`;
      }
      x += width + rnd() * 8;
    }
    return shapes;
  });
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = water + 8 + i * ((h - water) / 7);
    const x = rnd() * w * 0.6;
    return `<line x1="${round(x)}" y1="${round(y)}" x2="${round(x + w * (0.15 + rnd() * 0.3))}" y2="${round(y)}" stroke="${palette.brass}" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join('');
  return `<circle cx="${round(w * (0.55 + rnd() * 0.3))}" cy="${round(h * 0.42)}" r="${round(h * 0.13)}" fill="${palette.brass}" opacity="0.85"/>
${layers.join('')}
<rect y="${round(water)}" width="${w}" height="${round(h - water)}" fill="${palette.ink}" opacity="0.75"/>${lines}`;
};

const harbour: Drawing = (w, h, rnd) => {
  let waves = '';
  for (let i = 0; i < 6; i++) {
    const base = h * (0.35 + i * 0.11);
    const amplitude = h * (0.03 + rnd() * 0.03);
    const period = w / (1.5 + rnd() * 1.5);
    const phase = rnd() * period;
    let d = `M0 ${round(base)}`;
    for (let x = 0; x <= w + 40; x += 40) {
      d += ` L${x} ${round(base + Math.sin(((x + phase) / period) * Math.PI * 2) * amplitude)}`;
    }
    d += ` L${w + 40} ${h} L0 ${h} Z`;
    waves += `<path d="${d}" fill="${palette.slate}" opacity="${round(0.18 + i * 0.1)}"/>`;
    if (i === 2)
      waves += `<path d="${d.split(' L' + (w + 40) + ' ' + h)[0]}" fill="none" stroke="${palette.brass}" stroke-width="3" opacity="0.8"/>`;
  }
  return `<circle cx="${round(w * 0.2 + rnd() * w * 0.2)}" cy="${round(h * 0.25)}" r="${round(h * 0.09)}" fill="${palette.paper}" opacity="0.9"/>${waves}`;
};

const columns: Drawing = (w, h, rnd) => {
  const count = 5 + Math.floor(rnd() * 3);
  const width = w * 0.5;
  const left = (w - width) / 2 + (rnd() - 0.5) * w * 0.2;
  const top = h * 0.3;
  const bottom = h * 0.82;
  const step = width / count;
  let shapes = `<path d="M${round(left - 20)} ${round(top)} L${round(left + width / 2)} ${round(h * 0.13)} L${round(left + width + 20)} ${round(top)} Z" fill="${palette.paper}" opacity="0.16"/>`;
  shapes += `<rect x="${round(left - 20)}" y="${round(top)}" width="${round(width + 40)}" height="${round(h * 0.04)}" fill="${palette.paper}" opacity="0.22"/>`;
  for (let i = 0; i < count; i++) {
    const x = left + i * step + step * 0.2;
    shapes += `<rect x="${round(x)}" y="${round(top + h * 0.05)}" width="${round(step * 0.6)}" height="${round(bottom - top - h * 0.05)}" fill="${palette.paper}" opacity="0.13"/>`;
    shapes += `<line x1="${round(x + step * 0.3)}" y1="${round(top + h * 0.06)}" x2="${round(x + step * 0.3)}" y2="${round(bottom)}" stroke="${palette.paper}" stroke-opacity="0.12" stroke-width="2"/>`;
  }
  for (let i = 0; i < 3; i++) {
    shapes += `<rect x="${round(left - 20 - i * 18)}" y="${round(bottom + i * h * 0.035)}" width="${round(width + 40 + i * 36)}" height="${round(h * 0.035)}" fill="${palette.paper}" opacity="${round(0.2 - i * 0.04)}"/>`;
  }
  return `${shapes}<line x1="0" y1="${round(bottom + h * 0.12)}" x2="${w}" y2="${round(bottom + h * 0.12)}" stroke="${palette.brass}" stroke-width="3" opacity="0.7"/>`;
};

const arcs: Drawing = (w, h, rnd) => {
  const cx = rnd() > 0.5 ? w * 0.85 : w * 0.15;
  const cy = h * (0.7 + rnd() * 0.3);
  let rings = '';
  for (let i = 1; i <= 12; i++) {
    const accent = i === 5 + Math.floor(rnd() * 3);
    rings += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(i * h * 0.09)}" fill="none" stroke="${accent ? palette.brass : palette.paper}" stroke-opacity="${accent ? 0.85 : 0.12}" stroke-width="${accent ? 3 : 1.5}"/>`;
  }
  return `${rings}<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(h * 0.09)}" fill="${palette.brass}" opacity="0.8"/>`;
};

const grid: Drawing = (w, h, rnd) => {
  const gap = w / 24;
  let dots = '';
  for (let x = gap; x < w; x += gap) {
    for (let y = gap; y < h; y += gap) {
      const lit = rnd() > 0.97;
      dots += `<circle cx="${round(x)}" cy="${round(y)}" r="${lit ? 6 : 2}" fill="${lit ? palette.brass : palette.paper}" opacity="${lit ? 0.9 : 0.18}"/>`;
    }
  }
  return `${dots}<circle cx="${round(w * (0.3 + rnd() * 0.4))}" cy="${round(h / 2)}" r="${round(h * 0.3)}" fill="none" stroke="${palette.paper}" stroke-opacity="0.5" stroke-width="2"/>`;
};

const bands: Drawing = (w, h, rnd) => {
  let shapes = '';
  const shades = [palette.ink, palette.slate, palette.navy, palette.mist];
  for (let i = 0; i < 7; i++) {
    const x = -h + (i * (w + h)) / 6 + rnd() * 40;
    const width = 60 + rnd() * 140;
    shapes += `<path d="M${round(x)} ${h} L${round(x + h)} 0 L${round(x + h + width)} 0 L${round(x + width)} ${h} Z" fill="${shades[i % shades.length]}" opacity="${round(0.25 + rnd() * 0.3)}"/>`;
  }
  const x = w * (0.4 + rnd() * 0.3);
  return `${shapes}<path d="M${round(x)} ${h} L${round(x + h)} 0 L${round(x + h + 10)} 0 L${round(x + 10)} ${h} Z" fill="${palette.brass}" opacity="0.85"/>`;
};

const laurel: Drawing = (w, h, rnd) => {
  const cx = w / 2;
  const cy = h * 0.5;
  const radius = h * 0.3;
  let leaves = '';
  const count = 7 + Math.floor(rnd() * 4);
  const spacing = 2.4 / count;
  for (const side of [-1, 1]) {
    for (let i = 0; i < count; i++) {
      const angle = Math.PI / 2 + side * (0.35 + i * spacing);
      const x = cx + Math.cos(angle) * radius;
      const y = cy + Math.sin(angle) * radius;
      const rotation = (angle * 180) / Math.PI + 90 + side * 35;
      leaves += `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(h * 0.025)}" ry="${round(h * 0.06)}" transform="rotate(${round(rotation)} ${round(x)} ${round(y)})" fill="${palette.brass}" opacity="0.9"/>`;
    }
  }
  const points = 4 + Math.floor(rnd() * 4);
  const star = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? h * 0.045 : h * 0.11;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    return `${round(cx + Math.cos(a) * r)},${round(cy - h * 0.02 + Math.sin(a) * r)}`;
  }).join(' ');
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12 + rnd() * 0.05;
    return `<line x1="${round(cx + Math.cos(a) * h * 0.42)}" y1="${round(cy + Math.sin(a) * h * 0.42)}" x2="${round(cx + Math.cos(a) * h * 0.6)}" y2="${round(cy + Math.sin(a) * h * 0.6)}" stroke="${palette.paper}" stroke-opacity="0.1" stroke-width="2"/>`;
  }).join('');
  return `${rays}${leaves}<polygon points="${star}" fill="${palette.paper}" opacity="0.92"/>`;
};

const network: Drawing = (w, h, rnd) => {
  const nodes = Array.from({ length: 18 }, () => [w * (0.05 + rnd() * 0.9), h * (0.08 + rnd() * 0.84)]);
  let lines = '';
  nodes.forEach(([x, y], i) => {
    const [x2, y2] = nodes[(i + 1 + Math.floor(rnd() * 4)) % nodes.length];
    lines += `<line x1="${round(x)}" y1="${round(y)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${palette.paper}" stroke-opacity="0.22" stroke-width="1.5"/>`;
  });
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${round(x)}" cy="${round(y)}" r="${i % 5 ? 5 : 11}" fill="${i % 5 ? palette.paper : palette.brass}" opacity="${i % 5 ? 0.6 : 0.95}"/>`,
    )
    .join('');
  return lines + dots;
};

const pages: Drawing = (w, h, rnd) => {
  let sheets = '';
  for (let i = 0; i < 3; i++) {
    const x = w * 0.32 + i * w * 0.06;
    const y = h * 0.14 + i * h * 0.05;
    const pw = w * 0.3;
    const ph = h * 0.72;
    const tilt = (i - 1) * 4 + rnd() * 2;
    let text = '';
    for (let line = 0; line < 9; line++) {
      const width = pw * (0.5 + rnd() * 0.35);
      text += `<rect x="${round(x + pw * 0.1)}" y="${round(y + ph * (0.16 + line * 0.08))}" width="${round(width)}" height="6" fill="${palette.slate}" opacity="${line ? 0.35 : 0.7}"/>`;
    }
    sheets += `<g transform="rotate(${round(tilt)} ${round(x + pw / 2)} ${round(y + ph / 2)})"><rect x="${round(x)}" y="${round(y)}" width="${round(pw)}" height="${round(ph)}" fill="${palette.paper}" opacity="${round(0.55 + i * 0.2)}"/>${i === 2 ? text : ''}</g>`;
  }
  return `${sheets}<circle cx="${round(w * 0.74)}" cy="${round(h * 0.74)}" r="${round(h * 0.07)}" fill="${palette.brass}" opacity="0.9"/>`;
};

const motifs = { skyline, harbour, columns, arcs, grid, bands, laurel, network, pages };
export type Motif = keyof typeof motifs;

/** A landscape picture (cover or banner). Banners get a darker left side for their text. */
export function sceneSvg(motif: Motif, variant: number, w: number, h: number, shadeLeft = false): string {
  const shade = shadeLeft ? `<rect width="${w}" height="${h}" fill="url(#shade)"/>` : '';
  const defs = shadeLeft
    ? `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${palette.ink}" stop-opacity="0"/></linearGradient>`
    : '';
  const body = motifs[motif](w, h, random(variant + motif.length * 97));
  const mirrored = variant % 2 ? `<g transform="translate(${w} 0) scale(-1 1)">${body}</g>` : body;
  return svg(w, h, variant, mirrored + shade, defs);
}

const figureTints: [string, string][] = [
  ['#4a6a91', '#233a59'],
  ['#5b7390', '#2b3d55'],
  ['#3f6a78', '#1f3d4a'],
  ['#6a7a92', '#334155'],
];

export function portraitSvg(initials: string, variant: number): string {
  const w = 600;
  const h = 750;
  const rnd = random(variant + 11);
  const [light, dark] = figureTints[variant % figureTints.length];
  const head = 96 + Math.round(rnd() * 16);
  const shoulder = 220 + Math.round(rnd() * 30);
  const neck = 300 + head + 70;
  const defs = `<linearGradient id="figure" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const ring = `<circle cx="${round(w * (0.25 + rnd() * 0.5))}" cy="${round(h * (0.28 + rnd() * 0.16))}" r="${round(w * (0.36 + rnd() * 0.12))}" fill="none" stroke="${palette.brass}" stroke-opacity="0.35" stroke-width="2"/>`;
  const figure = `<circle cx="300" cy="300" r="${head}" fill="url(#figure)"/>
<path d="M${300 - shoulder} 750 C${300 - shoulder} 560 ${300 - shoulder * 0.55} ${neck} 300 ${neck} C${300 + shoulder * 0.55} ${neck} ${300 + shoulder} 560 ${300 + shoulder} 750 Z" fill="url(#figure)"/>`;
  const label = `<rect x="0" y="640" width="600" height="110" fill="${palette.ink}" opacity="0.55"/>
<rect x="48" y="668" width="40" height="3" fill="${palette.brass}"/>
<text x="48" y="722" font-family="Liberation Serif, DejaVu Serif, Noto Serif CJK SC, serif" font-size="44" letter-spacing="6" fill="${palette.paper}">${initials}</text>`;
  return svg(w, h, variant, ring + figure + label, defs);
}

type Glyph = string;

/** Practice-area glyphs on a 128 box, drawn in strokes; the accent element is brass. */
const glyphs = {
  briefcase: `<rect x="30" y="46" width="68" height="48" rx="6"/><path d="M50 46v-8a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v8"/><path d="M30 66h68" class="a"/>`,
  bank: `<path d="M26 52L64 30l38 22z"/><path d="M36 58v30M56 58v30M72 58v30M92 58v30"/><path d="M26 96h76" class="a"/>`,
  chart: `<path d="M30 96V32M30 96h68"/><path d="M44 86V70M60 86V58M76 86V64M92 86V46"/><path d="M40 62l18-14 16 8 22-20" class="a"/>`,
  scales: `<path d="M64 30v62M44 98h40M34 42h60"/><path d="M34 42l-12 26h24zM94 42l-12 26h24z"/><circle cx="64" cy="30" r="4" class="a"/>`,
  gavel: `<path d="M40 44l20-20 18 18-20 20z"/><path d="M68 52l28 28"/><path d="M30 98h44" class="a"/>`,
  cycle: `<path d="M92 56a30 30 0 0 0-54-12M36 72a30 30 0 0 0 54 12"/><path d="M36 32v14h14M92 96V82H78" class="a"/>`,
  tower: `<rect x="42" y="28" width="44" height="70"/><path d="M52 40h8M68 40h8M52 54h8M68 54h8M52 68h8M68 68h8"/><path d="M30 98h68" class="a"/>`,
  people: `<circle cx="48" cy="48" r="12"/><circle cx="82" cy="52" r="10"/><path d="M24 94c2-16 12-24 24-24s22 8 24 24M70 94c2-12 8-18 16-18s14 6 16 18"/><path d="M24 100h80" class="a"/>`,
  bulb: `<path d="M50 82c0-10-14-16-14-34a28 28 0 0 1 56 0c0 18-14 24-14 34z"/><path d="M52 92h24M56 100h16"/><path d="M64 40v20" class="a"/>`,
  shield: `<path d="M64 26l32 12v22c0 20-14 34-32 42-18-8-32-22-32-42V38z"/><path d="M50 64l10 10 20-22" class="a"/>`,
  anchor: `<circle cx="64" cy="34" r="8"/><path d="M64 42v58M48 56h32"/><path d="M30 74c4 16 18 26 34 26s30-10 34-26" class="a"/>`,
  tree: `<circle cx="64" cy="36" r="10"/><circle cx="38" cy="84" r="10"/><circle cx="90" cy="84" r="10"/><path d="M64 46v14M38 74V60h52v14" class="a"/>`,
} satisfies Record<string, Glyph>;
export type GlyphName = keyof typeof glyphs;

export function iconSvg(glyph: GlyphName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.navy}"/><stop offset="1" stop-color="${palette.slate}"/></linearGradient>
<style>g{fill:none;stroke:${palette.paper};stroke-width:5;stroke-linecap:round;stroke-linejoin:round}.a{stroke:${palette.brass}}</style></defs>
<rect width="128" height="128" rx="28" fill="url(#tile)"/><g>${glyphs[glyph]}</g></svg>`;
}

/** The firm's mark: an arch over three pillars above a line of water. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<circle cx="256" cy="256" r="248" fill="${palette.navy}"/>
<g fill="none" stroke-linecap="round">
<path d="M136 300V236a120 120 0 0 1 240 0v64" stroke="${palette.brass}" stroke-width="22"/>
<path d="M196 300v-70M256 300v-96M316 300v-70" stroke="${palette.paper}" stroke-width="22"/>
<path d="M112 344h288" stroke="${palette.paper}" stroke-width="16"/>
<path d="M136 388c20-14 40-14 60 0s40 14 60 0 40-14 60 0 40 14 60 0" stroke="${palette.brass}" stroke-width="12"/>
</g></svg>`;
}

const rooms: Record<'reception' | 'meeting' | 'library' | 'view', Drawing> = {
  reception: (w, h) => {
    const vx = w / 2;
    const vy = h * 0.45;
    let lines = '';
    for (let i = 0; i <= 10; i++) {
      const x = (i / 10) * w;
      lines += `<line x1="${round(x)}" y1="${h}" x2="${round(vx)}" y2="${round(vy)}" stroke="${palette.paper}" stroke-opacity="0.1"/>`;
      lines += `<line x1="${round(x)}" y1="0" x2="${round(vx)}" y2="${round(vy)}" stroke="${palette.paper}" stroke-opacity="0.06"/>`;
    }
    return `${lines}<rect x="${round(w * 0.3)}" y="${round(h * 0.2)}" width="${round(w * 0.4)}" height="${round(h * 0.4)}" fill="${palette.ink}" opacity="0.6"/>
<path d="M${round(w * 0.28)} ${round(h * 0.78)} h${round(w * 0.44)} v${round(h * 0.1)} h-${round(w * 0.44)} z" fill="${palette.paper}" opacity="0.85"/>
<rect x="${round(w * 0.28)}" y="${round(h * 0.76)}" width="${round(w * 0.44)}" height="6" fill="${palette.brass}"/>
<circle cx="${round(w * 0.5)}" cy="${round(h * 0.4)}" r="${round(h * 0.09)}" fill="none" stroke="${palette.brass}" stroke-width="6"/>`;
  },
  meeting: (w, h) => {
    const chairs = Array.from({ length: 5 }, (_, i) => {
      const x = w * (0.3 + i * 0.1);
      return `<circle cx="${round(x)}" cy="${round(h * 0.32)}" r="26" fill="${palette.slate}"/><circle cx="${round(x)}" cy="${round(h * 0.72)}" r="26" fill="${palette.slate}"/>`;
    }).join('');
    const windows = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${round(w * 0.05 + i * w * 0.15)}" y="20" width="${round(w * 0.12)}" height="18" fill="${palette.paper}" opacity="0.35"/>`,
    ).join('');
    return `${windows}${chairs}<rect x="${round(w * 0.22)}" y="${round(h * 0.38)}" width="${round(w * 0.56)}" height="${round(h * 0.28)}" rx="${round(h * 0.14)}" fill="${palette.paper}" opacity="0.9"/>
<rect x="${round(w * 0.3)}" y="${round(h * 0.51)}" width="${round(w * 0.4)}" height="4" fill="${palette.brass}"/>`;
  },
  library: (w, h, rnd) => {
    let books = '';
    for (let shelf = 0; shelf < 4; shelf++) {
      const base = h * (0.25 + shelf * 0.2);
      books += `<rect x="${round(w * 0.08)}" y="${round(base)}" width="${round(w * 0.84)}" height="8" fill="${palette.paper}" opacity="0.5"/>`;
      let x = w * 0.1;
      while (x < w * 0.9) {
        const width = 14 + rnd() * 20;
        const height = h * (0.1 + rnd() * 0.07);
        const fill = rnd() > 0.85 ? palette.brass : rnd() > 0.5 ? palette.slate : palette.mist;
        books += `<rect x="${round(x)}" y="${round(base - height)}" width="${round(width)}" height="${round(height)}" fill="${fill}" opacity="0.85"/>`;
        x += width + 3;
      }
    }
    return books;
  },
  view: (w, h, rnd) => {
    const mullions = Array.from(
      { length: 5 },
      (_, i) => `<rect x="${round((i * w) / 4 - 6)}" y="0" width="12" height="${h}" fill="${palette.ink}"/>`,
    ).join('');
    return `${skyline(w, h, rnd)}${mullions}<rect y="${round(h * 0.5)}" width="${w}" height="10" fill="${palette.ink}"/>`;
  },
};
export type Room = keyof typeof rooms;

export function roomSvg(room: Room, variant: number): string {
  return svg(1200, 800, variant, rooms[room](1200, 800, random(variant + 7)));
}
