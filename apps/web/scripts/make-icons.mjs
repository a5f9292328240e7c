// Draws the app icons (a balance, "mizan", in sand on deep teal) as PNGs with no image library:
// `node apps/web/scripts/make-icons.mjs` rewrites apps/web/public/icons/*.png.
import { writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { URL } from 'node:url';
import { deflateSync } from 'node:zlib';

const TEAL = [15, 76, 76];
const SAND = [244, 226, 196];
const TERRACOTTA = [201, 106, 66];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** Colour of the point (x, y) in a unit square, or null for transparent. */
function shade(x, y, { rounded, scale }) {
  const r = 0.2;
  if (rounded) {
    const dx = Math.max(r - x, 0, x - (1 - r));
    const dy = Math.max(r - y, 0, y - (1 - r));
    if (dx * dx + dy * dy > r * r) return null;
  }
  // Scale the drawing around the centre so the maskable icon keeps it inside the safe zone.
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  const inRect = (x0, y0, x1, y1) => u >= x0 && u <= x1 && v >= y0 && v <= y1;
  const inPan = (cx) => {
    const dx = u - cx;
    const dy = v - 0.56;
    return dy >= 0 && dx * dx + dy * dy <= 0.13 * 0.13;
  };
  const onString = (cx) => {
    for (const side of [-1, 1]) {
      const x0 = cx;
      const x1 = cx + side * 0.13;
      const t = (v - 0.3) / 0.26;
      if (t >= 0 && t <= 1 && Math.abs(u - (x0 + (x1 - x0) * t)) < 0.012) return true;
    }
    return false;
  };
  const dxTop = u - 0.5;
  const dyTop = v - 0.22;
  if (dxTop * dxTop + dyTop * dyTop <= 0.045 * 0.045) return TERRACOTTA;
  if (inRect(0.18, 0.28, 0.82, 0.32) || inRect(0.48, 0.24, 0.52, 0.78) || inRect(0.36, 0.76, 0.64, 0.8)) return SAND;
  if (inPan(0.25) || inPan(0.75) || onString(0.25) || onString(0.75)) return SAND;
  return TEAL;
}

function png(size, options) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1)
        for (let sx = 0; sx < samples; sx += 1) {
          const c = shade((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, options);
          if (c) [r, g, b, a] = [r + c[0], g + c[1], b + c[2], a + 1];
        }
      const n = samples * samples;
      const i = 1 + px * 4;
      if (a > 0) [row[i], row[i + 1], row[i + 2]] = [Math.round(r / a), Math.round(g / a), Math.round(b / a)];
      row[i + 3] = Math.round((255 * a) / n);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, { rounded: true, scale: 1 }));
writeFileSync(new URL('icon-512.png', out), png(512, { rounded: true, scale: 1 }));
writeFileSync(new URL('icon-maskable-512.png', out), png(512, { rounded: false, scale: 1.35 }));
writeFileSync(new URL('apple-touch-icon.png', out), png(180, { rounded: false, scale: 1.1 }));
