import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) adds ~20 MB to the process when loaded; most instances serve pages for hours between two
 * uploads, so it is loaded on the first image to process, not at start-up.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default as SharpFactory);
  return loading;
}
