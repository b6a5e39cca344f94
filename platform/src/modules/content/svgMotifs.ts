/**
 * The pictures drawn on banners, as SVG fragments around a centre point with radius `r`. Plain
 * shapes only (no fonts beyond generic families, no external references), so an SVG served as an
 * image renders the same everywhere.
 */
export const motifNames = ['slots', 'ball', 'cards', 'gift', 'trophy', 'phone', 'chip'] as const;
export type MotifName = (typeof motifNames)[number];

type Draw = (cx: number, cy: number, r: number, accent: string) => string;

const round = (value: number) => Math.round(value * 10) / 10;

const slots: Draw = (cx, cy, r, accent) => {
  const width = r * 1.7;
  const height = r * 1.1;
  const reel = width / 3;
  const reels = [0, 1, 2]
    .map((index) => {
      const x = cx - width / 2 + index * reel;
      return `<rect x="${round(x + 4)}" y="${round(cy - height / 2 + 6)}" width="${round(reel - 8)}" height="${round(height - 12)}" rx="6" fill="#fff"/>
<text x="${round(x + reel / 2)}" y="${round(cy + r * 0.2)}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${round(r * 0.55)}" fill="#d81b60">7</text>`;
    })
    .join('\n');
  return `<rect x="${round(cx - width / 2 - 8)}" y="${round(cy - height / 2 - 8)}" width="${round(width + 16)}" height="${round(height + 16)}" rx="16" fill="${accent}"/>
${reels}
<circle cx="${round(cx + width / 2 + 22)}" cy="${round(cy - height / 2)}" r="9" fill="${accent}"/>
<rect x="${round(cx + width / 2 + 18)}" y="${round(cy - height / 2)}" width="8" height="${round(height * 0.6)}" rx="4" fill="${accent}"/>`;
};

const ball: Draw = (cx, cy, r) => {
  const corners = [0, 72, 144, 216, 288].map((degrees) => ((degrees - 90) * Math.PI) / 180);
  const point = (angle: number, distance: number) => ({
    x: round(cx + Math.cos(angle) * r * distance),
    y: round(cy + Math.sin(angle) * r * distance),
  });
  const at = (angle: number, distance: number) => {
    const { x, y } = point(angle, distance);
    return `${x},${y}`;
  };
  // A centre patch, seams to the rim and patches cut by the rim: the classic football.
  const seams = corners
    .map((angle) => {
      const from = point(angle, 0.3);
      const to = point(angle, 0.62);
      return `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}" stroke="#1b1b1b" stroke-width="4"/>`;
    })
    .join('\n');
  const rimPatches = corners
    .map((angle) => {
      const points = [
        at(angle - 0.3, 0.85),
        at(angle, 0.62),
        at(angle + 0.3, 0.85),
        at(angle, 0.95),
      ];
      return `<polygon points="${points.join(' ')}" fill="#1b1b1b"/>`;
    })
    .join('\n');
  const outline = `cx="${cx}" cy="${cy}" r="${round(r * 0.85)}"`;
  return `<circle ${outline} fill="#fff"/>
<polygon points="${corners.map((angle) => at(angle, 0.32)).join(' ')}" fill="#1b1b1b"/>
${seams}
<clipPath id="ball-rim"><circle ${outline}/></clipPath>
<g clip-path="url(#ball-rim)">${rimPatches}</g>
<circle ${outline} fill="none" stroke="#1b1b1b" stroke-width="4"/>`;
};

const cards: Draw = (cx, cy, r, accent) => {
  const card = (angle: number, shift: number, suit: string, colour: string) =>
    `<g transform="translate(${round(shift * r)} 0) rotate(${angle} ${cx} ${round(cy + r)})">
<rect x="${round(cx - r * 0.45)}" y="${round(cy - r * 0.75)}" width="${round(r * 0.9)}" height="${round(r * 1.3)}" rx="10" fill="#fff" stroke="${accent}" stroke-width="3"/>
<text x="${cx}" y="${round(cy + r * 0.15)}" text-anchor="middle" font-family="Georgia, serif" font-size="${round(r * 0.6)}" fill="${colour}">${suit}</text>
</g>`;
  return `${card(-14, -0.3, '♠', '#1b1b1b')}\n${card(12, 0.3, '♥', '#d32f2f')}`;
};

const gift: Draw = (cx, cy, r, accent) =>
  `<rect x="${round(cx - r * 0.7)}" y="${round(cy - r * 0.2)}" width="${round(r * 1.4)}" height="${round(r * 0.9)}" rx="8" fill="#fff"/>
<rect x="${round(cx - r * 0.8)}" y="${round(cy - r * 0.5)}" width="${round(r * 1.6)}" height="${round(r * 0.35)}" rx="8" fill="#fff" opacity="0.9"/>
<rect x="${round(cx - r * 0.12)}" y="${round(cy - r * 0.5)}" width="${round(r * 0.24)}" height="${round(r * 1.2)}" fill="${accent}"/>
<ellipse cx="${round(cx - r * 0.25)}" cy="${round(cy - r * 0.62)}" rx="${round(r * 0.25)}" ry="${round(r * 0.14)}" fill="${accent}"/>
<ellipse cx="${round(cx + r * 0.25)}" cy="${round(cy - r * 0.62)}" rx="${round(r * 0.25)}" ry="${round(r * 0.14)}" fill="${accent}"/>`;

const trophy: Draw = (cx, cy, r, accent) =>
  `<path d="M ${round(cx - r * 0.55)} ${round(cy - r * 0.7)} H ${round(cx + r * 0.55)} V ${round(cy - r * 0.2)} A ${round(r * 0.55)} ${round(r * 0.55)} 0 0 1 ${round(cx - r * 0.55)} ${round(cy - r * 0.2)} Z" fill="${accent}"/>
<path d="M ${round(cx - r * 0.55)} ${round(cy - r * 0.55)} h ${round(-r * 0.3)} a ${round(r * 0.3)} ${round(r * 0.3)} 0 0 0 ${round(r * 0.35)} ${round(r * 0.45)}" fill="none" stroke="${accent}" stroke-width="7"/>
<path d="M ${round(cx + r * 0.55)} ${round(cy - r * 0.55)} h ${round(r * 0.3)} a ${round(r * 0.3)} ${round(r * 0.3)} 0 0 1 ${round(-r * 0.35)} ${round(r * 0.45)}" fill="none" stroke="${accent}" stroke-width="7"/>
<rect x="${round(cx - r * 0.1)}" y="${round(cy + r * 0.3)}" width="${round(r * 0.2)}" height="${round(r * 0.3)}" fill="${accent}"/>
<rect x="${round(cx - r * 0.4)}" y="${round(cy + r * 0.6)}" width="${round(r * 0.8)}" height="${round(r * 0.18)}" rx="4" fill="${accent}"/>`;

const phone: Draw = (cx, cy, r, accent) =>
  `<rect x="${round(cx - r * 0.42)}" y="${round(cy - r * 0.8)}" width="${round(r * 0.84)}" height="${round(r * 1.6)}" rx="16" fill="#1b1b1b"/>
<rect x="${round(cx - r * 0.35)}" y="${round(cy - r * 0.68)}" width="${round(r * 0.7)}" height="${round(r * 1.3)}" rx="8" fill="${accent}"/>
<circle cx="${cx}" cy="${round(cy + r * 0.72)}" r="4" fill="#fff"/>`;

const chip: Draw = (cx, cy, r, accent) =>
  `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.85)}" fill="${accent}"/>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.85)}" fill="none" stroke="#fff" stroke-width="${round(r * 0.16)}" stroke-dasharray="${round(r * 0.3)} ${round(r * 0.3)}"/>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.52)}" fill="#fff"/>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.42)}" fill="none" stroke="${accent}" stroke-width="3"/>`;

export const motifs: Record<MotifName, Draw> = { slots, ball, cards, gift, trophy, phone, chip };
