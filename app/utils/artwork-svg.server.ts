import type { ArtworkMotif, ImageEntry } from "~/content/image-entry";

// The brand palette; fixed colours rather than theme tokens, because an image cannot follow
// the page's theme classes.
const red = "#b3261e";
const coral = "#ff9c8f";
const cream = "#fff7f2";
const sand = "#f4efe9";
const stone = "#57534e";

const fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** FNV-1a then mulberry32: the same id always draws the same picture. */
function randomFor(seed: string) {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();

/** One decimal is plenty for a picture and keeps the file small. */
const n = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number>;
function tag(name: string, attributes: Attributes) {
  const list = Object.entries(attributes)
    .map(([key, value]) => `${key}="${typeof value === "number" ? n(value) : escapeXml(value)}"`)
    .join(" ");
  return `<${name} ${list}/>`;
}
const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) =>
  tag("rect", { x, y, width, height, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  tag("circle", { cx, cy, r, fill, ...extra });
const polygon = (points: [number, number][], fill: string, extra: Attributes = {}) =>
  tag("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra });
const path = (d: string, fill: string, extra: Attributes = {}) => tag("path", { d, fill, ...extra });

/** The area a motif draws in: centre and unit (the shorter side of the picture). */
type Frame = { cx: number; cy: number; s: number; width: number; height: number };

function packaging({ cx, cy, s }: Frame, random: Random) {
  const [boxColour, jarColour] = random() < 0.5 ? [red, coral] : [coral, red];
  const boxWidth = s * between(random, 0.26, 0.34);
  const boxHeight = s * between(random, 0.34, 0.44);
  const depth = s * 0.08;
  const left = cx - s * 0.34;
  const bottom = cy + s * 0.28;
  const top = bottom - boxHeight;
  const box = [
    rect(left, top, boxWidth, boxHeight, boxColour),
    polygon([[left, top], [left + depth, top - depth], [left + boxWidth + depth, top - depth], [left + boxWidth, top]], sand, { stroke: stone, "stroke-width": s * 0.004 }),
    polygon([[left + boxWidth, top], [left + boxWidth + depth, top - depth], [left + boxWidth + depth, bottom - depth], [left + boxWidth, bottom]], stone),
    rect(left + boxWidth * 0.15, top + boxHeight * 0.38, boxWidth * 0.7, boxHeight * 0.24, cream, { rx: s * 0.01 }),
  ];
  const jarWidth = s * between(random, 0.16, 0.22);
  const jarHeight = s * between(random, 0.42, 0.54);
  const jarX = cx + s * 0.08;
  const jarTop = bottom - jarHeight;
  const bottle = random() < 0.5;
  const neck = bottle
    ? rect(jarX + jarWidth * 0.35, jarTop - s * 0.1, jarWidth * 0.3, s * 0.12, stone, { rx: s * 0.01 })
    : rect(jarX - s * 0.01, jarTop - s * 0.04, jarWidth + s * 0.02, s * 0.06, stone, { rx: s * 0.01 });
  const jar = [
    neck,
    rect(jarX, jarTop, jarWidth, jarHeight, jarColour, { rx: s * (bottle ? 0.04 : 0.02) }),
    rect(jarX, jarTop + jarHeight * 0.35, jarWidth, jarHeight * 0.3, cream, { stroke: stone, "stroke-width": s * 0.008 }),
    circle(jarX + jarWidth / 2, jarTop + jarHeight * 0.5, jarWidth * 0.12, boxColour),
  ];
  return [rect(cx - s * 0.42, bottom, s * 0.84, s * 0.02, stone, { rx: s * 0.01 }), ...box, ...jar].join("");
}

function stand({ cx, cy, s }: Frame, random: Random) {
  const wallWidth = s * 0.72;
  const left = cx - wallWidth / 2;
  const wallTop = cy - s * 0.3;
  const floorY = cy + s * 0.24;
  const screenOnLeft = random() < 0.5;
  const screenX = screenOnLeft ? left + s * 0.06 : left + wallWidth - s * 0.34;
  return [
    polygon([[left - s * 0.08, floorY + s * 0.12], [left, floorY], [left + wallWidth, floorY], [left + wallWidth + s * 0.08, floorY + s * 0.12]], sand, { stroke: stone, "stroke-width": s * 0.006 }),
    rect(left, wallTop, wallWidth, floorY - wallTop, red),
    rect(left - s * 0.02, wallTop - s * 0.1, wallWidth + s * 0.04, s * 0.1, coral),
    rect(left + s * 0.08, wallTop - s * 0.07, wallWidth * between(random, 0.4, 0.7), s * 0.04, cream, { rx: s * 0.02 }),
    rect(screenX, wallTop + s * 0.08, s * 0.28, s * 0.18, cream, { stroke: stone, "stroke-width": s * 0.012 }),
    circle(screenX + s * 0.14, wallTop + s * 0.17, s * 0.04, coral),
    rect(cx - s * 0.16, floorY - s * 0.18, s * 0.32, s * 0.18, stone),
    rect(cx - s * 0.18, floorY - s * 0.2, s * 0.36, s * 0.03, coral),
    circle(screenOnLeft ? left + wallWidth - s * 0.08 : left + s * 0.08, floorY - s * 0.08, s * 0.06, coral),
  ].join("");
}

function social({ cx, cy, s }: Frame, random: Random) {
  const width = s * 0.42;
  const height = s * 0.72;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const tilt = between(random, -7, 7);
  const pad = s * 0.03;
  const phone = [
    rect(x, y, width, height, stone, { rx: s * 0.05 }),
    rect(x + pad, y + pad * 2, width - pad * 2, height - pad * 4, cream, { rx: s * 0.02 }),
    circle(x + pad * 2.2, y + pad * 3.4, s * 0.025, red),
    rect(x + pad * 3.6, y + pad * 3, width * 0.45, s * 0.02, sand, { rx: s * 0.01 }),
    rect(x + pad * 1.5, y + pad * 5, width - pad * 3, height * 0.4, coral, { rx: s * 0.015 }),
    circle(x + width * between(random, 0.3, 0.7), y + pad * 5 + height * 0.16, s * 0.05, red),
    path(
      `M${n(x + pad * 1.5)} ${n(y + pad * 5 + height * 0.4)}l${n(width * 0.3)} ${n(-height * 0.14)}l${n(width * 0.25)} ${n(height * 0.08)}l${n(width * 0.2)} ${n(-height * 0.06)}V${n(y + pad * 5 + height * 0.4)}Z`,
      cream,
      { opacity: 0.8 },
    ),
    rect(x + pad * 1.5, y + height * 0.68, width * 0.6, s * 0.02, sand, { rx: s * 0.01 }),
    rect(x + pad * 1.5, y + height * 0.74, width * 0.45, s * 0.02, sand, { rx: s * 0.01 }),
  ];
  const heart = (hx: number, hy: number, size: number, fill: string) =>
    path(
      `M${n(hx)} ${n(hy + size * 0.9)}C${n(hx - size * 1.4)} ${n(hy)} ${n(hx - size * 0.6)} ${n(hy - size * 0.9)} ${n(hx)} ${n(hy - size * 0.2)}C${n(hx + size * 0.6)} ${n(hy - size * 0.9)} ${n(hx + size * 1.4)} ${n(hy)} ${n(hx)} ${n(hy + size * 0.9)}Z`,
      fill,
    );
  return [
    `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})">${phone.join("")}</g>`,
    heart(cx + width * 0.7, cy - height * between(random, 0.2, 0.35), s * 0.06, red),
    heart(cx - width * 0.75, cy + height * between(random, 0, 0.2), s * 0.04, coral),
    circle(cx + width * 0.78, cy + height * 0.25, s * 0.03, coral),
  ].join("");
}

function event({ cx, cy, s }: Frame, random: Random) {
  const stageY = cy + s * 0.02;
  const speakerX = cx + s * between(random, -0.15, 0.15);
  const heads: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    const count = 5 + row;
    for (let i = 0; i < count; i += 1) {
      const hx = cx - s * 0.42 + (s * 0.84 * (i + 0.5)) / count + between(random, -0.015, 0.015) * s;
      const hy = stageY + s * (0.2 + row * 0.11);
      heads.push(circle(hx, hy, s * 0.045, (i + row) % 3 === 0 ? red : stone));
      heads.push(rect(hx - s * 0.06, hy + s * 0.04, s * 0.12, s * 0.06, (i + row) % 3 === 0 ? red : stone, { rx: s * 0.03 }));
    }
  }
  return [
    polygon([[speakerX - s * 0.04, cy - s * 0.38], [speakerX + s * 0.04, cy - s * 0.38], [speakerX + s * 0.2, stageY], [speakerX - s * 0.2, stageY]], coral, { opacity: 0.45 }),
    rect(cx - s * 0.44, stageY, s * 0.88, s * 0.06, stone),
    circle(speakerX, stageY - s * 0.2, s * 0.045, red),
    rect(speakerX - s * 0.05, stageY - s * 0.15, s * 0.1, s * 0.15, red, { rx: s * 0.03 }),
    rect(speakerX + s * 0.09, stageY - s * 0.1, s * 0.08, s * 0.1, sand, { stroke: stone, "stroke-width": s * 0.008 }),
    ...heads,
  ].join("");
}

function store({ cx, cy, s }: Frame, random: Random) {
  const width = s * 0.76;
  const left = cx - width / 2;
  const top = cy - s * 0.26;
  const bottom = cy + s * 0.32;
  const stripes = 6;
  const stripeWidth = width / stripes;
  const awning: string[] = [];
  for (let i = 0; i < stripes; i += 1) {
    const fill = i % 2 === 0 ? red : cream;
    awning.push(rect(left + i * stripeWidth, top + s * 0.06, stripeWidth, s * 0.1, fill));
    awning.push(circle(left + (i + 0.5) * stripeWidth, top + s * 0.16, stripeWidth / 2, fill));
  }
  const doorOnLeft = random() < 0.5;
  const doorX = doorOnLeft ? left + s * 0.08 : left + width - s * 0.26;
  const windowX = doorOnLeft ? left + s * 0.34 : left + s * 0.08;
  return [
    rect(left, top, width, bottom - top, sand, { stroke: stone, "stroke-width": s * 0.01 }),
    rect(cx - s * 0.2, top - s * 0.06, s * 0.4, s * 0.1, coral, { rx: s * 0.02 }),
    ...awning,
    rect(windowX, top + s * 0.28, s * 0.34, s * 0.22, cream, { stroke: stone, "stroke-width": s * 0.01 }),
    rect(windowX + s * 0.05, top + s * 0.4, s * 0.08, s * 0.1, coral),
    rect(windowX + s * 0.18, top + s * 0.36, s * 0.1, s * 0.14, red),
    rect(doorX, top + s * 0.26, s * 0.18, bottom - top - s * 0.26, red),
    circle(doorX + s * 0.14, top + s * 0.42, s * 0.012, cream),
    rect(left - s * 0.04, bottom, width + s * 0.08, s * 0.025, stone),
  ].join("");
}

function chart({ cx, cy, s }: Frame, random: Random) {
  const left = cx - s * 0.36;
  const bottom = cy + s * 0.26;
  const width = s * 0.72;
  const height = s * 0.5;
  const bars = 5;
  const barWidth = (width / bars) * 0.55;
  const parts = [
    rect(left - s * 0.06, bottom - height - s * 0.08, width + s * 0.12, height + s * 0.16, cream, { rx: s * 0.03, stroke: sand, "stroke-width": s * 0.01 }),
    path(`M${n(left)} ${n(bottom - height)}V${n(bottom)}H${n(left + width)}`, "none", { stroke: stone, "stroke-width": s * 0.012, "stroke-linecap": "round" }),
  ];
  const points: [number, number][] = [];
  for (let i = 0; i < bars; i += 1) {
    const share = Math.min(1, (i + 1) / bars + between(random, -0.08, 0.04));
    const x = left + (width / bars) * (i + 0.5);
    const barHeight = height * 0.85 * share;
    parts.push(rect(x - barWidth / 2, bottom - barHeight, barWidth, barHeight, coral, { rx: s * 0.01 }));
    points.push([x, bottom - barHeight - s * 0.05]);
  }
  parts.push(
    tag("polyline", {
      points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
      fill: "none",
      stroke: red,
      "stroke-width": s * 0.014,
      "stroke-linejoin": "round",
    }),
    ...points.map(([x, y]) => circle(x, y, s * 0.018, red)),
  );
  return parts.join("");
}

function portrait({ cx, cy, s }: Frame, random: Random) {
  const radius = s * 0.34;
  const offset = s * between(random, -0.02, 0.02);
  return [
    circle(cx, cy, radius + s * 0.02, red),
    circle(cx, cy, radius, coral),
    `<clipPath id="ritaglio"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}"/></clipPath>`,
    `<g clip-path="url(#ritaglio)">`,
    path(`M${n(cx - radius)} ${n(cy + radius)}C${n(cx - radius * 0.8)} ${n(cy + radius * 0.2)} ${n(cx + radius * 0.8)} ${n(cy + radius * 0.2)} ${n(cx + radius)} ${n(cy + radius)}Z`, stone),
    "</g>",
    circle(cx + offset, cy - radius * 0.22, radius * 0.3, stone),
    circle(cx + radius * 0.75, cy - radius * 0.75, s * 0.05, sand, { stroke: red, "stroke-width": s * 0.01 }),
  ].join("");
}

function territory({ cx, cy, s, width }: Frame, random: Random) {
  const base = cy + s * 0.42;
  // A quadratic from (0, base) to (width, base) peaks halfway along t, which fixes its control point.
  const hill = (apexX: number, apexY: number, fill: string, extra: Attributes = {}) =>
    path(`M0 ${n(base)}Q${n((4 * apexX - width) / 2)} ${n(2 * apexY - base)} ${n(width)} ${n(base)}Z`, fill, extra);
  const backApexX = cx + s * between(random, -0.15, 0.15);
  const backApexY = cy - s * 0.02;
  const houses: string[] = [];
  const count = 3 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const size = s * between(random, 0.06, 0.09);
    const hx = backApexX - s * 0.2 + (s * 0.4 * i) / count;
    const hy = backApexY - size + s * 0.03;
    houses.push(rect(hx, hy, size, size, cream, { stroke: stone, "stroke-width": s * 0.006 }));
    houses.push(polygon([[hx - size * 0.15, hy], [hx + size / 2, hy - size * 0.6], [hx + size * 1.15, hy]], red));
  }
  return [
    circle(cx + s * between(random, -0.3, 0.3), cy - s * 0.3, s * 0.09, coral),
    hill(backApexX, backApexY, coral, { opacity: 0.45 }),
    ...houses,
    hill(cx + s * between(random, 0.1, 0.3), cy + s * 0.14, coral),
    hill(cx - s * between(random, 0.1, 0.3), cy + s * 0.28, red),
  ].join("");
}

const motifs: Record<ArtworkMotif, (frame: Frame, random: Random) => string> = {
  packaging,
  stand,
  social,
  event,
  store,
  chart,
  portrait,
  territory,
};

// Mirroring doubles the variety; a chart must keep rising to the right.
const mirrorable = new Set<ArtworkMotif>(["packaging", "stand", "social", "event", "store", "territory"]);

/** Splits a caption into at most two lines that fit the picture, closing with an ellipsis if cut. */
export function wrapLabel(label: string, maxChars: number) {
  const lines: string[] = [];
  let current = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  const second = `${lines[1]} ${lines.slice(2).join(" ")}`;
  return [lines[0] ?? "", `${second.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`];
}

/** The SVG of one image slot: light background, the motif's shapes, the caption. */
export function drawArtwork(entry: Pick<ImageEntry, "id" | "width" | "height" | "motif" | "label">) {
  const { width, height } = entry;
  const random = randomFor(entry.id);
  const s = Math.min(width, height);
  const fontSize = Math.round(s * 0.06);
  const lines = wrapLabel(entry.label, Math.floor((width * 0.84) / (fontSize * 0.56)));
  const lineHeight = fontSize * 1.25;
  const bandHeight = lines.length * lineHeight + fontSize * 0.9;
  const bandTop = height - bandHeight - s * 0.06;
  const artHeight = bandTop - s * 0.04;
  const frame: Frame = { cx: width / 2, cy: artHeight / 2 + s * 0.04, s: Math.min(width, artHeight), width, height };
  const text = lines
    .map(
      (line, index) =>
        `<text x="${n(width / 2)}" y="${n(bandTop + fontSize * 0.45 + lineHeight * (index + 0.8))}">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    rect(0, 0, width, height, cream),
    circle(width * between(random, 0.2, 0.8), height * between(random, 0.15, 0.5), s * between(random, 0.35, 0.5), sand),
    mirrorable.has(entry.motif) && random() < 0.5
      ? `<g transform="matrix(-1 0 0 1 ${width} 0)">${motifs[entry.motif](frame, random)}</g>`
      : motifs[entry.motif](frame, random),
    rect(width * 0.06, bandTop, width * 0.88, bandHeight, cream, { rx: fontSize * 0.5, stroke: coral, "stroke-width": s * 0.006 }),
    `<g font-family="${escapeXml(fontFamily)}" font-size="${fontSize}" font-weight="700" fill="${stone}" text-anchor="middle">${text}</g>`,
    "</svg>",
  ].join("");
}
