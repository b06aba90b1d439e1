/** The 400 px WebP the uploads module keeps beside a raster screenshot (an SVG serves as its own). */
export const screenshotThumb = (url: string) => `${url}?size=thumb`;

/** The index `step` away from `index` in a list of `count`, wrapping round at both ends. */
export const wrapIndex = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;
