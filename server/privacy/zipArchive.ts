import zlib from 'node:zlib';

/*
 * A minimal ZIP writer (PKWARE APPNOTE 6.3: local headers, deflated data, central directory, end record) for
 * the data-subject export: a handful of files built in memory, so no streaming, no ZIP64 (each file and the
 * whole archive stay far below 4 GiB) and no dependency. Names are UTF-8 (flag bit 11), which every current
 * unzip tool reads, so "özet.html" or a CV named in Turkish keeps its letters.
 */

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const utf8Flag = 0x0800;
const deflated = 8;
const versionNeeded = 20;

/** The date and time fields of a ZIP header, in local time as the format has it (two-second steps). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(date.getFullYear(), 1980);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface EntryFields {
  time: number;
  day: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory record both carry, in the same order (version needed
 * to extract through file name length, 26 bytes), written from `at`.
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(versionNeeded, at);
  header.writeUInt16LE(utf8Flag, at + 2);
  header.writeUInt16LE(deflated, at + 4);
  header.writeUInt16LE(fields.time, at + 6);
  header.writeUInt16LE(fields.day, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

/** One archive holding the entries, deflated, in order. */
export function zipArchive(entries: readonly ZipEntry[], now = new Date()): Buffer {
  const { time, day } = dosDateTime(now);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = zlib.deflateRawSync(entry.data);
    const fields = {
      time,
      day,
      crc: zlib.crc32(entry.data),
      compressedSize: compressed.length,
      size: entry.data.length,
      nameLength: name.length,
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(versionNeeded, 4); // made by: MS-DOS attributes, version 2.0
    writeEntryFields(central, 6, fields);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
