/**
 * Whether this machine has a font with Chinese glyphs. librsvg (through sharp) finds fonts with
 * fontconfig; without a CJK font Chinese lettering would come out as boxes, so Chinese images are
 * then drawn without lettering (see lettering.ts). Asked once per process.
 */
import { execFileSync } from 'node:child_process';

let detected: boolean | undefined;
let forced: boolean | undefined;

export function cjkFontInstalled(): boolean {
  if (forced !== undefined) return forced;
  detected ??= askFontconfig();
  return detected;
}

/** For tests: pretend a CJK font is (true) or is not (false) installed; undefined asks fontconfig again. */
export function overrideCjkFont(installed: boolean | undefined): void {
  forced = installed;
}

function askFontconfig(): boolean {
  try {
    const families = execFileSync('fc-list', [':lang=zh', 'family'], {
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return families.trim() !== '';
  } catch {
    // no fc-list (or it failed): assume no CJK font rather than risk boxes
    return false;
  }
}
