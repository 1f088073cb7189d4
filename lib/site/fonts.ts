import localFont from 'next/font/local';

/** Self-hosted faces from the @fontsource packages: nothing is fetched from a font service. */
export const sans = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const serif = localFont({
  src: [
    { path: '../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-source-serif',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
