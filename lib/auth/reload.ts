/** Reloading the page, behind a seam so tests can observe it (jsdom cannot navigate). */
export const pageReload = {
  run: () => window.location.reload(),
};
