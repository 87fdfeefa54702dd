/**
 * `{ lang }` for a text in another language than the page (an untranslated node), else nothing, to
 * spread on the element: `lang={undefined}` drawn by a server component is carried in the page's
 * RSC payload as `"lang":"$undefined"` on every teaser.
 */
export function langAttribute(lang: string | null | undefined): { lang?: string } {
  return lang ? { lang } : {};
}
