/**
 * Scrolls the window so `element` sits `offset` px below the window's top, eased over `duration`
 * ms; at once for a visitor who prefers reduced motion.
 */
export function scrollToElement(element: Element, duration: number, offset: number) {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY + offset);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const start = window.scrollY;
  if (reduce || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
