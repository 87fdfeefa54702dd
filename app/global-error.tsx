'use client';

/**
 * Last resort when even the root layout failed: no providers, no messages, so both languages are
 * written here. Status and wording follow spec section 2.
 */
export default function GlobalError() {
  return (
    <html lang="zh-Hans">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '72px 16px' }}>
        <h1>500 服务器内部错误</h1>
        <p>请联系本网站管理员。</p>
        <h2 lang="en">500 Internal server error</h2>
        <p lang="en">Please contact the administrator of this website.</p>
        {/* eslint-disable @next/next/no-html-link-for-pages -- a full reload is the point: the app shell is broken */}
        <p>
          <a href="/">返回首页</a> · <a href="/en">Back to home</a>
        </p>
        {/* eslint-enable @next/next/no-html-link-for-pages */}
      </body>
    </html>
  );
}
