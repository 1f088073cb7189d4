import localFont from 'next/font/local';

/**
 * Self-hosted faces: nothing is fetched from a font service.
 *
 * Inter is @fontsource/inter 5.3.0's latin files cut down to the same characters with kerning
 * only (no hinting, glyph names or alternates), half their size (12 kB a weight instead of 24):
 * pyftsubset inter-latin-WEIGHT-normal.woff2 --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,
 * U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,
 * U+FEFF,U+FFFD" --layout-features=kern --no-hinting --no-glyph-names --name-IDs=0,1,2,3,4,5,6,13,14
 * --flavor=woff2 (Inter's licence, without a reserved name, allows it: fonts/Inter-OFL.txt).
 *
 * Both are `optional`: a face that is not there within about 100 ms waits for the next page (from
 * the browser's cache) instead of repainting every line late; late swaps measured 0.5-1.5 s of LCP
 * and Speed Index on a phone (docs/BENCHMARKS.md). All three are preloaded, so they are there in
 * time on a first visit. The headings' serif: laid out first in its fallback, a long title took one
 * line more until the face arrived, and what follows it moved (CLS 0.025-0.028 on article and deal
 * pages). Inter: found only once the styles were read, its two files were the last requests the
 * first paint waited for (an English article's simulated first paint 1.07 s without, 0.77 s with).
 */
export const sans = localFont({
  src: [
    { path: './fonts/inter-latin-400.woff2', weight: '400', style: 'normal' },
    { path: './fonts/inter-latin-600.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
  preload: true,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const serif = localFont({
  src: [
    { path: '../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-source-serif',
  display: 'optional',
  preload: true,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
