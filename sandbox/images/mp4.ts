/**
 * A short, real H.264/MP4 clip built without an encoder: each key frame is an IDR picture made of
 * I_PCM macroblocks (raw YUV samples), the frames between are P pictures that skip every
 * macroblock. Tiny, valid and playable (Baseline profile), good enough for the news video field.
 */
import sharp from 'sharp';
import { recipeSvg } from './generate';

const W = 320;
const H = 176; // 20 x 11 macroblocks, no cropping needed
const FPS = 10;
const KEYFRAMES = 3;
const GOP = 10;

class Bits {
  bytes: number[] = [];
  cur = 0;
  n = 0;
  u(count: number, value: number) {
    for (let i = count - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  bit(b: number) {
    this.cur = (this.cur << 1) | b;
    if (++this.n === 8) {
      this.bytes.push(this.cur);
      this.cur = 0;
      this.n = 0;
    }
  }
  ue(v: number) {
    const x = v + 1;
    const len = Math.floor(Math.log2(x));
    this.u(len, 0);
    this.u(len + 1, x);
  }
  se(v: number) {
    this.ue(v <= 0 ? -2 * v : 2 * v - 1);
  }
  align() {
    while (this.n !== 0) this.bit(0);
  }
  trailing() {
    this.bit(1);
    this.align();
  }
  raw(data: Uint8Array) {
    if (this.n !== 0) throw new Error('not aligned');
    for (const b of data) this.bytes.push(b);
  }
}

/** NAL unit with emulation prevention bytes */
function nal(header: number, rbsp: number[]): Buffer {
  const out: number[] = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sps(): Buffer {
  const b = new Bits();
  b.u(8, 66); // Baseline
  b.u(8, 0b11000000); // constraint_set0/1: constrained baseline
  b.u(8, 30); // level 3.0
  b.ue(0); // sps id
  b.ue(0); // log2_max_frame_num_minus4
  b.ue(2); // pic_order_cnt_type
  b.ue(1); // max_num_ref_frames
  b.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  b.ue(W / 16 - 1);
  b.ue(H / 16 - 1);
  b.u(1, 1); // frame_mbs_only_flag
  b.u(1, 1); // direct_8x8_inference_flag
  b.u(1, 0); // frame_cropping_flag
  b.u(1, 0); // vui_parameters_present_flag
  b.trailing();
  return nal(0x67, b.bytes);
}

function pps(): Buffer {
  const b = new Bits();
  b.ue(0);
  b.ue(0);
  b.u(1, 0); // CAVLC
  b.u(1, 0);
  b.ue(0); // slice groups
  b.ue(0);
  b.ue(0);
  b.u(1, 0);
  b.u(2, 0);
  b.se(0);
  b.se(0);
  b.se(0);
  b.u(1, 1); // deblocking_filter_control_present_flag
  b.u(1, 0);
  b.u(1, 0);
  b.trailing();
  return nal(0x68, b.bytes);
}

function idr(yuv: { y: Uint8Array; u: Uint8Array; v: Uint8Array }, idrId: number): Buffer {
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(7); // I slice
  b.ue(0); // pps
  b.u(4, 0); // frame_num
  b.ue(idrId);
  b.u(1, 0); // no_output_of_prior_pics_flag
  b.u(1, 0); // long_term_reference_flag
  b.se(0); // slice_qp_delta
  b.ue(1); // disable deblocking
  const mbw = W / 16;
  const mbh = H / 16;
  const mb = new Uint8Array(384);
  for (let my = 0; my < mbh; my++)
    for (let mx = 0; mx < mbw; mx++) {
      b.ue(25); // I_PCM
      b.align();
      let k = 0;
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) mb[k++] = yuv.y[(my * 16 + y) * W + mx * 16 + x];
      for (const plane of [yuv.u, yuv.v])
        for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) mb[k++] = plane[(my * 8 + y) * (W / 2) + mx * 8 + x];
      b.raw(mb);
    }
  b.trailing();
  return nal(0x65, b.bytes);
}

function skipFrame(frameNum: number): Buffer {
  const b = new Bits();
  b.ue(0);
  b.ue(5); // P slice
  b.ue(0);
  b.u(4, frameNum);
  b.u(1, 0); // num_ref_idx_active_override_flag
  b.u(1, 0); // ref_pic_list_modification_flag_l0
  b.u(1, 0); // adaptive_ref_pic_marking_mode_flag
  b.se(0);
  b.ue(1);
  b.ue((W / 16) * (H / 16)); // mb_skip_run: everything
  b.trailing();
  return nal(0x41, b.bytes);
}

async function frameYuv(palette: [string, string], seed: string) {
  const svg = recipeSvg({ kind: 'photo', width: W, height: H, palette, seed, format: 'png' });
  const rgb = await sharp(Buffer.from(svg)).resize(W, H, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const clamp = (v: number) => Math.max(1, Math.min(254, Math.round(v)));
  const y = new Uint8Array(W * H);
  const u = new Uint8Array((W / 2) * (H / 2));
  const v = new Uint8Array((W / 2) * (H / 2));
  for (let i = 0; i < W * H; i++) {
    const [r, g, bl] = [rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]];
    y[i] = clamp(0.257 * r + 0.504 * g + 0.098 * bl + 16);
  }
  for (let cy = 0; cy < H / 2; cy++)
    for (let cx = 0; cx < W / 2; cx++) {
      let r = 0;
      let g = 0;
      let bl = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const i = ((cy * 2 + dy) * W + cx * 2 + dx) * 3;
        r += rgb[i];
        g += rgb[i + 1];
        bl += rgb[i + 2];
      }
      r /= 4;
      g /= 4;
      bl /= 4;
      u[cy * (W / 2) + cx] = clamp(-0.148 * r - 0.291 * g + 0.439 * bl + 128);
      v[cy * (W / 2) + cx] = clamp(0.439 * r - 0.368 * g - 0.071 * bl + 128);
    }
  return { y, u, v };
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const full = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts);
const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

export async function makeMp4(palette: [string, string], seed: string): Promise<Buffer> {
  const s = sps();
  const p = pps();
  const samples: Buffer[] = [];
  const sync: number[] = [];
  for (let k = 0; k < KEYFRAMES; k++) {
    sync.push(samples.length + 1);
    const frame = await frameYuv(palette, `${seed}:${k}`);
    samples.push(idr(frame, k % 2));
    for (let f = 1; f < GOP; f++) samples.push(skipFrame(f));
  }
  const sampleData = samples.map((nalu) => Buffer.concat([u32(nalu.length), nalu]));
  const timescale = 1000;
  const delta = timescale / FPS;
  const duration = samples.length * delta;

  const avcC = box(
    'avcC',
    Buffer.from([1, 66, 0b11000000, 30, 0xff, 0xe1]),
    u16(s.length),
    s,
    Buffer.from([1]),
    u16(p.length),
    p,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(W),
    u16(H),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    Buffer.alloc(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stbl = (chunkOffset: number) =>
    box(
      'stbl',
      full('stsd', 0, 0, u32(1), avc1),
      full('stts', 0, 0, u32(1), u32(samples.length), u32(delta)),
      full('stss', 0, 0, u32(sync.length), ...sync.map(u32)),
      full('stsc', 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
      full('stsz', 0, 0, u32(0), u32(samples.length), ...sampleData.map((d) => u32(d.length))),
      full('stco', 0, 0, u32(1), u32(chunkOffset)),
    );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      full('mvhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u32(0x00010000), u16(0x0100), Buffer.alloc(10), matrix, Buffer.alloc(24), u32(2)),
      box(
        'trak',
        full('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duration), Buffer.alloc(8), u16(0), u16(0), u16(0), u16(0), matrix, u32(W << 16), u32(H << 16)),
        box(
          'mdia',
          full('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
          full('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'latin1')),
          box(
            'minf',
            full('vmhd', 0, 1, Buffer.alloc(8)),
            box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const moovSize = moov(0).length;
  const mdatBody = Buffer.concat(sampleData);
  const offset = ftyp.length + moovSize + 8;
  return Buffer.concat([ftyp, moov(offset), u32(mdatBody.length + 8), Buffer.from('mdat', 'latin1'), mdatBody]);
}
