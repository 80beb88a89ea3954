import { el, svgDocument, text } from './svg-builder';

/** The Buchbar word mark: a calendar sheet with a tick (booked) followed by the name. */
export function buchbarLogo(): string {
  return svgDocument(
    280,
    72,
    'Buchbar',
    el('rect', { x: 4, y: 10, width: 56, height: 54, rx: 12, fill: '#3b5bdb' }),
    el('rect', { x: 4, y: 10, width: 56, height: 16, rx: 12, fill: '#2c46b0' }),
    el('rect', { x: 4, y: 20, width: 56, height: 6, fill: '#2c46b0' }),
    el('rect', { x: 16, y: 4, width: 6, height: 14, rx: 3, fill: '#1f2933' }),
    el('rect', { x: 42, y: 4, width: 6, height: 14, rx: 3, fill: '#1f2933' }),
    el('path', {
      d: 'M18 44 L28 54 L47 34',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    text(74, 52, 'Buchbar', {
      'font-family': 'Helvetica, Arial, sans-serif',
      'font-size': 38,
      'font-weight': 700,
      fill: '#1f2933',
      'letter-spacing': 0.5,
    }),
  );
}
