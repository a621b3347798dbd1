import { chair, desk, laptop, meetingTable, monitor, plant } from './furniture.js';
import { type RoomLook, roomShell } from './roomShell.js';
import { type Camera, type Item, type Vec3, box, group, quad, renderScene } from './scene3d.js';

/*
 * The demo's rooms as photographs: a classroom with rows of desks and a presentation screen, a meeting room
 * and a computer lab, each seen by a camera at eye height. Only shapes and light: nothing in them reads as
 * text, so one picture serves every language.
 */

/** A photograph as transparent SVG layers, bottom first, each with the blur it gets before stacking. */
export interface RoomPhoto {
  width: number;
  height: number;
  layers: { svg: string; blur: number }[];
}

/** Big enough for the gallery's enlarged view, small enough (~60–90 kB as WebP) for a page of thumbnails. */
const [photoWidth, photoHeight] = [960, 640];

function camera(
  position: Vec3,
  yawDegrees: number,
  pitchDegrees: number,
  focus: number,
  aperture = 1.6,
): Camera {
  return {
    position,
    yaw: (yawDegrees * Math.PI) / 180,
    pitch: (pitchDegrees * Math.PI) / 180,
    focal: photoWidth * 0.62,
    width: photoWidth,
    height: photoHeight,
    focus,
    aperture,
  };
}

/** A wall display on the front wall (z = depth): bezel, a slide of soft shapes, and its glow on the wall. */
function wallDisplay(x: number, depth: number, accent: string): Item[] {
  const [w, y0, y1] = [1.1, 1.05, 2.3];
  const z = depth - 0.04;
  const face = (x0: number, x1: number, a: number, b: number, color: string, extra = {}) =>
    quad(
      [
        [x1, a, z - 0.001],
        [x1, b, z - 0.001],
        [x0, b, z - 0.001],
        [x0, a, z - 0.001],
      ],
      color,
      { normal: [0, 0, -1], glow: true, ...extra },
    );
  const slide = [
    face(x - w + 0.04, x + w - 0.04, y0 + 0.04, y1 - 0.04, '#eef2f6', {
      gradient: { from: [x, y1, z], to: [x, y0, z], colors: ['#f4f6f9', '#dfe5ec'] },
    }),
    face(x - w + 0.04, x + w - 0.04, y1 - 0.26, y1 - 0.04, accent),
    // A bar chart and a picture block: a presentation seen from the back of the room.
    ...[0.32, 0.5, 0.42, 0.66].map((h, i) =>
      face(x - 0.8 + i * 0.2, x - 0.66 + i * 0.2, y0 + 0.18, y0 + 0.18 + h, i === 3 ? accent : '#9fb0c2'),
    ),
    face(x + 0.12, x + 0.92, y0 + 0.18, y0 + 0.84, '#c9d3de'),
  ];
  return [
    {
      layer: 1,
      soft: 18,
      faces: [face(x - w - 0.15, x + w + 0.15, y0 - 0.15, y1 + 0.15, '#dfe9f5', { opacity: 0.35 })],
    },
    {
      layer: 1,
      faces: box([x - w - 0.03, y0 - 0.03, z - 0.03], [x + w + 0.03, y1 + 0.03, depth], '#1d1e21').faces,
    },
    { layer: 1, faces: slide },
  ];
}

/** A whiteboard with an aluminium frame and faint traces of marker, on the front wall. */
function whiteboard(x0: number, x1: number, depth: number): Item[] {
  const z = depth - 0.02;
  const [y0, y1] = [0.95, 2.05];
  return [
    {
      layer: 1,
      faces: box([x0 - 0.03, y0 - 0.03, z - 0.02], [x1 + 0.03, y1 + 0.03, depth], '#b8bcc1').faces,
    },
    {
      layer: 1,

      faces: [
        quad(
          [
            [x1, y0, z - 0.021],
            [x1, y1, z - 0.021],
            [x0, y1, z - 0.021],
            [x0, y0, z - 0.021],
          ],
          '#f7f8f8',
          {
            normal: [0, 0, -1],
            glow: true,
            gradient: { from: [x0, y1, z], to: [x1, y0, z], colors: ['#fbfbfa', '#e3e6e8'] },
          },
        ),
      ],
    },
    { layer: 1, faces: box([x0 + 0.1, y0 - 0.06, z - 0.08], [x1 - 0.1, y0 - 0.03, z], '#a7abb0').faces },
  ];
}

const classroomLook = (frontWall: string): RoomLook => ({
  width: 8,
  depth: 9.5,
  height: 3,
  wall: '#e8e5df',
  frontWall,
  floor: '#8a8c8e',
  floorKind: 'carpet',
  windows: [
    [1.6, 3.6],
    [4.4, 6.4],
    [7.2, 8.8],
  ],
});

/** Rows of desks facing a screen; `laptops` puts one on every other seat. */
function classroomScene(
  fabric: string,
  top: string,
  accent: string,
  frontWall: string,
  laptops: boolean,
): Item[] {
  const look = classroomLook(frontWall);
  const items: Item[] = [
    ...roomShell(look),
    ...wallDisplay(0.3, look.depth, accent),
    ...whiteboard(2.0, 3.5, look.depth),
  ];
  const screens: [string, string][] = [
    ['#dfe9f3', '#9fb6cc'],
    ['#f2f2ee', '#c5ccd3'],
    ['#2d5a85', '#173450'],
  ];
  [2.4, 3.9, 5.4, 6.9].forEach((z, row) => {
    // Three seats each side of the aisle: the 24 places of the demo's classroom (data/contents.ts).
    for (const x0 of [-3.1, 0.8]) {
      items.push(...desk(x0, z, 2.1, 0.6, top));
      for (let seat = 0; seat < 3; seat++) {
        const x = x0 + 0.35 + seat * 0.7;
        items.push(...chair(x, z - 0.35, '+z', fabric));
        if (laptops && (seat + row) % 2 === 0) items.push(laptop(x, z + 0.25, screens[(seat + row) % 3]));
      }
    }
  });
  items.push(...desk(-3.4, 8.2, 1.5, 0.7, top), ...plant(3.4, 9.0, 1.5));
  return items;
}

function meetingScene(fabric: string, top: string, accent: string, frontWall: string): Item[] {
  const look: RoomLook = {
    width: 5.2,
    depth: 7.5,
    height: 2.8,
    wall: '#ebe8e2',
    frontWall,
    floor: '#a07e5c',
    floorKind: 'wood',
    windows: [
      [1.2, 3.4],
      [4.0, 6.6],
    ],
  };
  const items: Item[] = [...roomShell(look), ...wallDisplay(0, look.depth, accent)];
  items.push(...meetingTable(-0.65, 2.2, 1.3, 3.9, top));
  for (let i = 0; i < 5; i++) {
    const z = 2.6 + i * 0.78;
    items.push(...chair(-1.05, z, '+x', fabric), ...chair(1.05, z, '-x', fabric));
  }
  // Twelve places, as the demo's meeting room (data/contents.ts): five a side and one at each end.
  items.push(
    ...chair(0, 1.75, '+z', fabric),
    ...chair(0, 6.5, '-z', fabric),
    ...plant(-2.2, 6.9, 1.4),
    ...plant(-2.2, 1.0, 1.6),
  );
  // Two laptops and a jug of water on the table, as after a break.
  items.push(laptop(-0.3, 3.2, ['#e8eef4', '#b6c4d2']), laptop(0.3, 4.6, ['#f3f1ea', '#c4c7cc']));
  items.push(group(box([-0.05, 0.75, 4.0], [0.05, 0.98, 4.1], '#d9e4ea')));
  return items;
}

/** A lab: rows of desks with monitors, seen from the back corner over the seats, the screens lit. */
function labScene(fabric: string, top: string, frontWall: string): Item[] {
  const look = { ...classroomLook(frontWall), depth: 9 };
  const items: Item[] = [...roomShell(look), ...whiteboard(-1.2, 1.2, look.depth)];
  const screens: [string, string][] = [
    ['#1f4e79', '#0f2a44'],
    ['#e9eef2', '#aebdca'],
    ['#2b6e62', '#143c36'],
  ];
  [1.6, 3.2, 4.8, 6.4].forEach((z, row) => {
    // Two seats each side of the aisle: the 16 computers of the demo's lab (data/contents.ts).
    for (const x0 of [-2.6, 0.9]) {
      items.push(...desk(x0, z, 1.5, 0.7, top));
      for (let seat = 0; seat < 2; seat++) {
        const x = x0 + 0.35 + seat * 0.7;
        items.push(monitor(x, z + 0.5, '-z', screens[(seat + row) % 3]), ...chair(x, z - 0.35, '+z', fabric));
      }
    }
  });
  items.push(...plant(-3.5, 8.5, 1.6));
  return items;
}

/** One workstation up close, with a shallow depth of field: the distance-learning pages. */
function workstationScene(fabric: string, top: string): Item[] {
  const items = classroomScene(fabric, top, '#2e6da4', '#dfe3e6', false);
  items.push(monitor(-1.95, 2.95, '-z', ['#2f6f9f', '#12324c']), laptop(-2.7, 2.6, ['#dce6ef', '#8fa7be']));
  return items;
}

function render(view: Camera, items: Item[]): RoomPhoto {
  const { defs, layers } = renderScene(view, items);
  const wrap = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}"><defs>${defs}</defs>${body}</svg>`;
  return {
    width: view.width,
    height: view.height,
    layers: layers.map((layer) => ({ svg: wrap(layer.body), blur: layer.blur })),
  };
}

/** The demo's room photographs by name (server/db/seed/demoImages.ts writes them). */
export const roomPhotos = {
  classroomFromBack: () =>
    render(
      camera([2.2, 1.62, 0.3], -12, 8, 5.5),
      classroomScene('#2e4a6b', '#b99d7e', '#1f5f99', '#d9dde0', true),
    ),
  classroomFromSide: () =>
    render(
      camera([-3.3, 1.55, 0.4], 24, 7, 4.5),
      classroomScene('#3b3f46', '#e9e6df', '#0a3d62', '#c9d6df', false),
    ),
  meetingRoom: () =>
    render(camera([0, 1.45, 0.35], 0, 9, 4), meetingScene('#2b2d31', '#7a5a3e', '#17a589', '#3c5a66')),
  meetingRoomCorner: () =>
    render(camera([1.9, 1.5, 0.4], -22, 10, 3.6), meetingScene('#6b6e73', '#d7d3cb', '#0a3d62', '#e6e2da')),
  meetingRoomWindow: () =>
    render(camera([2.0, 1.5, 6.9], 232, 8, 3.2), meetingScene('#34495e', '#8a6a4a', '#c0392b', '#d8d2c8')),
  computerLab: () =>
    render(camera([3.4, 1.65, 0.35], -24, 9, 3.5), labScene('#243447', '#e3e0d9', '#dfe3e6')),
  workstation: () =>
    render(camera([-2.2, 1.22, 1.2], -8, 12, 1.8, 3.2), workstationScene('#2e4a6b', '#b99d7e')),
  computerLabAisle: () =>
    render(camera([0.2, 1.55, 0.5], 4, 10, 3.2, 2), labScene('#3b3f46', '#b99d7e', '#c9d6df')),
} as const;
