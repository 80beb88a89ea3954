import { el, svgDocument, text } from './svg-builder';

// Both plans use a 1000 x 700 viewBox; bookable shapes carry id="seat-N" / id="room-N" and a
// data attribute so the web app can colour them by availability without knowing the drawing.
const WIDTH = 1000;
const HEIGHT = 700;
const FONT = { 'font-family': 'Helvetica, Arial, sans-serif', fill: '#1f2933' };
const WALL = { fill: 'none', stroke: '#37474f', 'stroke-width': 10, 'stroke-linecap': 'square' };
const SEAT = { fill: '#e3f2e8', stroke: '#2e7d4f', 'stroke-width': 2, rx: 6 };

function door(x: number, y: number, width: number): string {
  // A gap in the wall plus the swing of the leaf, so the entrance reads as a door at any size.
  return el(
    'g',
    { class: 'door' },
    el('line', { x1: x, y1: y, x2: x, y2: y - width, stroke: '#37474f', 'stroke-width': 4 }),
    el('path', { d: `M${x + width} ${y} A${width} ${width} 0 0 0 ${x} ${y - width}`, ...DOOR_SWING }),
  );
}
const DOOR_SWING = { fill: 'none', stroke: '#90a4ae', 'stroke-width': 2, 'stroke-dasharray': '6 4' };

function seat(n: number, x: number, y: number): string {
  return el(
    'g',
    {},
    el('rect', { id: `seat-${n}`, class: 'seat', 'data-seat': n, x, y, width: 56, height: 44, ...SEAT }),
    text(x + 28, y + 28, String(n), {
      ...FONT,
      'font-size': 18,
      'text-anchor': 'middle',
      'pointer-events': 'none',
    }),
  );
}

/** A reading room with windows, two blocks of desks (24 seats) either side of an aisle. */
export function readingRoomFloorPlan(): string {
  const seats: string[] = [];
  const desks: string[] = [];
  let n = 1;
  for (const rowY of [170, 350, 530]) {
    for (const deskX of [170, 624]) {
      desks.push(el('rect', { x: deskX, y: rowY - 8, width: 206, height: 16, fill: '#b0bec5', rx: 3 }));
    }
    for (const x of [180, 290, 634, 744]) {
      seats.push(seat(n, x, rowY - 56), seat(n + 1, x, rowY + 12));
      n += 2;
    }
  }
  return svgDocument(
    WIDTH,
    HEIGHT,
    'Lesesaal / Reading room',
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fafafa' }),
    el('path', { d: 'M560 660 H960 V40 H40 V660 H440', ...WALL }),
    ...[120, 420, 720].map((x) =>
      el('line', {
        x1: x,
        y1: 40,
        x2: x + 160,
        y2: 40,
        stroke: '#81d4fa',
        'stroke-width': 6,
        class: 'window',
      }),
    ),
    door(440, 660, 120),
    text(500, 28, 'Lesesaal · Reading room', {
      ...FONT,
      'font-size': 22,
      'text-anchor': 'middle',
      'font-weight': 700,
    }),
    text(500, 690, 'Eingang · Entrance', { ...FONT, 'font-size': 16, 'text-anchor': 'middle' }),
    el('g', { id: 'desks' }, ...desks),
    el('g', { id: 'seats' }, ...seats),
  );
}

function room(n: number, name: string, x: number, width: number): string {
  return el(
    'g',
    {},
    el('rect', { id: `room-${n}`, class: 'room', 'data-room': n, x, y: 40, width, height: 240, ...ROOM }),
    text(x + width / 2, 150, name, { ...FONT, 'font-size': 20, 'text-anchor': 'middle', 'font-weight': 700 }),
    text(x + width / 2, 178, `Raum ${n} · Room ${n}`, { ...FONT, 'font-size': 14, 'text-anchor': 'middle' }),
  );
}
const ROOM = { fill: '#e8eaf6', stroke: '#3949ab', 'stroke-width': 3 };

/** An office floor: four meeting rooms along a corridor and an open space with 16 desks. */
export function workFloorPlan(): string {
  const rooms = [
    room(1, 'Alster', 40, 220),
    room(2, 'Elbe', 260, 220),
    room(3, 'Spree', 480, 220),
    room(4, 'Isar', 700, 160),
  ];
  const seats: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const col = i % 8;
    const x = 90 + col * 100 + (col >= 4 ? 30 : 0);
    seats.push(seat(i + 1, x, i < 8 ? 400 : 500));
  }
  return svgDocument(
    WIDTH,
    HEIGHT,
    'Arbeitsplätze 2. OG / Work places 2nd floor',
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fafafa' }),
    el('g', { id: 'rooms' }, ...rooms),
    el('rect', {
      x: 860,
      y: 40,
      width: 100,
      height: 240,
      fill: '#eceff1',
      stroke: '#90a4ae',
      'stroke-width': 2,
    }),
    text(910, 165, 'WC', { ...FONT, 'font-size': 18, 'text-anchor': 'middle' }),
    el('rect', { x: 40, y: 280, width: 920, height: 80, fill: '#f5f5f5' }),
    text(500, 328, 'Flur · Corridor', { ...FONT, 'font-size': 16, 'text-anchor': 'middle', fill: '#607d8b' }),
    el('path', { d: 'M550 660 H960 V40 H40 V660 H450', ...WALL }),
    door(450, 660, 100),
    text(500, 28, 'Arbeitsplätze 2. OG · Work places 2nd floor', {
      ...FONT,
      'font-size': 22,
      'text-anchor': 'middle',
      'font-weight': 700,
    }),
    text(500, 690, 'Eingang · Entrance', { ...FONT, 'font-size': 16, 'text-anchor': 'middle' }),
    text(110, 385, 'Open Space', { ...FONT, 'font-size': 16, fill: '#607d8b' }),
    el('g', { id: 'seats' }, ...seats),
  );
}
