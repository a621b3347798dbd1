/*
 * A very small 3D-to-SVG renderer for the demo's room photographs (issue 32: the galleries were clip-art).
 * Rooms are built from boxes and quads in metres, seen through a pinhole camera with real perspective,
 * shaded by a ceiling light and a window, drawn far to near (painter's order) into a few SVG layers that
 * writePhoto.ts blurs by their distance from the focus plane (depth of field). It stays text-free and needs no
 * binary assets: the seed renders the pictures with sharp on first start, as it does every other demo image.
 */

export type Vec3 = readonly [number, number, number];

export interface Camera {
  position: Vec3;
  /** Turn to the right, radians. */
  yaw: number;
  /** Look down (positive), radians. */
  pitch: number;
  /** Focal length in pixels. */
  focal: number;
  width: number;
  height: number;
  /** Distance in metres that is sharp; nearer and farther things blur. */
  focus: number;
  /** Blur in pixels of something at twice or half the focus distance. */
  aperture: number;
}

/** A flat polygon; `glow` paints it unshaded (screens, windows, lamps), `gradient` from a near to a far point. */
export interface Face {
  points: Vec3[];
  color: string;
  normal: Vec3;
  glow?: boolean;
  gradient?: { from: Vec3; to: Vec3; colors: readonly [string, string] };
  opacity?: number;
  /** Seen from both sides (leaves). */
  doubleSided?: boolean;
}

/** Things drawn as one: `layer` 0 room shell, 1 on the walls/floor, 2 furniture (sorted by distance). */
export interface Item {
  faces: Face[];
  layer: 0 | 1 | 2;
  /** Soft-edged (blurred) regardless of focus: shadows and light pools. */
  soft?: number;
  /** The solids a piece of furniture is made of, ordered against each other as the camera sees them. */
  pieces?: Face[][];
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

function toCamera(camera: Camera, point: Vec3): Vec3 {
  const [dx, dy, dz] = sub(point, camera.position);
  const [cy, sy] = [Math.cos(camera.yaw), Math.sin(camera.yaw)];
  const x1 = dx * cy - dz * sy;
  const z1 = dx * sy + dz * cy;
  const [cp, sp] = [Math.cos(camera.pitch), Math.sin(camera.pitch)];
  return [x1, dy * cp + z1 * sp, -dy * sp + z1 * cp];
}

const near = 0.05;

/** Sutherland–Hodgman against the near plane, so walls that pass beside the camera still draw. */
function clipNear(points: Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (a[2] >= near) out.push(a);
    if (a[2] >= near !== b[2] >= near) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
    }
  }
  return out;
}

const project = (camera: Camera, [x, y, z]: Vec3): [number, number] => [
  camera.width / 2 + (camera.focal * x) / z,
  camera.height / 2 - (camera.focal * y) / z,
];

function parseHex(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: readonly number[]) =>
  '#' +
  rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Ceiling light from above and daylight from the window side (−x), slightly warm, never fully dark. */
const skyLight = norm([-0.55, 0.8, -0.25]);
function shade(color: string, normal: Vec3, strength = 1): string {
  const light = 0.58 + 0.3 * Math.max(0, dot(normal, [0, 1, 0])) + 0.28 * Math.max(0, dot(normal, skyLight));
  const [r, g, b] = parseHex(color);
  const k = 1 - strength + strength * light;
  return toHex([r * k * 1.02, g * k, b * k * 0.97]);
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}

/** An axis-aligned box from its lower corner to its upper one. */
export function box(min: Vec3, max: Vec3, color: string, options: { top?: string } = {}): Item {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const faces: Face[] = [
    {
      normal: [0, 1, 0],
      points: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      color: options.top ?? color,
    },
    {
      normal: [0, -1, 0],
      points: [
        [x0, y0, z0],
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y0, z0],
      ],
      color,
    },
    {
      normal: [0, 0, -1],
      points: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      color,
    },
    {
      normal: [0, 0, 1],
      points: [
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      color,
    },
    {
      normal: [-1, 0, 0],
      points: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      color,
    },
    {
      normal: [1, 0, 0],
      points: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      color,
    },
  ];
  return { faces, layer: 2 };
}

/** Several items drawn as one piece of furniture (a desk with its legs), sorted as one. */
export const group = (...items: Item[]): Item => ({
  faces: items.flatMap((item) => item.faces),
  pieces: items.flatMap((item) => item.pieces ?? [item.faces]),
  layer: 2,
});

export const quad = (points: Vec3[], color: string, extra: Partial<Face> = {}): Face => {
  const [a, b, c] = points;
  const u = sub(b, a);
  const v = sub(c, a);
  const normal = norm([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]);
  return { points, color, normal, ...extra };
};

/** The soft shadow a piece of furniture casts on the floor below it (straight down, ambient light). */
export function floorShadow(min: Vec3, max: Vec3, darkness = 0.35, spread = 0.06): Item {
  const [x0, , z0] = min;
  const [x1, , z1] = max;
  const y = 0.002;
  return {
    layer: 1,
    soft: 6,
    faces: [
      quad(
        [
          [x0 - spread, y, z0 - spread],
          [x0 - spread, y, z1 + spread],
          [x1 + spread, y, z1 + spread],
          [x1 + spread, y, z0 - spread],
        ],
        '#1a1612',
        { opacity: darkness, glow: true },
      ),
    ],
  };
}

type Bounds = [Vec3, Vec3];

function boundsOf(faces: Face[]): Bounds {
  const all = faces.flatMap((face) => face.points);
  const pick = (f: (...n: number[]) => number) =>
    [0, 1, 2].map((k) => f(...all.map((p) => p[k]))) as unknown as Vec3;
  return [pick(Math.min), pick(Math.max)];
}

/**
 * Painter's order for two solids: when they are apart along an axis (a table top above its base, a chair
 * behind a desk), the one on the camera's side of the gap is drawn last; otherwise the farther centre first.
 */
function drawOrder(camera: Camera, a: Bounds, b: Bounds, byDistance = true): number {
  const eps = 0.005;
  for (const k of [1, 0, 2]) {
    if (a[1][k] <= b[0][k] + eps) return camera.position[k] > b[0][k] ? -1 : 1;
    if (b[1][k] <= a[0][k] + eps) return camera.position[k] > a[0][k] ? 1 : -1;
  }
  if (!byDistance) return 0;
  const distance = ([min, max]: Bounds) =>
    Math.hypot(...[0, 1, 2].map((k) => (min[k] + max[k]) / 2 - camera.position[k]));
  return distance(b) - distance(a);
}

/**
 * Sorts solids for painting: a solid must come before every solid that hides it (a topological order of the
 * pairwise `drawOrder`, which Array.sort cannot give since it is not transitive); among the free ones the
 * farthest goes first, and a cycle is broken the same way.
 */
function paintersOrder<T extends { bounds: Bounds }>(camera: Camera, solids: T[]): T[] {
  const distance = solids.map(({ bounds: [min, max] }) =>
    Math.hypot(...[0, 1, 2].map((k) => (min[k] + max[k]) / 2 - camera.position[k])),
  );
  const hiders = solids.map(() => [] as number[]);
  const waitingFor = solids.map(() => 0);
  for (let i = 0; i < solids.length; i++) {
    for (let j = i + 1; j < solids.length; j++) {
      const order = drawOrder(camera, solids[i].bounds, solids[j].bounds, false);
      if (order === 0) continue;
      const [first, then] = order < 0 ? [i, j] : [j, i];
      hiders[first].push(then);
      waitingFor[then]++;
    }
  }
  const done = solids.map(() => false);
  const out: T[] = [];
  while (out.length < solids.length) {
    let pick = -1;
    for (let i = 0; i < solids.length; i++) {
      if (done[i] || waitingFor[i] > 0) continue;
      if (pick < 0 || distance[i] > distance[pick]) pick = i;
    }
    if (pick < 0) {
      for (let i = 0; i < solids.length; i++)
        if (!done[i] && (pick < 0 || distance[i] > distance[pick])) pick = i;
    }
    done[pick] = true;
    out.push(solids[pick]);
    for (const next of hiders[pick]) waitingFor[next]--;
  }
  return out;
}

/** One transparent layer of the picture and the blur the writer gives it before stacking it. */
interface SceneLayer {
  body: string;
  blur: number;
}

/** Depth-of-field blur is quantised so that a picture has a handful of layers, not one per object. */
const blurLevels = [0, 1.2, 2.4, 3.6, 5];
const quantise = (blur: number) =>
  blurLevels.reduce((best, level) => (Math.abs(level - blur) < Math.abs(best - blur) ? level : best));

/**
 * Renders the items to SVG layers (bottom first) sharing one set of gradients: the room shell, soft shadows
 * and glows (blurred), what hangs on the walls, then the furniture far to near in runs of equal blur.
 */
// eslint-disable-next-line max-lines-per-function -- demo content described in the order it is drawn or stored
export function renderScene(camera: Camera, items: Item[]): { defs: string; layers: SceneLayer[] } {
  const defs: string[] = [];
  const drawFaces = (faces: Face[]) => {
    const parts: string[] = [];
    for (const face of faces) {
      const centre = face.points.reduce<Vec3>(
        (sum, p) => [
          sum[0] + p[0] / face.points.length,
          sum[1] + p[1] / face.points.length,
          sum[2] + p[2] / face.points.length,
        ],
        [0, 0, 0],
      );
      // Back faces of closed shapes are hidden; a lone quad facing away is hidden too.
      if (!face.doubleSided && dot(face.normal, sub(camera.position, centre)) <= 0) continue;
      const clipped = clipNear(face.points.map((p) => toCamera(camera, p)));
      if (clipped.length < 3) continue;
      const points = clipped
        .map((p) =>
          project(camera, p)
            .map((n) => n.toFixed(1))
            .join(','),
        )
        .join(' ');
      let fill = face.glow ? face.color : shade(face.color, face.normal);
      if (face.gradient) {
        const id = `g${defs.length}`;
        const [a, b] = [face.gradient.from, face.gradient.to].map((p) => {
          const c = toCamera(camera, p);
          return project(camera, [c[0], c[1], Math.max(near, c[2])]);
        });
        const [from, to] = face.gradient.colors.map((c) => (face.glow ? c : shade(c, face.normal)));
        defs.push(
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
        );
        fill = `url(#${id})`;
      }
      const opacity = face.opacity ?? 1;
      // A hairline of the fill's own colour closes the seams librsvg's anti-aliasing leaves between faces.
      const seam = fill.startsWith('url') ? 'none' : fill;
      parts.push(
        `<polygon points="${points}" fill="${fill}" fill-opacity="${opacity}" stroke="${seam}" stroke-width="0.6" stroke-opacity="${opacity}"/>`,
      );
    }
    return parts.join('');
  };

  const layers: SceneLayer[] = [];
  const push = (body: string, blur: number) => {
    const last = layers.at(-1);
    if (last && last.blur === blur) last.body += body;
    else if (body) layers.push({ body, blur });
  };
  const flat = items.filter((item) => item.layer < 2);
  push(
    flat
      .filter((item) => item.layer === 0 && !item.soft)
      .map((item) => drawFaces(item.faces))
      .join(''),
    0,
  );
  for (const softness of [(n: number) => n <= 8, (n: number) => n > 8]) {
    const soft = flat.filter((item) => item.soft && softness(item.soft));
    const deviation = Math.max(0, ...soft.map((item) => item.soft ?? 0));
    push(soft.map((item) => drawFaces(item.faces)).join(''), deviation);
  }
  push(
    flat
      .filter((item) => item.layer === 1 && !item.soft)
      .map((item) => drawFaces(item.faces))
      .join(''),
    0,
  );

  const solids = items
    .filter((item) => item.layer === 2)
    .map((item) => {
      const pieces = (item.pieces ?? [item.faces]).map((faces) => ({ faces, bounds: boundsOf(faces) }));
      return { pieces: paintersOrder(camera, pieces), bounds: boundsOf(item.faces) };
    });
  for (const solid of paintersOrder(camera, solids)) {
    const [min, max] = solid.bounds;
    const centre: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    const depth = toCamera(camera, centre)[2];
    const blur =
      depth <= near
        ? blurLevels.at(-1)!
        : quantise(camera.aperture * Math.abs(Math.log2(depth / camera.focus)));
    push(solid.pieces.map((piece) => drawFaces(piece.faces)).join(''), blur);
  }
  return { defs: defs.join(''), layers };
}
