/**
 * A page's title in the browser tab: the page, then the theatre ("News | Harbour Bay Grand
 * Theatre"). Plain, so that client components (the 500 boundary) can use it too; the layout's
 * title template is this with '%s' for the page.
 */
export function titleWithSiteName(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}
