import { vi } from 'vitest';

type Box = { left: number; top: number; width: number; height: number };

/** Everything a test does not place: one big box that holds them all, so nothing needs scrolling. */
const page: Box = { left: 0, top: 0, width: 2000, height: 2000 };

const rect = ({ left, top, width, height }: Box) => ({
  x: left,
  y: top,
  left,
  top,
  right: left + width,
  bottom: top + height,
  width,
  height,
  toJSON: () => ({}),
});

/**
 * jsdom lays nothing out: each element gets the box `place` gives it (or, given none, the page's), so
 * dnd-kit's keyboard sensor finds the neighbour an arrow key moves to.
 */
export function layOut(place: (element: HTMLElement) => Box | null) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return rect(place(this) ?? page) as DOMRect;
  });
}

/** How far dnd-kit has shifted an element while dragging it (its `translate3d`); a real box includes it. */
export function dragShift(element: HTMLElement) {
  const [, x = '0', y = '0'] = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform) ?? [];
  return { x: Number(x), y: Number(y) };
}
