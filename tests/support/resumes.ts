import { crc32, deflateRawSync, constants as zlib } from "node:zlib";

/*
 * Résumé files built in the test, small: a Word package (a ZIP) and a legacy Word compound file, each as Word
 * writes its structure, with the changes a hostile file makes.
 */

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export const contentTypes = (main = WORD_MAIN, extra = "") =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;

interface Part {
  name: string;
  data: Uint8Array | string;
  /** The deflate stream as it is stored, when it is not simply `data` compressed (a bomb). */
  packed?: Buffer;
  /** What the central directory says the part unpacks to, when not the truth. */
  unpacked?: number;
  crc?: number;
}

/** A ZIP file of these parts, deflated, with its central directory. */
export function zip(parts: Part[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.data);
    const packed = part.packed ?? deflateRawSync(raw);
    const name = Buffer.from(part.name);
    const crc = part.crc ?? crc32(raw);
    const unpacked = part.unpacked ?? raw.length;
    // The local header and the central directory's record say the same from "version needed" on: at 4 and at 6.
    const record = (signature: number, size: number, at: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(unpacked, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      return header;
    };
    const local = record(0x04034b50, 30, 4);
    const entry = record(0x02014b50, 46, 6);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const file = Buffer.concat([...locals, directory, end]);
  return new Uint8Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.length) as ArrayBuffer);
}

const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document's parts; `extra` adds parts, `types` replaces its content types. */
export const docxParts = ({ extra = [] as Part[], types = contentTypes() } = {}): Part[] => [
  { name: "[Content_Types].xml", data: types },
  { name: "_rels/.rels", data: '<?xml version="1.0"?><Relationships/>' },
  { name: "word/document.xml", data: documentXml("Jordan Smith, valet attendant") },
  ...extra,
];

export const docx = (options: Parameters<typeof docxParts>[0] = {}) => zip(docxParts(options));

/**
 * A part that truly unpacks to `bytes` zeros (1 GB in about 1 MB): one megabyte of zeros deflated and flushed to a
 * byte boundary, repeated, then an empty final block.
 */
export function zeroBomb(name: string, megabytes: number): Part {
  const mb = Buffer.alloc(1024 * 1024);
  const piece = deflateRawSync(mb, { finishFlush: zlib.Z_SYNC_FLUSH });
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  const last = deflateRawSync(Buffer.alloc(0));
  return {
    name,
    data: "",
    packed: Buffer.concat([...Array.from({ length: megabytes }, () => piece), last]),
    unpacked: megabytes * 1024 * 1024,
    crc,
  };
}

/**
 * A legacy Word file's container (MS-CFB version 3): the header, one FAT sector, one directory sector holding the
 * root storage, and a sector of content. `afterHeader` replaces all that follows the header.
 */
export function compoundFile(afterHeader?: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory in sector 1
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68);
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT in sector 0
  if (afterHeader) return new Uint8Array(Buffer.concat([header, afterHeader]));
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  fat.writeUInt32LE(0xfffffffe, 8);
  const directory = Buffer.alloc(512);
  const name = Buffer.from("Root Entry\0", "utf16le");
  name.copy(directory);
  directory.writeUInt16LE(name.length, 64);
  directory[66] = 5;
  directory.writeUInt32LE(0xffffffff, 68);
  directory.writeUInt32LE(0xffffffff, 72);
  directory.writeUInt32LE(0xffffffff, 76);
  directory.writeUInt32LE(0xfffffffe, 116);
  const content = Buffer.alloc(512, 0x20);
  return new Uint8Array(Buffer.concat([header, fat, directory, content]));
}

/** A PDF of `size` bytes with a real header. */
export function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n"));
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), size - 7);
  return bytes;
}
