'use client';

/**
 * The last resort, when even a root layout cannot render (the database went away before the
 * layout's data was cached): a plain page in both languages with a way to try again.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '6rem 1.5rem', color: '#0e1b2c' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1 style={{ fontSize: '2rem', fontWeight: 600 }}>This page is unavailable for a moment</h1>
          <p>We are sorry: the page could not be loaded just now. Please try again in a few moments.</p>
          <p lang="zh-CN">非常抱歉，此页面暂时无法加载。请稍后再试。</p>
          <p>
            {/* An empty href reloads this very address from the server. */}
            <a href="" style={{ color: '#0e1b2c' }}>
              Try again · 重试
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
