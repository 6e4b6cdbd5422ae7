import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
};

/**
 * A black PNG of one bit a pixel, written by hand: a few kilobytes that unpack into `width` × `height` pixels,
 * as a decompression bomb does.
 */
export const blankPng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const MIN_CODE_SIZE = 2;

/** GIF's LZW of `pixels` (colour indexes below 4), packed least significant bit first. */
const lzw = (pixels: Uint8Array) => {
  const clear = 1 << MIN_CODE_SIZE;
  const end = clear + 1;
  const bytes: number[] = [];
  let bits = 0;
  let pending = 0;
  let size = MIN_CODE_SIZE + 1;
  const emit = (code: number) => {
    pending |= code << bits;
    bits += size;
    for (; bits >= 8; bits -= 8, pending >>= 8) bytes.push(pending & 0xff);
  };
  let table = new Map<number, number>();
  let next = end + 1;
  emit(clear);
  let current = pixels[0]!;
  for (const pixel of pixels.subarray(1)) {
    const key = (current << 8) | pixel;
    const known = table.get(key);
    if (known !== undefined) {
      current = known;
      continue;
    }
    emit(current);
    if (next === 4096) {
      emit(clear);
      [table, next, size] = [new Map(), end + 1, MIN_CODE_SIZE + 1];
    } else {
      if (next >= 1 << size) size += 1;
      table.set(key, next++);
    }
    current = pixel;
  }
  emit(current);
  emit(end);
  if (bits > 0) bytes.push(pending & 0xff);
  return Buffer.from(bytes);
};

/** Data split into GIF's sub-blocks of at most 255 bytes, closed by an empty one. */
const subBlocks = (data: Buffer) => {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([...blocks, Buffer.from([0])]);
};

const le16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);

/** The first frame's colour; the frames after it alternate with the second. */
export const FIRST_FRAME_RGB = [0xc2, 0x41, 0x0c];
const SECOND_FRAME_RGB = [0xff, 0xf7, 0xed];

/**
 * An animated GIF of `frames` frames, each `width` × `height` of one colour, written by hand: small on the wire,
 * costly for whoever decodes every frame.
 */
export const manyFrameGif = (width: number, height: number, frames: number) => {
  const frameOf = (colour: number) =>
    Buffer.concat([
      Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]),
      Buffer.from([0x2c]),
      le16(0),
      le16(0),
      le16(width),
      le16(height),
      Buffer.from([0, MIN_CODE_SIZE]),
      subBlocks(lzw(new Uint8Array(width * height).fill(colour))),
    ]);
  const colours = [frameOf(0), frameOf(1)];
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    le16(width),
    le16(height),
    Buffer.from([0x80, 0, 0]),
    Buffer.from([...FIRST_FRAME_RGB, ...SECOND_FRAME_RGB]),
    Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]),
    ...Array.from({ length: frames }, (_, index) => colours[index % 2]!),
    Buffer.from([0x3b]),
  ]);
};
