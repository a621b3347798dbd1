import { type Face, type Item, type Vec3, box, mix, quad } from './scene3d.js';

/*
 * A room's walls, floor and ceiling with what makes them read as a photograph: light falling off with
 * distance, daylight windows on the left wall and their glow on the floor, ceiling panels with a ceiling grid,
 * skirting boards, and darker corners where walls meet the floor (ambient occlusion).
 */

export interface RoomLook {
  width: number;
  depth: number;
  height: number;
  wall: string;
  /** The wall opposite the camera's usual view, often an accent colour. */
  frontWall: string;
  floor: string;
  /** Carpet tiles show no lines; wood shows planks. */
  floorKind: 'carpet' | 'wood';
  /** Windows on the left wall (x = −width/2) as [from z, to z]. */
  windows: [number, number][];
}

const plane = (points: Vec3[], normal: Vec3, color: string, gradient?: Face['gradient']): Face => ({
  points,
  normal,
  color,
  gradient,
});

// eslint-disable-next-line max-lines-per-function -- demo content described in the order it is drawn or stored
export function roomShell(look: RoomLook): Item[] {
  const { width, depth, height, wall, frontWall, floor } = look;
  const [l, r] = [-width / 2, width / 2];
  const shell: Face[] = [
    plane(
      [
        [l, 0, 0],
        [l, 0, depth],
        [r, 0, depth],
        [r, 0, 0],
      ],
      [0, 1, 0],
      floor,
      {
        from: [0, 0, 0.5],
        to: [0, 0, depth],
        colors: [floor, mix(floor, '#ffffff', 0.12)],
      },
    ),
    plane(
      [
        [l, height, 0],
        [r, height, 0],
        [r, height, depth],
        [l, height, depth],
      ],
      [0, -1, 0],
      '#f3f2ef',
      {
        from: [0, height, 1],
        to: [0, height, depth],
        colors: ['#e9e8e4', '#c9c8c4'],
      },
    ),
    plane(
      [
        [l, 0, 0],
        [l, height, 0],
        [l, height, depth],
        [l, 0, depth],
      ],
      [1, 0, 0],
      wall,
      {
        from: [l, height, depth * 0.3],
        to: [l, 0, depth],
        colors: [mix(wall, '#ffffff', 0.15), mix(wall, '#000000', 0.12)],
      },
    ),
    plane(
      [
        [r, 0, 0],
        [r, 0, depth],
        [r, height, depth],
        [r, height, 0],
      ],
      [-1, 0, 0],
      wall,
      {
        from: [r, height * 0.7, 0.5],
        to: [r, 0, depth],
        colors: [mix(wall, '#ffffff', 0.2), mix(wall, '#000000', 0.08)],
      },
    ),
    plane(
      [
        [l, 0, depth],
        [l, height, depth],
        [r, height, depth],
        [r, 0, depth],
      ],
      [0, 0, -1],
      frontWall,
      {
        from: [l, height, depth],
        to: [r, 0, depth],
        colors: [mix(frontWall, '#ffffff', 0.12), mix(frontWall, '#000000', 0.1)],
      },
    ),
    plane(
      [
        [l, 0, 0],
        [r, 0, 0],
        [r, height, 0],
        [l, height, 0],
      ],
      [0, 0, 1],
      wall,
    ),
  ];
  const items: Item[] = [{ faces: shell, layer: 0 }];

  // Floor texture: planks along the room, or nothing on carpet tiles.
  if (look.floorKind === 'wood') {
    const lines: Face[] = [];
    for (let x = l + 0.19; x < r; x += 0.19) {
      lines.push(
        quad(
          [
            [x, 0.001, 0],
            [x, 0.001, depth],
            [x + 0.008, 0.001, depth],
            [x + 0.008, 0.001, 0],
          ],
          mix(floor, '#000000', 0.25),
          { normal: [0, 1, 0], glow: true, opacity: 0.35 },
        ),
      );
    }
    items.push({ faces: lines, layer: 0 });
  }

  // The ceiling grid of a suspended ceiling, and its LED panels.
  const grid: Face[] = [];
  const y = height - 0.002;
  for (let x = l + 0.6; x < r; x += 0.6) {
    grid.push(
      quad(
        [
          [x, y, 0],
          [x + 0.02, y, 0],
          [x + 0.02, y, depth],
          [x, y, depth],
        ],
        '#b9b8b3',
        { normal: [0, -1, 0], glow: true, opacity: 0.35 },
      ),
    );
  }
  for (let z = 0.6; z < depth; z += 0.6) {
    grid.push(
      quad(
        [
          [l, y, z],
          [l, y, z + 0.02],
          [r, y, z + 0.02],
          [r, y, z],
        ],
        '#b9b8b3',
        { normal: [0, -1, 0], glow: true, opacity: 0.35 },
      ),
    );
  }
  items.push({ faces: grid, layer: 0 });
  const panels: Item[] = [];
  for (let z = 1.8; z < depth - 0.5; z += 2.4) {
    for (const x of width > 5 ? [-width / 4, width / 4] : [0]) {
      const [x0, z0] = [Math.round((x - 0.3) / 0.6) * 0.6 + 0.01, Math.round(z / 0.6) * 0.6 + 0.01];
      const corners: Vec3[] = [
        [x0, y - 0.001, z0],
        [x0 + 0.58, y - 0.001, z0],
        [x0 + 0.58, y - 0.001, z0 + 0.58],
        [x0, y - 0.001, z0 + 0.58],
      ];
      panels.push({
        layer: 1,
        soft: 5,
        faces: [quad(corners, '#fffdf6', { normal: [0, -1, 0], glow: true, opacity: 0.6 })],
      });
      panels.push({ layer: 1, faces: [quad(corners, '#fcfcfa', { normal: [0, -1, 0], glow: true })] });
    }
  }
  items.push(...panels);

  // Skirting boards and the dark seam where walls meet the floor.
  items.push(
    { layer: 0, faces: box([l, 0, 0], [l + 0.015, 0.08, depth], '#d6d4cf').faces },
    { layer: 0, faces: box([r - 0.015, 0, 0], [r, 0.08, depth], '#d6d4cf').faces },
    { layer: 0, faces: box([l, 0, depth - 0.015], [r, 0.08, depth], '#d6d4cf').faces },
  );
  const seam = (points: Vec3[]): Item => ({
    layer: 1,
    soft: 10,
    faces: [quad(points, '#000000', { normal: [0, 1, 0], glow: true, opacity: 0.22, doubleSided: true })],
  });
  items.push(
    seam([
      [l, 0.001, 0],
      [l, 0.001, depth],
      [l + 0.25, 0.001, depth],
      [l + 0.25, 0.001, 0],
    ]),
    seam([
      [r - 0.25, 0.001, 0],
      [r - 0.25, 0.001, depth],
      [r, 0.001, depth],
      [r, 0.001, 0],
    ]),
    seam([
      [l, 0.001, depth - 0.25],
      [l, 0.001, depth],
      [r, 0.001, depth],
      [r, 0.001, depth - 0.25],
    ]),
  );

  for (const [z0, z1] of look.windows) items.push(...windowOnLeftWall(l, z0, z1, height));
  return items;
}

/** A daylight window: overexposed glass behind graphite mullions, a glow around it and its light on the floor. */
function windowOnLeftWall(l: number, z0: number, z1: number, height: number): Item[] {
  const [y0, y1] = [0.85, Math.min(height - 0.3, 2.5)];
  const x = l + 0.01;
  const glass = (a: number, b: number, top: number, bottom: number): Vec3[] => [
    [x, bottom, a],
    [x, top, a],
    [x, top, b],
    [x, bottom, b],
  ];
  const items: Item[] = [
    {
      layer: 1,
      soft: 14,
      faces: [
        quad(glass(z0 - 0.1, z1 + 0.1, y1 + 0.1, y0 - 0.1), '#ffffff', {
          normal: [1, 0, 0],
          glow: true,
          opacity: 0.3,
        }),
      ],
    },
    {
      layer: 1,

      faces: [
        quad(glass(z0, z1, y1, y0), '#f4f8fb', {
          normal: [1, 0, 0],
          glow: true,
          gradient: { from: [x, y1, z0], to: [x, y0, z0], colors: ['#f7fafc', '#dfe8ee'] },
        }),
      ],
    },
  ];
  const bars: Face[] = [];
  const panes = Math.max(2, Math.round((z1 - z0) / 0.9));
  for (let i = 0; i <= panes; i++) {
    const z = z0 + ((z1 - z0) * i) / panes;
    bars.push(quad(glass(z - 0.02, z + 0.02, y1 + 0.02, y0 - 0.02), '#5d6166', { normal: [1, 0, 0] }));
  }
  bars.push(quad(glass(z0, z1, y1 + 0.03, y1 - 0.02), '#5d6166', { normal: [1, 0, 0] }));
  bars.push(quad(glass(z0 - 0.03, z1 + 0.03, y0 + 0.01, y0 - 0.04), '#d9d7d2', { normal: [1, 0, 0] }));
  items.push({ layer: 1, faces: bars });
  // Daylight on the floor: the window's shape thrown into the room and softened.
  const spread = (yy: number) => l + yy * 0.9;
  items.push({
    layer: 1,
    soft: 16,
    faces: [
      quad(
        [
          [spread(y0), 0.003, z0 + y0 * 0.3],
          [spread(y1), 0.003, z0 + y1 * 0.3],
          [spread(y1), 0.003, z1 + y1 * 0.3],
          [spread(y0), 0.003, z1 + y0 * 0.3],
        ],
        '#fffaf0',
        { normal: [0, 1, 0], glow: true, opacity: 0.16 },
      ),
    ],
  });
  return items;
}
