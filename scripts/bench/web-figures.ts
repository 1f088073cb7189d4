/** One Lighthouse run's figures: scores out of 100, times in milliseconds. */
export interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** A page's first-load JavaScript (kB, gzipped) and HTML (kB, uncompressed). */
export interface Weight {
  js: number;
  html: number;
}

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

/** The web-speed targets, each measured against the floor page of the same run. */
export function targetsOf(page: Figures, size: Weight, floor: Figures, floorSize: Weight) {
  return [
    { name: 'performance >= floor - 3', met: page.performance >= floor.performance - 3 },
    { name: 'LCP <= 2.5 s', met: page.lcp <= 2500 },
    { name: 'Speed Index <= floor + 0.5 s', met: page.speedIndex <= floor.speedIndex + 500 },
    { name: 'TBT <= floor + 50 ms', met: page.tbt <= floor.tbt + 50 },
    { name: 'CLS <= 0.02', met: page.cls <= 0.02 },
    { name: 'a11y/bp/SEO 100', met: page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100 },
    { name: 'JS <= floor + 8 kB', met: size.js <= floorSize.js + 8 },
    { name: 'HTML <= 60 kB', met: size.html <= 60 },
  ];
}
