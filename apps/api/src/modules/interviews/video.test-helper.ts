/**
 * The first bytes of a WebM recording as Chromium's MediaRecorder writes them (EBML header,
 * DocType webm, a VP8 video track and an Opus sound track), then `body` bytes of clusters.
 */
export const webm = (body = 20_000, seed = 1) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x16, 0x54, 0xae, 0x6b, 0x86, 0x81]),
    Buffer.from('V_VP8', 'latin1'),
    Buffer.from([0xe1, 0x86, 0x81]),
    Buffer.from('A_OPUS', 'latin1'),
    Buffer.from(Array.from({ length: body }, (_, i) => (i * 31 + seed) % 256)),
  ]);
export const split = (buf: Buffer, size: number) => {
  const out: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) out.push(buf.subarray(i, i + size));
  return out;
};
