import { deflateSync } from 'node:zlib';

/**
 * The share preview image of the public pages (`og:image`, `twitter:image`): 1200 × 630, the
 * size link previews (Facebook, LinkedIn, X, WhatsApp) draw large, as a PNG since none of them
 * reads SVG. Drawn here from the logo of the pages (served-page-style.ts): the white mark on the
 * brand blue, antialiased, so no image file has to be kept beside the build.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const BLUE = [0x1e, 0x4f, 0xd8] as const;
const DARK = [0x15, 0x36, 0xa3] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** The logo's "A" mark in its 32-unit box (served-page-style.ts LOGO). */
const MARK: [number, number][] = [
  [9, 23],
  [16, 9],
  [23, 23],
  [19.6, 23],
  [16, 15.6],
  [12.4, 23],
];

const inPolygon = (x: number, y: number, poly: [number, number][]) => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Inside a rounded square of side `size` at the origin with corner radius `r`. */
const inRoundedSquare = (x: number, y: number, size: number, r: number) => {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** An RGB PNG of `width` × `height` whose pixel colours `color(x, y)` gives. */
const encodePng = (
  width: number,
  height: number,
  color: (x: number, y: number) => readonly [number, number, number],
) => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = color(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The average of colours by weight. */
const blend = (parts: [readonly number[], number][]) => {
  const total = parts.reduce((s, [, w]) => s + w, 0);
  return [0, 1, 2].map((i) => Math.round(parts.reduce((s, [c, w]) => s + c[i]! * w, 0) / total)) as [
    number,
    number,
    number,
  ];
};

/** The share image: the logo's white rounded square with the blue mark, centred on the brand blue. */
export const shareImagePng = () => {
  const { width, height } = SHARE_IMAGE;
  const size = 256;
  const scale = size / 32;
  const left = (width - size) / 2;
  const top = (height - size) / 2;
  const SAMPLES = [0.25, 0.75];
  return encodePng(width, height, (x, y) => {
    // A soft band along the bottom, in the darker blue of the pages' buttons.
    const base = y > height - 90 ? DARK : BLUE;
    if (x < left - 1 || x > left + size + 1 || y < top - 1 || y > top + size + 1) return base;
    let white = 0;
    let mark = 0;
    for (const dx of SAMPLES)
      for (const dy of SAMPLES) {
        const u = (x + dx - left) / scale;
        const v = (y + dy - top) / scale;
        if (!inRoundedSquare(u, v, 32, 8)) continue;
        if (inPolygon(u, v, MARK)) mark++;
        else white++;
      }
    const n = SAMPLES.length ** 2;
    return blend([
      [base, n - white - mark],
      [WHITE, white],
      [BLUE, mark],
    ]);
  });
};
