export interface QrGridOptions {
  /** Space between cards (px). */
  gap?: number;
  /** Height of the seat's label above the code (px). */
  labelHeight?: number;
  /** Padding inside a card, each side (px). */
  padding?: number;
  /** Below this a code is hard to scan from a step away: more pages instead (px). */
  minSize?: number;
  /** Codes never grow beyond this (px). */
  maxSize?: number;
}

export interface QrGrid {
  columns: number;
  /** Rows on one page. */
  rows: number;
  /** Side of one QR code (px). */
  size: number;
  /** Cards on one page; the kiosk turns the pages when there are more. */
  perPage: number;
  pages: number;
}

const DEFAULTS = { gap: 12, labelHeight: 28, padding: 8, minSize: 96, maxSize: 200 } as const;

/**
 * How the kiosk's check-in codes fill the area beside the plan without scrolling (issue 14 point 9:
 * the kiosk fits 1920×1080). Every column count is tried; the one giving the largest codes wins.
 * When even that is below `minSize`, the codes keep `minSize` and are shown page by page. Before the
 * area is measured (0 × 0), everything is one page of `minSize` codes in four columns.
 */
export function layoutQrGrid(
  count: number,
  width: number,
  height: number,
  options: QrGridOptions = {},
): QrGrid {
  const { gap, labelHeight, padding, minSize, maxSize } = { ...DEFAULTS, ...options };
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return { columns: 1, rows: 0, size: 0, perPage: 0, pages: 0 };
  if (!(width > 0 && height > 0)) {
    const columns = Math.min(4, n);
    return { columns, rows: Math.ceil(n / columns), size: minSize, perPage: n, pages: 1 };
  }
  const sizeFor = (columns: number, rows: number) =>
    Math.floor(
      Math.min(
        (width - (columns - 1) * gap) / columns - 2 * padding,
        (height - (rows - 1) * gap) / rows - labelHeight - 2 * padding,
      ),
    );
  let best = { columns: 1, rows: n, size: sizeFor(1, n) };
  for (let columns = 2; columns <= n; columns += 1) {
    const rows = Math.ceil(n / columns);
    const size = sizeFor(columns, rows);
    if (size > best.size) best = { columns, rows, size };
  }
  if (best.size >= minSize) {
    return {
      columns: best.columns,
      rows: best.rows,
      size: Math.min(maxSize, best.size),
      perPage: n,
      pages: 1,
    };
  }
  const columns = Math.max(1, Math.floor((width + gap) / (minSize + 2 * padding + gap)));
  const rows = Math.max(1, Math.floor((height + gap) / (minSize + labelHeight + 2 * padding + gap)));
  const perPage = columns * rows;
  return {
    columns,
    rows,
    size: Math.min(maxSize, Math.max(minSize, sizeFor(columns, rows))),
    perPage,
    pages: Math.ceil(n / perPage),
  };
}

/**
 * Small screens (no wall display): the page scrolls, so the codes keep a comfortable `size` and
 * fill as many columns as the width takes; all on one page.
 */
export function flowQrGrid(count: number, width: number, size = 160, options: QrGridOptions = {}): QrGrid {
  const { gap, padding } = { ...DEFAULTS, ...options };
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return { columns: 1, rows: 0, size: 0, perPage: 0, pages: 0 };
  const columns = Math.max(1, Math.min(n, Math.floor((width + gap) / (size + 2 * padding + gap))));
  const fitted = width > 0 ? Math.min(size, Math.floor(width - 2 * padding)) : size;
  return { columns, rows: Math.ceil(n / columns), size: Math.max(0, fitted), perPage: n, pages: 1 };
}
