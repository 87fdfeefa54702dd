/**
 * The seed's video clip, a committed file: 3 s of a slowly turning gradient in the theatre's dark
 * red and gold, 320 x 176 at 10 frames a second, H.264 (Constrained Baseline, so every browser
 * plays it) in an MP4 whose index comes first, 9 kB. Made with Debian's ffmpeg 5.1:
 *
 *   ffmpeg -f lavfi -i "gradients=s=320x176:n=2:c0=0x3d0c11:c1=0xd4a24c:x0=40:y0=20:x1=280:y1=156:duration=3:speed=0.05:rate=10" \
 *     -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 30 -g 10 -movflags +faststart \
 *     -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact clip.mp4
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// __dirname, not import.meta.url: the unit tests that run the sandbox in-process under jsdom give
// modules an http: import.meta.url
const CLIP = join(__dirname, 'clip.mp4');

let bytes: Buffer | undefined;

/** The clip's bytes, read once. */
export function clipBytes(): Buffer {
  bytes ??= readFileSync(CLIP);
  return bytes;
}
