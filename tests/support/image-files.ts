import zlib from "node:zlib";

// Tiny image files built byte by byte, so tests need no binary fixtures. `pngImage` is a
// complete picture any decoder opens; the others carry just the headers that state their size.

function uint16BE(value: number) {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function uint32BE(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function uint24LE(value: number) {
  const bytes = Buffer.alloc(3);
  bytes.writeUIntLE(value, 0, 3);
  return bytes;
}

function pngChunk(type: string, data: Buffer) {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([uint32BE(data.length), typeAndData, uint32BE(zlib.crc32(typeAndData))]);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngHeader = (width: number, height: number) =>
  pngChunk(
    "IHDR",
    Buffer.concat([uint32BE(width), uint32BE(height), Buffer.from([8, 2, 0, 0, 0])]),
  );

/** A green RGB PNG of the given size. */
export function pngImage(width: number, height: number): Buffer {
  // Each row: filter type 0, then one green pixel after another.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([0x22, 0xc5, 0x5e])),
  ]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    pngSignature,
    pngHeader(width, height),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A PNG's signature and header stating any size, up to 2³¹ − 1 a side, with no pixels: what a
 * decompression bomb or a lying header looks like to whoever reads only the size.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([pngSignature, pngHeader(width, height), pngChunk("IEND", Buffer.alloc(0))]);
}

function jpegSegment(marker: number, data: Buffer) {
  return Buffer.concat([Buffer.from([0xff, marker]), uint16BE(data.length + 2), data]);
}

/** A baseline JPEG's start: JFIF header and frame header (SOF0) with the size, then the end marker. */
export function jpegImage(width: number, height: number): Buffer {
  const jfif = Buffer.concat([
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ]);
  const components = Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const frame = Buffer.concat([
    Buffer.from([8]),
    uint16BE(height),
    uint16BE(width),
    Buffer.from([3]),
    components,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, jfif),
    jpegSegment(0xc0, frame),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An extended WebP (VP8X chunk), which states its canvas size. */
export function webpImage(width: number, height: number): Buffer {
  const vp8x = Buffer.concat([
    Buffer.from([0, 0, 0, 0]),
    uint24LE(width - 1),
    uint24LE(height - 1),
  ]);
  const chunk = Buffer.concat([
    Buffer.from("VP8X", "latin1"),
    Buffer.from([vp8x.length, 0, 0, 0]),
    vp8x,
  ]);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([
    Buffer.from("RIFF", "latin1"),
    riffSize,
    Buffer.from("WEBP", "latin1"),
    chunk,
  ]);
}

function box(type: string, ...contents: Buffer[]) {
  const body = Buffer.concat(contents);
  return Buffer.concat([uint32BE(8 + body.length), Buffer.from(type, "latin1"), body]);
}

const fullBoxHeader = Buffer.alloc(4);

/** An AVIF's boxes down to the image's spatial extent: ftyp, then meta › iprp › ipco › ispe. */
export function avifImage(width: number, height: number): Buffer {
  const ftyp = box(
    "ftyp",
    Buffer.from("avif", "latin1"),
    uint32BE(0),
    Buffer.from("avifmif1miaf", "latin1"),
  );
  const ispe = box("ispe", fullBoxHeader, uint32BE(width), uint32BE(height));
  return Buffer.concat([ftyp, box("meta", fullBoxHeader, box("iprp", box("ipco", ispe)))]);
}

/** A GIF's header with its logical screen size. */
export function gifImage(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from("GIF89a", "latin1"), size, Buffer.from([0, 0, 0, 0x3b])]);
}

/** The start of a Windows program: what an .exe renamed .png holds. */
export function windowsProgram(): Buffer {
  const header = Buffer.alloc(128);
  header.write("MZ", 0, "latin1");
  header.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  return header;
}

/** `image` followed by zero bytes up to `size`: as heavy as asked, still readable. */
export function paddedTo(image: Buffer, size: number): Buffer {
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

/**
 * A real photo-like image (coloured noise) that decoders open whole, in `format`, made with
 * sharp; `metadata` adds EXIF as a camera writes it (position included) and an orientation.
 */
export async function photo(
  format: "jpeg" | "png" | "webp" | "avif",
  width: number,
  height: number,
  metadata?: { exif: Record<string, Record<string, string>>; orientation?: number },
) {
  const { default: sharp } = await import("sharp");
  const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
  const plain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise },
  })
    .toFormat(format)
    .toBuffer();
  if (!metadata) return plain;
  return sharp(plain)
    .withMetadata({ orientation: metadata.orientation })
    .withExif(metadata.exif)
    .toFormat(format)
    .toBuffer();
}

/** What a phone writes in a photo's EXIF: its maker and where it was taken. */
export const cameraExif = {
  IFD0: { Make: "Telefono" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 27/1 5/1" },
};

/** Whether image bytes still say anything of that camera or place. */
export const hasCameraTraces = (bytes: Buffer) =>
  bytes.includes(Buffer.from("Telefono")) || bytes.includes(Buffer.from("GPS"));
