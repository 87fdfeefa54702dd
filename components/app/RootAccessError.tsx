'use client';

/**
 * What the app's root shows for forbidden() or unauthorized() thrown above the locale layout (no
 * page of the site does: theirs is app/[locale]/forbidden.tsx), in both languages, as there are no
 * messages above that layout. It replaces Next's built-in 403 and 401 pages there, which Next draws
 * as elements with inline styles into every page's RSC payload (about 2 kB each page); a client
 * component is a reference. app/forbidden.tsx and app/unauthorized.tsx are server files that draw
 * it, so both are one script, which every page loads.
 */
export function RootAccessError({ code }: { code: 401 | 403 }) {
  const [zh, en] = code === 403 ? ['403 禁止访问', '403 Forbidden'] : ['401 未登录', '401 Unauthorized'];
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '72px 16px' }}>
      <title>{`${zh} · ${en}`}</title>
      <h1>{zh}</h1>
      <h2 lang="en">{en}</h2>
      {/* eslint-disable @next/next/no-html-link-for-pages -- above the locale layout: a full load of home */}
      <p>
        <a href="/">返回首页</a> · <a href="/en">Back to home</a>
      </p>
      {/* eslint-enable @next/next/no-html-link-for-pages */}
    </main>
  );
}
