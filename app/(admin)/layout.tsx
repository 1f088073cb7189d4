import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/components/admin/providers';
import { siteLanguages } from '@/i18n/locales';
import './admin.css';

// No title here: the back office names each tab in its own language (components/admin/shell/screen-title.tsx).
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Rendered per request, so Next.js can give its scripts the nonce of the back office's
// Content-Security-Policy (proxy.ts).
export const dynamic = 'force-dynamic';

/** Root layout of the back office: its own document, stylesheet and scripts, apart from the public site. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  const languages = siteLanguages().map(({ langCode, urlLocale, htmlLang, langName }) => ({ langCode, urlLocale, htmlLang, langName }));
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      <body>
        <AdminProviders languages={languages}>{children}</AdminProviders>
      </body>
    </html>
  );
}
