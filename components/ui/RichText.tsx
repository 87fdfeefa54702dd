/**
 * Renders CMS rich text. The HTML was sanitized once in the cached reader (lib/cms/sanitize.ts);
 * this component must only ever receive such HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
