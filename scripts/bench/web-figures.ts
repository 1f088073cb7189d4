/** One Lighthouse run's figures: scores out of 100, times in milliseconds. */
export interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Scored in the runs at Lighthouse's default CPU slowdown only (NaN in the others). */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's measure of the host's speed during the run (higher is faster; a quiet machine of this kind is about 1,500-2,500). */
  benchmarkIndex: number;
}

/** A page's first-load JavaScript (kB, gzipped), HTML and React's inline payload in it (kB, uncompressed). */
export interface Weight {
  js: number;
  html: number;
  payload: number;
}

/** Lighthouse's default mobile CPU slowdown: a mid-range phone. */
export const defaultSlowdown = 4;

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** The median of every figure over runs. */
export function median(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, middle(runs.map((run) => run[key]))])) as unknown as Figures;
}

/**
 * The web-speed targets at a CPU slowdown, each measured against the floor page of the same run
 * at the same slowdown: the phone targets at both speeds (a slow phone is 8 times slower than
 * the machine, Lighthouse's default 4), first-load JavaScript and (for home, `payloadTarget`)
 * the inline payload of the fast-on-a-slow-phone work, and the scores and HTML size of the
 * web-speed work.
 */
export function targetsOf(page: Figures, size: Weight, floor: Figures, floorSize: Weight, slowdown: number, payloadTarget?: number) {
  const atDefault = slowdown === defaultSlowdown;
  return [
    { name: 'performance >= floor - 3', met: page.performance >= floor.performance - 3 },
    atDefault ? { name: 'LCP <= 2.5 s', met: page.lcp <= 2500 } : { name: 'LCP <= floor + 1 s', met: page.lcp <= floor.lcp + 1000 },
    { name: 'Speed Index <= floor + 0.5 s', met: page.speedIndex <= floor.speedIndex + 500 },
    { name: 'TBT <= floor + 50 ms', met: page.tbt <= floor.tbt + 50 },
    { name: 'CLS <= 0.02', met: page.cls <= 0.02 },
    ...(atDefault ? [{ name: 'a11y/bp/SEO 100', met: page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100 }] : []),
    { name: 'JS <= floor + 6 kB', met: size.js <= floorSize.js + 6 },
    ...(payloadTarget === undefined ? [] : [{ name: `inline payload <= ${payloadTarget} kB`, met: size.payload <= payloadTarget }]),
    { name: 'HTML <= 60 kB', met: size.html <= 60 },
  ];
}
