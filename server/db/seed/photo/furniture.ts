import { type Face, type Item, type Vec3, box, floorShadow, group, quad } from './scene3d.js';

/*
 * The furniture of the demo rooms, in metres and in the colours of real office furniture (oak and white
 * laminate tops, graphite metal, fabric seats). Chairs face one of three ways: to the front of the room (+z),
 * or sideways to a meeting table.
 */

type Facing = '+z' | '-z' | '+x' | '-x';

const metal = '#3b3e43';

/** Rotates a box given in a chair's own frame (front = +z) around the chair's centre to `facing`. */
function turned(facing: Facing, [cx, cz]: [number, number], min: Vec3, max: Vec3): [Vec3, Vec3] {
  const rotate = ([x, y, z]: Vec3): Vec3 => {
    switch (facing) {
      case '+z':
        return [cx + x, y, cz + z];
      case '-z':
        return [cx - x, y, cz - z];
      case '+x':
        return [cx + z, y, cz - x];
      case '-x':
        return [cx - z, y, cz + x];
    }
  };
  const [a, b] = [rotate(min), rotate(max)];
  return [
    [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
  ];
}

/** An office chair: five-star base (as a cross), column, upholstered seat and back. */
export function chair(x: number, z: number, facing: Facing, fabric: string): Item[] {
  const part = (min: Vec3, max: Vec3, color: string) => box(...turned(facing, [x, z], min, max), color);
  const piece = group(
    part([-0.3, 0.03, -0.03], [0.3, 0.07, 0.03], metal),
    part([-0.03, 0.03, -0.3], [0.03, 0.07, 0.3], metal),
    part([-0.025, 0.07, -0.025], [0.025, 0.42, 0.025], '#55595f'),
    part([-0.23, 0.43, -0.21], [0.23, 0.49, 0.23], fabric),
    part([-0.21, 0.56, -0.29], [0.21, 0.92, -0.255], fabric),
    part([-0.02, 0.45, -0.28], [0.02, 0.6, -0.24], metal),
  );
  return [floorShadow(...turned(facing, [x, z], [-0.3, 0, -0.3], [0.3, 0, 0.3]), 0.3), piece];
}

/** A training desk: a top on two graphite side frames with a modesty panel toward the front of the room. */
export function desk(x0: number, z0: number, width: number, depth: number, top: string): Item[] {
  const [x1, z1] = [x0 + width, z0 + depth];
  const piece = group(
    box([x0, 0.71, z0], [x1, 0.74, z1], top),
    box([x0 + 0.04, 0, z0 + 0.05], [x0 + 0.08, 0.71, z1 - 0.05], metal),
    box([x1 - 0.08, 0, z0 + 0.05], [x1 - 0.04, 0.71, z1 - 0.05], metal),
    box([x0 + 0.08, 0.35, z1 - 0.06], [x1 - 0.08, 0.68, z1 - 0.04], '#cfd0cc'),
  );
  return [floorShadow([x0, 0, z0], [x1, 0, z1], 0.32, 0.1), piece];
}

/** A long meeting table on a central base. */
export function meetingTable(x0: number, z0: number, width: number, length: number, top: string): Item[] {
  const [x1, z1] = [x0 + width, z0 + length];
  const piece = group(
    box([x0, 0.7, z0], [x1, 0.75, z1], top),
    box([x0 + width * 0.3, 0, z0 + 0.4], [x1 - width * 0.3, 0.7, z1 - 0.4], metal),
  );
  return [floorShadow([x0, 0, z0], [x1, 0, z1], 0.38, 0.15), piece];
}

/** A flat monitor on a foot, its screen toward `facing` (+z or -z), showing `screen` (a gradient pair). */
export function monitor(x: number, z: number, facing: '+z' | '-z', screen: readonly [string, string]): Item {
  const s = facing === '+z' ? 1 : -1;
  const [w, y0, y1] = [0.27, 0.86, 1.18];
  const front = z + s * 0.012;
  const glass = quad(
    facing === '+z'
      ? [
          [x - w, y0, front],
          [x - w, y1, front],
          [x + w, y1, front],
          [x + w, y0, front],
        ]
      : [
          [x + w, y0, front],
          [x + w, y1, front],
          [x - w, y1, front],
          [x - w, y0, front],
        ],
    screen[0],
    { glow: true, normal: [0, 0, s], gradient: { from: [x, y1, front], to: [x, y0, front], colors: screen } },
  );
  return group(
    box([x - 0.1, 0.74, z - 0.08], [x + 0.1, 0.755, z + 0.08], '#2a2c30'),
    box([x - 0.02, 0.755, z - s * 0.05 - 0.01], [x + 0.02, 0.9, z - s * 0.05 + 0.01], '#2a2c30'),
    box([x - w - 0.015, y0 - 0.015, z - 0.012], [x + w + 0.015, y1 + 0.015, z + 0.012], '#1c1d20'),
    { faces: [glass], layer: 2 },
  );
}

/** An open laptop on a desk whose user sits toward −z; the lid leans back by about 15°. */
export function laptop(x: number, z: number, screen: readonly [string, string]): Item {
  const [w, d, lid] = [0.16, 0.11, 0.22];
  const back = z + d;
  const lean = 0.06;
  const lidFace: Face = quad(
    [
      [x - w, 0.76, back],
      [x - w, 0.76 + lid, back + lean],
      [x + w, 0.76 + lid, back + lean],
      [x + w, 0.76, back],
    ],
    '#a9adb3',
    { normal: [0, -0.27, 0.96] },
  );
  const screenFace: Face = quad(
    [
      [x + w - 0.01, 0.765, back - 0.004],
      [x + w - 0.01, 0.75 + lid, back + lean - 0.006],
      [x - w + 0.01, 0.75 + lid, back + lean - 0.006],
      [x - w + 0.01, 0.765, back - 0.004],
    ],
    screen[0],
    {
      glow: true,
      normal: [0, 0.27, -0.96],
      gradient: { from: [x, 0.75 + lid, back + lean], to: [x, 0.77, back], colors: screen },
    },
  );
  return group(box([x - w, 0.74, z - d], [x + w, 0.76, back], '#b7bbc0'), {
    faces: [lidFace, screenFace],
    layer: 2,
  });
}

/** A potted plant: a pot and a loose crown of leaves drawn as soft, overlapping ellipses. */
export function plant(x: number, z: number, height: number): Item[] {
  const pot = box([x - 0.18, 0, z - 0.18], [x + 0.18, 0.42, z + 0.18], '#e4e1dc');
  const leaves: Face[] = [];
  const greens = ['#2f5d34', '#3d7442', '#4c8a4f', '#27502c', '#5b9a5a'];
  for (let i = 0; i < 26; i++) {
    const angle = (i * 137.5 * Math.PI) / 180;
    const radius = 0.06 + ((i * 37) % 23) / 80;
    const cx = x + Math.cos(angle) * radius;
    const cz = z + Math.sin(angle) * radius * 0.6 - 0.05;
    const cy = 0.5 + (((i * 53) % 29) / 29) * (height - 0.6);
    const size = 0.07 + ((i * 11) % 7) / 100;
    const tilt = ((i % 5) - 2) * 0.04;
    leaves.push(
      quad(
        [
          [cx - size, cy - size * 0.4 + tilt, cz - 0.1],
          [cx, cy + size * 0.5, cz - 0.1],
          [cx + size, cy - size * 0.3 - tilt, cz - 0.1],
          [cx, cy - size * 0.6, cz - 0.1],
        ],
        greens[i % greens.length],
        { normal: [0, 0.3, -1], doubleSided: true },
      ),
    );
  }
  return [
    floorShadow([x - 0.2, 0, z - 0.2], [x + 0.2, 0, z + 0.2], 0.35),
    group(pot, { faces: leaves, layer: 2 }),
  ];
}
