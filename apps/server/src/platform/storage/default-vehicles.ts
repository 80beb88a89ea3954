import { el, svgDocument } from './svg-builder';

// Side views on a shared 400 x 200 canvas (ground line y = 160) so the pictures line up in lists.
const WIDTH = 400;
const HEIGHT = 200;
const GLASS = { fill: '#cfe8f7', stroke: '#5f7d8e', 'stroke-width': 2 };

interface VehicleDrawing {
  title: string;
  colour: string;
  body: string;
  windows: readonly string[];
  wheelsX: readonly [number, number];
  extras?: readonly string[];
}

function wheel(cx: number): string {
  return el(
    'g',
    {},
    el('circle', { cx, cy: 160, r: 27, fill: '#263238' }),
    el('circle', { cx, cy: 160, r: 13, fill: '#cfd8dc', stroke: '#90a4ae', 'stroke-width': 2 }),
  );
}

function drawVehicle(vehicle: VehicleDrawing): string {
  return svgDocument(
    WIDTH,
    HEIGHT,
    vehicle.title,
    el('ellipse', { cx: 200, cy: 188, rx: 170, ry: 7, fill: '#000', opacity: 0.12 }),
    el('path', {
      d: vehicle.body,
      fill: vehicle.colour,
      stroke: '#263238',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
    ...vehicle.windows.map((d) => el('path', { d, ...GLASS })),
    ...(vehicle.extras ?? []),
    wheel(vehicle.wheelsX[0]),
    wheel(vehicle.wheelsX[1]),
  );
}

const lamps = (frontX: number, rearX: number, y: number): string[] => [
  el('rect', { x: frontX - 14, y, width: 14, height: 9, rx: 3, fill: '#fff3c4', stroke: '#263238' }),
  el('rect', { x: rearX, y, width: 10, height: 12, rx: 2, fill: '#e53935' }),
];

export function smallCarPicture(): string {
  return drawVehicle({
    title: 'Kleinwagen · Small car',
    colour: '#e0574f',
    body: 'M60 160 V122 Q62 108 80 104 L120 100 L160 62 Q168 56 180 56 H262 Q276 56 285 66 L318 100 L338 106 Q352 110 352 126 V160 Z',
    windows: ['M132 100 L166 66 H214 V100 Z', 'M226 66 H262 Q272 66 279 74 L303 100 H226 Z'],
    wheelsX: [118, 294],
    extras: lamps(352, 60, 114),
  });
}

export function estateCarPicture(): string {
  return drawVehicle({
    title: 'Kombi · Estate car',
    colour: '#2f6fb0',
    body: 'M30 160 V118 Q32 104 50 100 L92 96 L136 62 Q144 56 156 56 H346 Q360 56 364 70 L370 110 Q372 120 372 130 V160 Z',
    windows: [
      'M106 96 L142 66 H206 V96 Z',
      'M218 66 H282 V96 H218 Z',
      'M294 66 H344 Q352 66 354 74 L358 96 H294 Z',
    ],
    wheelsX: [96, 308],
    extras: lamps(44, 362, 110),
  });
}

export function vanPicture(): string {
  return drawVehicle({
    title: 'Transporter · Van',
    colour: '#f2b233',
    body: 'M24 160 V112 Q26 100 40 96 L70 90 L96 40 Q102 30 116 30 H368 Q378 30 378 42 V160 Z',
    windows: ['M80 90 L104 44 H150 V90 Z'],
    wheelsX: [90, 312],
    extras: [
      ...lamps(38, 368, 106),
      el('line', { x1: 166, y1: 36, x2: 166, y2: 156, stroke: '#263238', 'stroke-width': 2 }),
      el('rect', { x: 176, y: 112, width: 190, height: 10, fill: '#263238', opacity: 0.25 }),
    ],
  });
}

export function electricCarPicture(): string {
  return drawVehicle({
    title: 'Elektroauto · Electric car',
    colour: '#1f9d8a',
    body: 'M40 160 V124 Q42 110 60 106 L112 98 L164 64 Q174 58 188 58 H270 Q292 58 308 72 L344 102 Q364 108 364 126 V160 Z',
    windows: ['M128 98 L170 68 H226 V98 Z', 'M238 68 H270 Q286 68 298 78 L320 98 H238 Z'],
    wheelsX: [106, 300],
    extras: [
      ...lamps(364, 40, 114),
      // Lightning badge on the door: the one detail that marks the car as electric at a glance.
      el('path', { d: 'M206 108 L192 132 H204 L198 150 L218 122 H206 L212 108 Z', fill: '#fff' }),
    ],
  });
}
