/** Black or white text, whichever reads better on a level's colour (WCAG relative luminance). */
export function textColorOn(hex: string): '#16130f' | '#ffffff' {
  let value = hex.replace('#', '');
  if (value.length === 3 || value.length === 4) value = value.slice(0, 3).replace(/./g, (c) => c + c);
  const channel = (i: number) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // contrast with white vs with near-black ink
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0566 ? '#ffffff' : '#16130f';
}
