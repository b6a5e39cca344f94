/*
 * Simplified flags of the demo countries (spec: a country flag image by id). Drawn as stripes, or
 * a plain emblem for World and Europe, at 3:2 — recognisable at the 16-20 px the lists use.
 */

type Stripes = { direction: 'horizontal' | 'vertical'; colours: readonly string[] };

const flags: Readonly<Record<number, Stripes | { emblem: string; background: string }>> = {
  1: { emblem: '#ffffff', background: '#2f6fb2' },
  2: { emblem: '#ffcc00', background: '#003399' },
  3: { direction: 'horizontal', colours: ['#ffffff', '#ce1124', '#ffffff'] },
  4: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  5: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  6: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  7: { direction: 'vertical', colours: ['#0055a4', '#ffffff', '#ef4135'] },
  8: { direction: 'horizontal', colours: ['#e30a17'] },
  9: { direction: 'vertical', colours: ['#006600', '#006600', '#ff0000', '#ff0000', '#ff0000'] },
  10: { direction: 'horizontal', colours: ['#ae1c28', '#ffffff', '#21468b'] },
  11: { direction: 'horizontal', colours: ['#009c3b'] },
  12: { direction: 'horizontal', colours: ['#74acdf', '#ffffff', '#74acdf'] },
  13: { direction: 'horizontal', colours: ['#ffffff', '#d52b1e'] },
  14: { direction: 'horizontal', colours: ['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'] },
  15: { direction: 'vertical', colours: ['#006847', '#ffffff', '#ce1126'] },
};

const width = 30;
const height = 20;

function stripes({ direction, colours }: Stripes): string {
  const size = (direction === 'horizontal' ? height : width) / colours.length;
  return colours
    .map((colour, index) =>
      direction === 'horizontal'
        ? `<rect x="0" y="${String(index * size)}" width="${String(width)}" height="${String(size)}" fill="${colour}"/>`
        : `<rect x="${String(index * size)}" y="0" width="${String(size)}" height="${String(height)}" fill="${colour}"/>`,
    )
    .join('');
}

/** The flag of a demo country as SVG, or undefined for an unknown id. */
export function flagSvg(countryId: number): string | undefined {
  const flag = flags[countryId];
  if (!flag) return undefined;
  const body =
    'emblem' in flag
      ? `<rect width="${String(width)}" height="${String(height)}" fill="${flag.background}"/><circle cx="15" cy="10" r="5" fill="none" stroke="${flag.emblem}" stroke-width="1.5"/>`
      : stripes(flag);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${body}</svg>`;
}
