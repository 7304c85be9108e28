import type { ArtworkMotif, ImageEntry } from "~/features/illustrations/content/image-entry";
import { escapeXml } from "~/utils/xml";

// The brand palette; fixed colours rather than theme tokens, because an image cannot follow
// the page's theme classes.
const red = "#b3261e";
const deepRed = "#7a1712";
const coral = "#ff9c8f";
const peach = "#ffd9cf";
const cream = "#fff7f2";
const sand = "#f4efe9";
const stone = "#57534e";
const ink = "#1c1917";

/**
 * The roles the drawings paint with. Every picture takes one theme, so the same shapes read
 * on a cream, a blush, a red or a dark ground, and on a light or a dark page alike.
 */
type Theme = {
  /** The background, a gradient from the top left corner to the bottom right one. */
  from: string;
  to: string;
  /** The large colour field behind the subject, and how opaque it is. */
  field: string;
  fieldOpacity: number;
  /** Light surfaces: cards, screens, labels. */
  paper: string;
  /** A second light tone, for floors, glass and skin. */
  tint: string;
  /** The strong colour of the subject. */
  main: string;
  /** The middle tone. */
  soft: string;
  /** Faces turned away from the light. */
  deep: string;
  /** The darkest details: devices, hair, screens. */
  dark: string;
  /** Shadows, always drawn semi-transparent. */
  shade: string;
  /** Lines, dots and arcs of the decoration. */
  accent: string;
};

const themes: Theme[] = [
  {
    from: cream,
    to: sand,
    field: peach,
    fieldOpacity: 1,
    paper: cream,
    tint: sand,
    main: red,
    soft: coral,
    deep: deepRed,
    dark: ink,
    shade: deepRed,
    accent: red,
  },
  {
    from: peach,
    to: coral,
    field: cream,
    fieldOpacity: 1,
    paper: cream,
    tint: sand,
    main: red,
    soft: coral,
    deep: deepRed,
    dark: ink,
    shade: deepRed,
    accent: deepRed,
  },
  {
    from: red,
    to: deepRed,
    field: coral,
    fieldOpacity: 0.25,
    paper: cream,
    tint: sand,
    main: coral,
    soft: peach,
    deep: deepRed,
    dark: ink,
    shade: ink,
    accent: peach,
  },
  {
    from: stone,
    to: ink,
    field: coral,
    fieldOpacity: 0.22,
    paper: cream,
    tint: peach,
    main: red,
    soft: coral,
    deep: deepRed,
    dark: ink,
    shade: ink,
    accent: coral,
  },
];
/**
 * FNV-1a then mulberry32: the same id always draws the same picture. Murmur3's finaliser in
 * between spreads ids that differ only in their last letter ("-1", "-2") over unrelated states.
 */
function randomFor(seed: string) {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  state ^= state >>> 16;
  state = Math.imul(state, 0x85ebca6b);
  state ^= state >>> 13;
  state = Math.imul(state, 0xc2b2ae35);
  state ^= state >>> 16;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();
const pick = <T>(random: Random, list: readonly T[]) =>
  list[Math.floor(random() * list.length)] as T;

/** How often each theme comes up: mostly the light ones, so a page does not turn dark. */
const themeWeights = [0.36, 0.32, 0.18, 0.14];

function themeFor(random: Random) {
  let roll = random();
  for (const [index, weight] of themeWeights.entries()) {
    roll -= weight;
    if (roll < 0) return themes[index] as Theme;
  }
  return themes[0] as Theme;
}

/** Whole pixels are plenty for a picture this size and keep the file small; tiny values keep a decimal. */
const n = (value: number) =>
  String(Math.abs(value) >= 20 ? Math.round(value) : Math.round(value * 10) / 10);

type Attributes = Record<string, string | number>;
function tag(name: string, attributes: Attributes) {
  const list = Object.entries(attributes)
    .map(([key, value]) => `${key}="${typeof value === "number" ? n(value) : escapeXml(value)}"`)
    .join(" ");
  return `<${name} ${list}/>`;
}

// One illustration style for every motif: flat shapes without outlines, the same two corner
// radii, light from the top left (so shadows fall to the bottom right and the right-hand
// faces of solids are the deep tone), lines with round ends.
const radius = 0.022;
const smallRadius = 0.01;
const shadowOffset = { x: 0.014, y: 0.022 };
const shadowOpacity = 0.2;

// Small drawings in a local 100-unit box, placed with Pen.icon.
const chiliBody =
  "M0-13C26-20 62-18 84-2C96 7 102 22 100 38C90 28 78 22 60 19C40 16 18 17 0 13C-7 7-7-7 0-13Z";
const chiliIcon = (t: Theme, body = t.main) =>
  `<path d="${chiliBody}" fill="${body}"/>` +
  `<path d="M10-7C30-12 56-11 74 0" fill="none" stroke="${t.paper}" stroke-width="3.5" stroke-linecap="round" opacity=".55"/>` +
  `<path d="M-9 0C-18-1-23-8-22-19" fill="none" stroke="${t.deep}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M-8-9C-4-15 4-15 7-13L15-11 9-6 17-2 9 2 15 8 6 9C3 14-5 14-8 9C-11 4-11-4-8-9Z" fill="${t.deep}"/>`;
const leafIcon = (fill: string, vein: string) =>
  `<path d="M0 0C22-22 66-22 100 0C66 22 22 22 0 0Z" fill="${fill}"/>` +
  `<path d="M6 0H78" stroke="${vein}" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;
const heartIcon = (fill: string) =>
  `<path d="M0 36C-60 0-40-50 0-22C40-50 60 0 0 36Z" fill="${fill}"/>`;
const sparkIcon = (fill: string) =>
  `<path d="M0-50Q6-6 50 0Q6 6 0 50Q-6 6-50 0Q-6-6 0-50Z" fill="${fill}"/>`;
const checkIcon = (stroke: string) =>
  `<path d="M-30 2L-8 24L34-22" fill="none" stroke="${stroke}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
const arrowIcon = (stroke: string) =>
  `<path d="M-36 30L-6 0L10 16L40-18M16-18H40V6" fill="none" stroke="${stroke}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Draws in units of the picture's shorter side `s`, from its centre: (0, 0) is the middle and
 * (±0.5, ±0.5) the edges of the largest centred square.
 */
class Pen {
  constructor(
    readonly s: number,
    readonly cx: number,
    readonly cy: number,
    /** Half the picture's width and height, in units. */
    readonly hw: number,
    readonly hh: number,
    readonly t: Theme,
    readonly random: Random,
  ) {}

  x = (u: number) => this.cx + u * this.s;
  y = (v: number) => this.cy + v * this.s;
  /** A random number between min and max. */
  r = (min: number, max: number) => between(this.random, min, max);

  rect(
    u: number,
    v: number,
    w: number,
    h: number,
    fill: string,
    r = radius,
    extra: Attributes = {},
  ) {
    const corner: Attributes = r ? { rx: r * this.s } : {};
    return tag("rect", {
      x: this.x(u),
      y: this.y(v),
      width: w * this.s,
      height: h * this.s,
      ...corner,
      fill,
      ...extra,
    });
  }

  shadow(u: number, v: number, w: number, h: number, r = radius) {
    return this.rect(u + shadowOffset.x, v + shadowOffset.y, w, h, this.t.shade, r, {
      opacity: shadowOpacity,
    });
  }

  /** A panel with its shadow. */
  card(u: number, v: number, w: number, h: number, fill: string, r = radius) {
    return this.shadow(u, v, w, h, r) + this.rect(u, v, w, h, fill, r);
  }

  circle(u: number, v: number, r: number, fill: string, extra: Attributes = {}) {
    return tag("circle", { cx: this.x(u), cy: this.y(v), r: r * this.s, fill, ...extra });
  }

  /** A disc with its shadow. */
  ball(u: number, v: number, r: number, fill: string) {
    return (
      this.circle(u + shadowOffset.x, v + shadowOffset.y, r, this.t.shade, {
        opacity: shadowOpacity,
      }) + this.circle(u, v, r, fill)
    );
  }

  ellipse(u: number, v: number, rx: number, ry: number, fill: string, extra: Attributes = {}) {
    return tag("ellipse", {
      cx: this.x(u),
      cy: this.y(v),
      rx: rx * this.s,
      ry: ry * this.s,
      fill,
      ...extra,
    });
  }

  /** Path data: letters are commands, numbers alternate between u and v (so no arcs, H or V). */
  d(parts: (string | number)[]) {
    let axis = 0;
    return parts
      .map((part) => {
        if (typeof part === "string") return part;
        const value = axis % 2 === 0 ? this.x(part) : this.y(part);
        axis += 1;
        return ` ${n(value)}`;
      })
      .join("")
      .replace(/([A-Z]) /g, "$1");
  }

  path(parts: (string | number)[], fill: string, extra: Attributes = {}) {
    return tag("path", { d: this.d(parts), fill, ...extra });
  }

  /** The shadow of a closed path, moved towards the bottom right. */
  cast(parts: (string | number)[]) {
    let axis = 0;
    const moved = parts.map((part) =>
      typeof part === "string" ? part : part + (axis++ % 2 === 0 ? shadowOffset.x : shadowOffset.y),
    );
    return this.path(moved, this.t.shade, { opacity: shadowOpacity });
  }

  /** An open line with round ends. */
  line(parts: (string | number)[], stroke: string, width: number, extra: Attributes = {}) {
    return tag("path", {
      d: this.d(parts),
      fill: "none",
      stroke,
      "stroke-width": width * this.s,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      ...extra,
    });
  }

  /** Lines of "text" as rounded bars, one under the other; no letters are ever drawn. */
  bars(
    u: number,
    v: number,
    widths: number[],
    gap: number,
    thickness: number,
    colour: string,
    extra: Attributes = {},
  ) {
    const d = widths
      .map((w, i) => `M${n(this.x(u))} ${n(this.y(v + i * gap))}H${n(this.x(u + w))}`)
      .join("");
    return tag("path", {
      d,
      stroke: colour,
      "stroke-width": thickness * this.s,
      "stroke-linecap": "round",
      ...extra,
    });
  }

  /** A grid of dots, drawn as one path of zero-length round strokes. */
  dots(
    u: number,
    v: number,
    cols: number,
    rows: number,
    gap: number,
    size: number,
    colour: string,
    opacity = 0.5,
  ) {
    const step = n(gap * this.s);
    const row = `h0${`m${step} 0h0`.repeat(cols - 1)}`;
    const d = Array.from(
      { length: rows },
      (_, i) => `M${n(this.x(u))} ${n(this.y(v + i * gap))}${row}`,
    ).join("");
    return tag("path", {
      d,
      stroke: colour,
      "stroke-width": size * this.s,
      "stroke-linecap": "round",
      opacity,
    });
  }

  /** A part of a circle's outline, from angle a0 to a1 in degrees (0 is to the right, clockwise). */
  arc(
    u: number,
    v: number,
    r: number,
    a0: number,
    a1: number,
    stroke: string,
    width: number,
    extra: Attributes = {},
  ) {
    const at = (angle: number) => {
      const radians = (angle * Math.PI) / 180;
      return `${n(this.x(u + r * Math.cos(radians)))} ${n(this.y(v + r * Math.sin(radians)))}`;
    };
    const d = `M${at(a0)}A${n(r * this.s)} ${n(r * this.s)} 0 ${Math.abs(a1 - a0) > 180 ? 1 : 0} ${a1 > a0 ? 1 : 0} ${at(a1)}`;
    return tag("path", {
      d,
      fill: "none",
      stroke,
      "stroke-width": width * this.s,
      "stroke-linecap": "round",
      ...extra,
    });
  }

  /** One of the local 100-unit drawings, `size` units long, turned by `angle` degrees. */
  icon(u: number, v: number, size: number, angle: number, content: string) {
    const turn = angle ? ` rotate(${n(angle)})` : "";
    return `<g transform="translate(${n(this.x(u))} ${n(this.y(v))})${turn} scale(${Math.round(((size * this.s) / 100) * 1000) / 1000})">${content}</g>`;
  }

  /** The brand's chili, `size` units long, centred on (u, v); with its shadow if `raised`. */
  chili(
    u: number,
    v: number,
    size: number,
    angle: number,
    options: { raised?: boolean; body?: string } = {},
  ) {
    // The middle of the drawing lies 38 units along it and 10 under its axis.
    const radians = (angle * Math.PI) / 180;
    const [du, dv] = [0.38 * size, 0.1 * size];
    const [su, sv] = [
      u - du * Math.cos(radians) + dv * Math.sin(radians),
      v - du * Math.sin(radians) - dv * Math.cos(radians),
    ];
    const shadow = options.raised
      ? this.icon(
          su + shadowOffset.x,
          sv + shadowOffset.y,
          size,
          angle,
          `<path d="${chiliBody}" fill="${this.t.shade}" opacity="${shadowOpacity}"/>`,
        )
      : "";
    return shadow + this.icon(su, sv, size, angle, chiliIcon(this.t, options.body));
  }

  /** A smooth curve through points (Catmull-Rom), as path parts after a move to the first point. */
  smooth(points: [number, number][]) {
    const parts: (string | number)[] = [];
    const at = (i: number) =>
      points[Math.max(0, Math.min(points.length - 1, i))] as [number, number];
    for (let i = 0; i < points.length - 1; i += 1) {
      const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
      parts.push(
        "C",
        p1[0] + (p2[0] - p0[0]) / 6,
        p1[1] + (p2[1] - p0[1]) / 6,
        p2[0] - (p3[0] - p1[0]) / 6,
        p2[1] - (p3[1] - p1[1]) / 6,
        p2[0],
        p2[1],
      );
    }
    return parts;
  }
}

/** Rounded "text" widths for a label of `lines` lines, the last one shorter. */
const textWidths = (pen: Pen, lines: number, width: number) =>
  Array.from(
    { length: lines },
    (_, i) => width * (i === lines - 1 ? pen.r(0.45, 0.65) : pen.r(0.8, 1)),
  );

/** A values series that rises from left to right, with a little noise. */
const rising = (pen: Pen, count: number) =>
  Array.from({ length: count }, (_, i) =>
    Math.min(1, 0.18 + (0.78 * i) / (count - 1) + pen.r(-0.1, 0.06)),
  );

/** A small mark for a label: the chili, a leaf or a sun, centred on (u, v). */
function mark(pen: Pen, u: number, v: number, size: number, kind: number) {
  const { t } = pen;
  if (kind === 0) return pen.chili(u, v, size, -8);
  if (kind === 1) return pen.icon(u - size / 2, v, size, -20, leafIcon(t.main, t.paper));
  return pen.circle(u, v, size * 0.32, t.soft) + pen.circle(u, v, size * 0.18, t.main);
}

type Product = (
  pen: Pen,
  u: number,
  base: number,
  h: number,
  colour: string,
  label: number,
) => string;

const bottle: Product = (pen, u, base, h, colour, label) => {
  const w = 0.19;
  const [l, top] = [u - w / 2, base - h];
  return [
    pen.shadow(l, top, w, h, 0.06),
    pen.rect(u - w * 0.18, top - 0.1, w * 0.36, 0.14, colour, smallRadius),
    pen.rect(u - w * 0.22, top - 0.13, w * 0.44, 0.05, pen.t.dark, smallRadius),
    pen.rect(l, top, w, h, colour, 0.06),
    pen.rect(u + w * 0.12, top + 0.02, w * 0.38, h - 0.04, pen.t.shade, 0.05, { opacity: 0.12 }),
    pen.rect(l + 0.022, top + 0.05, 0.018, h * 0.45, pen.t.paper, 0.009, { opacity: 0.4 }),
    pen.rect(l + w * 0.1, top + h * 0.36, w * 0.8, h * 0.38, pen.t.paper, smallRadius),
    mark(pen, u, top + h * 0.47, w * 0.45, label),
    pen.bars(u - w * 0.24, top + h * 0.6, [w * 0.48, w * 0.3], 0.03, 0.011, pen.t.dark, {
      opacity: 0.45,
    }),
  ].join("");
};

const box: Product = (pen, u, base, h, colour, label) => {
  const [w, depth] = [0.28, 0.065];
  const [l, top] = [u - w / 2, base - h];
  const side = [
    "M",
    l + w,
    top,
    "L",
    l + w + depth,
    top - depth * 0.6,
    "L",
    l + w + depth,
    base - depth * 0.6,
    "L",
    l + w,
    base,
    "Z",
  ];
  const lid = [
    "M",
    l,
    top,
    "L",
    l + depth,
    top - depth * 0.6,
    "L",
    l + w + depth,
    top - depth * 0.6,
    "L",
    l + w,
    top,
    "Z",
  ];
  return [
    pen.cast([
      "M",
      l,
      top,
      "L",
      l + depth,
      top - depth * 0.6,
      "L",
      l + w + depth,
      top - depth * 0.6,
      "L",
      l + w + depth,
      base - depth * 0.6,
      "L",
      l + w,
      base,
      "L",
      l,
      base,
      "Z",
    ]),
    // The same colour on every face, the top lightened and the right-hand side darkened.
    pen.path(side, colour),
    pen.path(side, pen.t.shade, { opacity: 0.3 }),
    pen.path(lid, colour),
    pen.path(lid, pen.t.paper, { opacity: 0.35 }),
    pen.rect(l, top, w, h, colour, 0),
    pen.rect(l, top + h * 0.3, w, h * 0.38, pen.t.paper, 0),
    mark(pen, u, top + h * 0.43, w * 0.42, label),
    pen.bars(u - w * 0.25, top + h * 0.58, [w * 0.5], 0, 0.012, pen.t.dark, { opacity: 0.4 }),
  ].join("");
};

const jar: Product = (pen, u, base, h, colour, label) => {
  const w = 0.22;
  const [l, top] = [u - w / 2, base - h];
  return [
    pen.shadow(l, top, w, h, 0.04),
    pen.rect(l, top, w, h, colour, 0.04),
    pen.rect(u + w * 0.1, top + 0.02, w * 0.34, h - 0.04, pen.t.shade, 0.03, { opacity: 0.1 }),
    pen.rect(l + 0.02, top + 0.03, 0.014, h * 0.4, pen.t.paper, 0.007, { opacity: 0.45 }),
    pen.rect(l - 0.01, top - 0.05, w + 0.02, 0.06, pen.t.deep, smallRadius),
    pen.rect(l - 0.01, top - 0.05, w + 0.02, 0.015, pen.t.paper, smallRadius, { opacity: 0.3 }),
    pen.circle(u, top + h * 0.52, w * 0.28, pen.t.paper),
    mark(pen, u, top + h * 0.52, w * 0.36, label),
  ].join("");
};

const pouch: Product = (pen, u, base, h, colour, label) => {
  const w = 0.24;
  const [l, top] = [u - w / 2, base - h];
  const shape = [
    "M",
    l + 0.01,
    top,
    "L",
    l + w - 0.01,
    top,
    "C",
    l + w + 0.01,
    top + h * 0.5,
    l + w + 0.01,
    base - 0.03,
    l + w - 0.02,
    base,
    "L",
    l + 0.02,
    base,
    "C",
    l - 0.01,
    base - 0.03,
    l - 0.01,
    top + h * 0.5,
    l + 0.01,
    top,
    "Z",
  ];
  return [
    pen.cast(shape),
    pen.path(shape, colour),
    pen.rect(l + 0.01, top, w - 0.02, 0.035, pen.t.shade, 0, { opacity: 0.25 }),
    pen.rect(l + 0.03, top + 0.055, w - 0.06, 0.01, pen.t.paper, 0.005, { opacity: 0.5 }),
    pen.path(
      [
        "M",
        u + w * 0.15,
        top + 0.035,
        "L",
        l + w - 0.01,
        top + 0.035,
        "C",
        l + w + 0.01,
        top + h * 0.5,
        l + w + 0.01,
        base - 0.03,
        l + w - 0.02,
        base,
        "L",
        u + w * 0.2,
        base,
        "Z",
      ],
      pen.t.shade,
      { opacity: 0.1 },
    ),
    pen.rect(u - w * 0.3, top + h * 0.32, w * 0.6, w * 0.6, pen.t.paper, w * 0.3),
    mark(pen, u, top + h * 0.32 + w * 0.3, w * 0.4, label),
  ].join("");
};

const tin: Product = (pen, u, base, h, colour, label) => {
  const [w, ry] = [0.2, 0.028];
  const [l, top] = [u - w / 2, base - h];
  return [
    pen.shadow(l, top, w, h, smallRadius),
    pen.rect(l, top, w, h, colour, 0),
    pen.ellipse(u, base, w / 2, ry, colour),
    pen.rect(u + w * 0.15, top, w * 0.35, h, pen.t.shade, 0, { opacity: 0.12 }),
    pen.rect(l, top + h * 0.28, w, h * 0.44, pen.t.paper, 0),
    mark(pen, u, top + h * 0.5, w * 0.5, label),
    pen.ellipse(u, top, w / 2, ry, pen.t.tint),
    pen.ellipse(u, top, w / 2 - 0.012, ry - 0.006, pen.t.shade, { opacity: 0.12 }),
  ].join("");
};

/** A line-up of products on a plinth: two at the back, one in front of them. */
function packaging(pen: Pen) {
  const { t } = pen;
  const base = 0.26;
  const sides: Product[] = [jar, tin, box, bottle, pouch];
  const centre = pick(pen.random, [bottle, box, pouch]);
  const left = pick(
    pen.random,
    sides.filter((product) => product !== centre),
  );
  const right = pick(
    pen.random,
    sides.filter((product) => product !== centre && product !== left),
  );
  const colours = pick(pen.random, [
    [t.soft, t.main, t.tint],
    [t.paper, t.main, t.soft],
    [t.soft, t.deep, t.paper],
    [t.main, t.paper, t.soft],
  ]) as [string, string, string];
  const label = () => Math.floor(pen.random() * 3);
  const height = (product: Product, scale: number) =>
    scale *
    (product === bottle
      ? pen.r(0.44, 0.52)
      : product === box
        ? pen.r(0.32, 0.4)
        : pen.r(0.24, 0.3));
  return [
    pen.ellipse(0.03, base + 0.13, 0.48, 0.035, t.shade, { opacity: shadowOpacity }),
    pen.rect(-0.46, base - 0.01, 0.92, 0.06, t.paper, smallRadius),
    pen.rect(-0.46, base + 0.04, 0.92, 0.09, t.deep, smallRadius),
    left(pen, -0.26, base - 0.01, height(left, 0.95), colours[0], label()),
    right(pen, 0.25, base - 0.01, height(right, 0.95), colours[2], label()),
    centre(pen, -0.01, base + 0.01, height(centre, 1.1), colours[1], label()),
  ].join("");
}

/** A standing figure, `h` units tall from its feet at (u, v): legs, body and arms, head, hair. */
function person(pen: Pen, u: number, v: number, h: number, body: string) {
  const { t } = pen;
  const hip = v - h * 0.46;
  const shoulder = v - h * 0.8;
  const w = h * 0.3;
  const arm = w * 0.24;
  const head = h * 0.1;
  const headV = v - h * 0.9;
  return [
    pen.ellipse(u + 0.02, v, w * 0.8, 0.012, t.shade, { opacity: shadowOpacity }),
    pen.rect(u - w * 0.36, hip - 0.01, w * 0.32, v - hip + 0.01, t.dark, w * 0.16),
    pen.rect(u + w * 0.04, hip - 0.01, w * 0.32, v - hip + 0.01, t.dark, w * 0.16),
    pen.rect(u - w / 2, shoulder, w, hip - shoulder + 0.01, body, w * 0.3),
    // The arms hang along the body; the one away from the light is darker.
    pen.rect(u - w / 2 - arm * 0.4, shoulder + 0.02, arm, (hip - shoulder) * 1.05, body, arm / 2),
    pen.rect(u + w / 2 - arm * 0.6, shoulder + 0.02, arm, (hip - shoulder) * 1.05, body, arm / 2),
    pen.rect(
      u + w / 2 - arm * 0.6,
      shoulder + 0.02,
      arm,
      (hip - shoulder) * 1.05,
      t.shade,
      arm / 2,
      { opacity: 0.25 },
    ),
    pen.rect(u - head * 0.35, headV + head * 0.6, head * 0.7, head * 0.8, t.tint, head * 0.2),
    pen.circle(u, headV, head, t.tint),
    pen.path(
      [
        "M",
        u - head * 1.05,
        headV + head * 0.3,
        "C",
        u - head * 1.3,
        headV - head * 1.4,
        u + head * 1.3,
        headV - head * 1.4,
        u + head * 1.05,
        headV - head * 0.1,
        "C",
        u + head * 0.8,
        headV - head * 0.7,
        u + head * 0.1,
        headV - head * 0.8,
        u - head * 0.3,
        headV - head * 0.6,
        "C",
        u - head * 0.7,
        headV - head * 0.4,
        u - head * 0.9,
        headV,
        u - head * 1.05,
        headV + head * 0.3,
        "Z",
      ],
      t.dark,
    ),
  ].join("");
}

/** A trade-fair stand; `full` adds the visitors of the hero picture. */
function standScene(pen: Pen, full = false) {
  const { t } = pen;
  const side = pen.random() < 0.5 ? -1 : 1;
  const floor = 0.28;
  const wallTop = -0.3;
  const out = [
    pen.path(
      ["M", -0.48, floor, "L", 0.48, floor, "L", 0.54, floor + 0.13, "L", -0.54, floor + 0.13, "Z"],
      t.tint,
    ),
    pen.rect(-0.54, floor + 0.13, 1.08, 0.025, t.deep, 0),
    // The right side wall, in shade, then the back wall with its big brand graphic.
    pen.path(
      ["M", 0.4, wallTop, "L", 0.47, wallTop + 0.05, "L", 0.47, floor + 0.04, "L", 0.4, floor, "Z"],
      t.deep,
    ),
    pen.rect(-0.4, wallTop, 0.8, floor - wallTop, t.main, 0),
  ];
  // The big graphic printed on the wall: the chili, rings, or the hills of the territory.
  const gu = side * 0.18;
  const graphic = Math.floor(pen.random() * 3);
  if (graphic === 0) {
    out.push(
      pen.circle(gu, -0.06, 0.17, t.soft, { opacity: 0.35 }),
      pen.arc(gu, -0.06, 0.22, 200, 320, t.paper, 0.01, { opacity: 0.5 }),
      pen.chili(gu, -0.06, 0.22, 8, { body: t.paper }),
    );
  } else if (graphic === 1) {
    out.push(
      ...[0.2, 0.15, 0.1].map((r, i) =>
        pen.circle(gu, -0.04, r, i === 1 ? t.main : t.soft, { opacity: 0.3 + i * 0.2 }),
      ),
      pen.circle(gu, -0.04, 0.05, t.paper),
    );
  } else {
    out.push(
      pen.circle(gu + 0.06, -0.14, 0.06, t.paper, { opacity: 0.85 }),
      pen.path(
        [
          "M",
          gu - 0.22,
          0.06,
          "C",
          gu - 0.1,
          -0.1,
          gu,
          -0.08,
          gu + 0.08,
          -0.02,
          "C",
          gu + 0.14,
          -0.08,
          gu + 0.2,
          -0.06,
          gu + 0.22,
          0.06,
          "Z",
        ],
        t.soft,
        { opacity: 0.6 },
      ),
      pen.path(
        ["M", gu - 0.22, 0.06, "C", gu - 0.12, -0.02, gu + 0.06, -0.04, gu + 0.22, 0.06, "Z"],
        t.deep,
        { opacity: 0.6 },
      ),
    );
  }
  // The header with its logo and three spotlights.
  const [header, logo] = pen.random() < 0.6 ? [t.paper, t.dark] : [t.dark, t.paper];
  out.push(
    pen.rect(-0.44, wallTop - 0.1, 0.88, 0.1, header, smallRadius),
    pen.rect(-0.44, wallTop - 0.02, 0.88, 0.02, t.shade, 0, { opacity: 0.12 }),
    pen.chili(-0.06, wallTop - 0.05, 0.07, 0, { body: header === t.paper ? t.main : t.soft }),
    pen.bars(0.01, wallTop - 0.062, [0.12, 0.08], 0.025, 0.014, logo, { opacity: 0.7 }),
  );
  for (const u of [-0.28, 0, 0.28]) {
    out.push(
      pen.path(
        [
          "M",
          u - 0.015,
          wallTop - 0.1,
          "L",
          u + 0.015,
          wallTop - 0.1,
          "L",
          u + 0.12,
          floor,
          "L",
          u - 0.12,
          floor,
          "Z",
        ],
        t.paper,
        { opacity: 0.1 },
      ),
      pen.rect(u - 0.02, wallTop - 0.14, 0.04, 0.04, t.dark, smallRadius),
    );
  }
  // The screen with a rising chart, on the other side of the graphic.
  const sx = -side * 0.18 - 0.12;
  const values = rising(pen, 5);
  out.push(
    pen.card(sx, -0.22, 0.24, 0.16, t.dark, smallRadius),
    pen.line(
      [
        "M",
        sx + 0.03,
        -0.09,
        ...values.flatMap((value, i) => ["L", sx + 0.03 + i * 0.045, -0.09 - value * 0.09]),
      ],
      t.soft,
      0.012,
    ),
    pen.circle(sx + 0.21, -0.09 - (values[4] ?? 1) * 0.09, 0.014, t.paper),
  );
  // The counter, its top lit and its right end in shade.
  const [kl, kw] = [-0.1, 0.36];
  out.push(
    pen.shadow(kl, 0.08, kw, floor - 0.08, smallRadius),
    pen.rect(kl, 0.08, kw, floor - 0.08, t.paper, smallRadius),
    pen.rect(kl, 0.14, kw, 0.04, t.main, 0),
    pen.rect(kl + kw * 0.66, 0.08, kw * 0.34, floor - 0.08, t.shade, smallRadius, { opacity: 0.1 }),
    pen.rect(kl - 0.02, 0.06, kw + 0.04, 0.035, t.dark, smallRadius),
  );
  // The roll-up banner at the front left corner.
  const bx = -0.46;
  out.push(
    pen.card(bx, -0.12, 0.11, floor + 0.19, t.soft, smallRadius),
    pen.circle(bx + 0.055, -0.03, 0.034, t.paper),
    pen.bars(bx + 0.028, 0.05, [0.054, 0.04, 0.054], 0.03, 0.011, t.paper, { opacity: 0.85 }),
    pen.rect(bx - 0.01, floor + 0.06, 0.13, 0.025, t.dark, smallRadius),
  );
  if (full)
    out.push(
      person(pen, -0.25, floor + 0.1, 0.36, t.dark),
      person(pen, 0.36, floor + 0.12, 0.34, t.soft),
    );
  else if (pen.random() < 0.5) {
    // A high table for tastings, in front of the wall on the side of the screen.
    const tu = -side * 0.22 + (side > 0 ? 0.02 : 0.06);
    out.push(
      pen.ellipse(tu + 0.02, floor + 0.02, 0.06, 0.012, t.shade, { opacity: shadowOpacity }),
      pen.rect(tu - 0.008, 0.1, 0.016, floor - 0.08, t.dark, 0),
      pen.rect(tu - 0.05, floor + 0.01, 0.1, 0.014, t.dark, 0.007),
      pen.rect(tu - 0.07, 0.08, 0.14, 0.025, t.paper, 0.012),
      pen.rect(tu - 0.03, 0.04, 0.018, 0.04, t.soft, 0.006),
      pen.rect(tu + 0.01, 0.05, 0.024, 0.03, t.paper, 0.006),
    );
  }
  return out.join("");
}

const stand = (pen: Pen) => standScene(pen);

/** The picture of a post, in the box (u, v, w, h): a landscape, a product shot or a chili. */
function postPicture(pen: Pen, u: number, v: number, w: number, h: number) {
  const { t } = pen;
  const kind = Math.floor(pen.random() * 3);
  const out = [pen.rect(u, v, w, h, t.soft, smallRadius)];
  if (kind === 0) {
    out.push(
      pen.circle(u + w * pen.r(0.55, 0.8), v + h * 0.3, h * 0.12, t.paper),
      pen.path(
        [
          "M",
          u,
          v + h * 0.75,
          "C",
          u + w * 0.3,
          v + h * 0.45,
          u + w * 0.5,
          v + h * 0.56,
          u + w,
          v + h * 0.68,
          "L",
          u + w,
          v + h - 0.01,
          "Q",
          u + w,
          v + h,
          u + w - 0.01,
          v + h,
          "L",
          u + 0.01,
          v + h,
          "Q",
          u,
          v + h,
          u,
          v + h - 0.01,
          "Z",
        ],
        t.main,
      ),
      pen.chili(u + w * 0.3, v + h * 0.78, w * 0.3, -10, { body: t.paper }),
    );
  } else if (kind === 1) {
    const bw = w * 0.22;
    out.push(
      pen.rect(u, v + h * 0.78, w, h * 0.22, t.main, smallRadius, { opacity: 0.35 }),
      pen.rect(u + w * 0.3 - bw / 2 + 0.006, v + h * 0.3, bw, h * 0.56, t.shade, bw / 3, {
        opacity: shadowOpacity,
      }),
      pen.rect(u + w * 0.3 - bw * 0.15, v + h * 0.16, bw * 0.3, h * 0.16, t.deep, 0.006),
      pen.rect(u + w * 0.3 - bw / 2, v + h * 0.28, bw, h * 0.56, t.main, bw / 3),
      pen.rect(u + w * 0.3 - bw * 0.35, v + h * 0.5, bw * 0.7, h * 0.18, t.paper, 0.006),
      pen.rect(u + w * 0.56, v + h * 0.56, w * 0.3, h * 0.28, t.paper, 0.012),
      pen.rect(u + w * 0.54, v + h * 0.5, w * 0.34, h * 0.08, t.deep, 0.006),
      pen.circle(u + w * 0.71, v + h * 0.7, h * 0.07, t.main),
    );
  } else {
    out.push(
      pen.dots(u + w * 0.1, v + h * 0.14, 6, 5, Math.min(w, h) * 0.17, 0.008, t.paper, 0.6),
      pen.circle(u + w / 2, v + h / 2, h * 0.34, t.paper, { opacity: 0.9 }),
      pen.chili(u + w / 2, v + h / 2, w * 0.55, -20, { raised: true }),
    );
  }
  return out.join("");
}

function social(pen: Pen) {
  const { t } = pen;
  const tilt = pen.r(-8, 8);
  const [pl, pt, pw, ph] = [-0.2, -0.42, 0.4, 0.84];
  const ix = pl + 0.04;
  const iw = pw - 0.08;
  const phone = [
    pen.shadow(pl, pt, pw, ph, 0.06),
    pen.rect(pl, pt, pw, ph, t.dark, 0.06),
    pen.rect(pl + 0.018, pt + 0.018, pw - 0.036, ph - 0.036, t.paper, 0.045),
    pen.rect(-0.05, pt + 0.03, 0.1, 0.022, t.dark, 0.011),
    pen.circle(ix + 0.03, pt + 0.1, 0.03, t.main),
    pen.bars(ix + 0.08, pt + 0.09, [0.14, 0.08], 0.024, 0.012, t.dark, { opacity: 0.6 }),
    postPicture(pen, ix, pt + 0.16, iw, 0.32),
    pen.icon(ix + 0.025, pt + 0.55, 0.05, 0, heartIcon(t.main)),
    pen.arc(ix + 0.1, pt + 0.548, 0.018, 0, 300, t.dark, 0.008, { opacity: 0.6 }),
    pen.bars(ix, pt + 0.62, textWidths(pen, 3, iw), 0.034, 0.014, t.dark, { opacity: 0.25 }),
  ];
  // A like and a comment floating out of the screen, on either side.
  const side = pen.random() < 0.5 ? 1 : -1;
  const likeU = side > 0 ? 0.16 : -0.36;
  const commentU = side > 0 ? -0.4 : 0.16;
  return [
    `<g transform="rotate(${n(tilt)} ${n(pen.x(0))} ${n(pen.y(0))})">${phone.join("")}</g>`,
    pen.card(likeU, -0.28, 0.2, 0.09, t.main, 0.045),
    pen.icon(likeU + 0.055, -0.237, 0.045, 0, heartIcon(t.paper)),
    pen.bars(likeU + 0.11, -0.235, [0.05], 0, 0.016, t.paper, { opacity: 0.85 }),
    pen.card(commentU, 0.06, 0.24, 0.12, t.paper, 0.03),
    pen.path(
      ["M", commentU + 0.04, 0.175, "L", commentU + 0.03, 0.215, "L", commentU + 0.08, 0.175, "Z"],
      t.paper,
    ),
    pen.dots(commentU + 0.06, 0.12, 3, 1, 0.05, 0.024, t.soft, 1),
    pen.ball(-side * 0.3, 0.28, 0.05, t.soft),
    pen.icon(-side * 0.3, 0.282, 0.05, 0, heartIcon(t.paper)),
  ].join("");
}

/** A silhouette from the audience, seen from behind: shoulders and head. */
function listener(pen: Pen, u: number, v: number, size: number, body: string, head: string) {
  // Both control points at the same height put the top of the shoulders at v + size.
  return (
    pen.path(
      [
        "M",
        u - size,
        v + size * 2.2,
        "C",
        u - size,
        v + size * 0.6,
        u + size,
        v + size * 0.6,
        u + size,
        v + size * 2.2,
        "Z",
      ],
      body,
    ) + pen.circle(u, v + size * 0.55, size * 0.48, head)
  );
}

function event(pen: Pen) {
  const { t } = pen;
  const speaker = pen.r(-0.12, 0.12);
  const stage = 0.1;
  const out = [pen.card(-0.38, -0.44, 0.76, 0.3, t.dark)];
  // The big screen behind the stage: the brand, or a rising chart.
  if (pen.random() < 0.5) {
    out.push(
      pen.circle(-0.2, -0.29, 0.09, t.soft, { opacity: 0.9 }),
      pen.chili(-0.2, -0.29, 0.12, -15, { body: t.paper }),
      pen.bars(-0.05, -0.34, [0.3, 0.22], 0.05, 0.03, t.paper, { opacity: 0.9 }),
      pen.bars(-0.05, -0.21, [0.18], 0, 0.02, t.soft),
    );
  } else {
    const values = rising(pen, 6);
    values.forEach((value, i) =>
      out.push(
        pen.rect(
          -0.3 + i * 0.1,
          -0.19 - value * 0.16,
          0.06,
          value * 0.16,
          i === 5 ? t.main : t.soft,
          0.008,
        ),
      ),
    );
    out.push(pen.bars(-0.3, -0.39, [0.22], 0, 0.025, t.paper, { opacity: 0.9 }));
  }
  // Light cones from the truss above.
  for (const u of [-0.3, 0.3]) {
    out.push(
      pen.path(
        [
          "M",
          u - 0.02,
          -0.5,
          "L",
          u + 0.02,
          -0.5,
          "L",
          speaker + (u > 0 ? 0.12 : -0.02),
          stage,
          "L",
          speaker + (u > 0 ? 0.02 : -0.12),
          stage,
          "Z",
        ],
        t.paper,
        { opacity: 0.12 },
      ),
    );
  }
  const head = stage - 0.19;
  out.push(
    pen.rect(-0.48, stage, 0.96, 0.07, t.deep, 0),
    pen.rect(-0.48, stage, 0.96, 0.015, t.paper, 0, { opacity: 0.25 }),
    // The speaker behind the lectern.
    pen.path(
      [
        "M",
        speaker - 0.055,
        stage - 0.02,
        "L",
        speaker - 0.055,
        stage - 0.1,
        "C",
        speaker - 0.055,
        stage - 0.16,
        speaker + 0.055,
        stage - 0.16,
        speaker + 0.055,
        stage - 0.1,
        "L",
        speaker + 0.055,
        stage - 0.02,
        "Z",
      ],
      t.dark,
    ),
    pen.circle(speaker, head, 0.036, t.tint),
    pen.path(
      [
        "M",
        speaker - 0.038,
        head + 0.002,
        "C",
        speaker - 0.042,
        head - 0.05,
        speaker + 0.042,
        head - 0.05,
        speaker + 0.038,
        head - 0.006,
        "C",
        speaker + 0.01,
        head - 0.024,
        speaker - 0.016,
        head - 0.02,
        speaker - 0.038,
        head + 0.002,
        "Z",
      ],
      t.dark,
    ),
    pen.cast([
      "M",
      speaker + 0.01,
      stage - 0.1,
      "L",
      speaker + 0.15,
      stage - 0.1,
      "L",
      speaker + 0.13,
      stage,
      "L",
      speaker + 0.03,
      stage,
      "Z",
    ]),
    pen.path(
      [
        "M",
        speaker + 0.01,
        stage - 0.1,
        "L",
        speaker + 0.15,
        stage - 0.1,
        "L",
        speaker + 0.13,
        stage,
        "L",
        speaker + 0.03,
        stage,
        "Z",
      ],
      t.main,
    ),
    pen.circle(speaker + 0.08, stage - 0.055, 0.018, t.paper),
  );
  // The audience, two rows, the nearer one darker and larger.
  const rows = [
    { v: 0.2, size: 0.05, count: 6, body: t.soft, head: t.deep },
    { v: 0.3, size: 0.07, count: 5, body: t.main, head: t.dark },
  ];
  const phoneAt = Math.floor(pen.random() * 4);
  for (const [r, row] of rows.entries()) {
    for (let i = 0; i < row.count; i += 1) {
      const u = -0.48 + (0.96 * (i + 0.5)) / row.count + pen.r(-0.02, 0.02);
      const v = row.v + pen.r(-0.01, 0.01);
      out.push(listener(pen, u, v, row.size, row.body, row.head));
      // Someone in the front row films with a raised phone.
      if (r === 1 && i === phoneAt)
        out.push(
          pen.line(["M", u + 0.05, v + 0.1, "L", u + 0.08, v - 0.02], row.body, 0.03),
          pen.rect(u + 0.055, v - 0.1, 0.05, 0.08, t.dark, smallRadius),
          pen.rect(u + 0.062, v - 0.092, 0.036, 0.064, t.soft, 0.006),
        );
    }
  }
  return out.join("");
}

function store(pen: Pen) {
  const { t, hw, hh } = pen;
  const [left, width, top, ground] = [-0.4, 0.8, -0.3, 0.34];
  const doorLeft = pen.random() < 0.5;
  const doorU = doorLeft ? left + 0.06 : left + width - 0.26;
  const windowU = doorLeft ? left + 0.32 : left + 0.06;
  const out = [
    pen.rect(-hw, ground, hw * 2, hh - ground, t.shade, 0, { opacity: 0.1 }),
    pen.rect(-hw, ground, hw * 2, 0.04, t.deep, 0),
    pen.card(left, top, width, ground - top, t.soft, 0),
    pen.rect(left - 0.03, top - 0.08, width + 0.06, 0.08, t.deep, smallRadius),
    pen.rect(-0.16, top - 0.16, 0.32, 0.1, t.main, smallRadius),
    pen.chili(-0.09, top - 0.11, 0.07, 0, { body: t.paper }),
    pen.bars(-0.03, top - 0.115, [0.14], 0, 0.02, t.paper),
  ];
  // The striped awning with its scalloped edge.
  const stripes = 8;
  const stripe = (width + 0.04) / stripes;
  out.push(pen.rect(left, top + 0.12, width, 0.07, t.shade, 0, { opacity: 0.15 }));
  out.push(pen.rect(left - 0.02, top + 0.02, width + 0.04, 0.1, t.paper, 0));
  for (let i = 0; i < stripes; i += 1) {
    const u = left - 0.02 + i * stripe;
    const fill = i % 2 === 0 ? t.main : t.paper;
    if (i % 2 === 0) out.push(pen.rect(u, top + 0.02, stripe, 0.1, fill, 0));
    out.push(pen.circle(u + stripe / 2, top + 0.12, stripe / 2, fill));
  }
  // The shop window: shelves of jars and bottles behind a glass that catches the light.
  const [ww, wh, wt] = [0.3, 0.28, top + 0.2];
  out.push(
    pen.rect(windowU, wt, ww, wh, t.dark, smallRadius),
    pen.rect(windowU + 0.015, wt + 0.015, ww - 0.03, wh - 0.03, t.tint, 0.006),
  );
  for (const shelf of [0.12, 0.24]) {
    out.push(pen.rect(windowU + 0.015, wt + shelf, ww - 0.03, 0.012, t.deep, 0));
    for (let i = 0; i < 4; i += 1) {
      const h = pen.r(0.05, 0.085);
      const colour = pick(pen.random, [t.main, t.soft, t.deep]);
      out.push(pen.rect(windowU + 0.035 + i * 0.062, wt + shelf - h, 0.042, h, colour, 0.008));
    }
  }
  out.push(
    pen.path(
      [
        "M",
        windowU + 0.05,
        wt + 0.015,
        "L",
        windowU + 0.14,
        wt + 0.015,
        "L",
        windowU + 0.04,
        wt + wh - 0.015,
        "L",
        windowU + 0.015,
        wt + wh - 0.015,
        "L",
        windowU + 0.015,
        wt + 0.1,
        "Z",
      ],
      t.paper,
      { opacity: 0.35 },
    ),
  );
  // The door and the plant beside it.
  out.push(
    pen.rect(doorU, top + 0.2, 0.2, ground - top - 0.2, t.main, 0),
    pen.rect(doorU + 0.03, top + 0.23, 0.14, 0.14, t.tint, 0.006),
    pen.rect(doorU + 0.03, top + 0.23, 0.14, 0.03, t.paper, 0, { opacity: 0.5 }),
    pen.circle(doorU + 0.16, top + 0.46, 0.012, t.paper),
  );
  const plantU = doorLeft ? doorU + 0.27 : doorU - 0.07;
  out.push(
    pen.icon(plantU, ground - 0.08, 0.12, -70, leafIcon(t.deep, t.paper)),
    pen.icon(plantU, ground - 0.08, 0.1, -120, leafIcon(t.soft, t.paper)),
    pen.icon(plantU, ground - 0.08, 0.09, -30, leafIcon(t.soft, t.paper)),
    pen.path(
      [
        "M",
        plantU - 0.04,
        ground - 0.08,
        "L",
        plantU + 0.04,
        ground - 0.08,
        "L",
        plantU + 0.03,
        ground,
        "L",
        plantU - 0.03,
        ground,
        "Z",
      ],
      t.deep,
    ),
  );
  return out.join("");
}

/** A donut chart as two stroked circles, the share starting at the top. */
function donut(pen: Pen, u: number, v: number, r: number, share: number) {
  const circumference = 2 * Math.PI * r * pen.s;
  const ring = { "stroke-width": r * 0.42 * pen.s };
  return (
    pen.circle(u, v, r, "none", { stroke: pen.t.tint, ...ring }) +
    pen.circle(u, v, r, "none", {
      stroke: pen.t.main,
      ...ring,
      "stroke-dasharray": `${n(circumference * share)} ${n(circumference)}`,
      transform: `rotate(-90 ${n(pen.x(u))} ${n(pen.y(v))})`,
    })
  );
}

/** A card with a donut chart and its caption. */
function donutCard(pen: Pen, u: number, v: number, w: number, h: number, share: number) {
  return [
    pen.card(u, v, w, h, pen.t.paper),
    donut(pen, u + w / 2, v + h * 0.42, Math.min(w, h) * 0.3, share),
    pen.bars(u + w * 0.28, v + h * 0.84, [w * 0.44], 0, 0.014, pen.t.dark, { opacity: 0.35 }),
  ].join("");
}

/** A line chart over a soft area, rising to the right, with a pill over its last point. */
function lineChart(pen: Pen, u: number, v: number, w: number, h: number) {
  const { t } = pen;
  const values = rising(pen, 6);
  const points = values.map((value, i): [number, number] => [
    u + (i * w) / 5,
    v + h - value * h * 0.8,
  ]);
  const [first, last] = [
    points[0] as [number, number],
    points[points.length - 1] as [number, number],
  ];
  return [
    pen.bars(u, v + h * 0.25, [w, w, w], h * 0.25, 0.004, t.dark, { opacity: 0.1 }),
    pen.path(
      ["M", ...first, ...pen.smooth(points), "L", last[0], v + h, "L", first[0], v + h, "Z"],
      t.soft,
      { opacity: 0.4 },
    ),
    pen.line(["M", u, v + h, "L", u + w, v + h], t.dark, 0.006, { opacity: 0.3 }),
    pen.line(["M", ...first, ...pen.smooth(points)], t.main, 0.012),
    pen.circle(last[0], last[1], 0.018, t.paper, { stroke: t.main, "stroke-width": 0.008 * pen.s }),
    pen.rect(last[0] - 0.08, last[1] - 0.09, 0.1, 0.05, t.main, 0.025),
    pen.bars(last[0] - 0.06, last[1] - 0.065, [0.06], 0, 0.014, t.paper, { opacity: 0.9 }),
  ].join("");
}

function chart(pen: Pen) {
  const { t } = pen;
  const [cl, ct, cw, ch] = [-0.42, -0.36, 0.68, 0.52];
  const out = [
    pen.card(cl, ct, cw, ch, t.paper),
    pen.circle(cl + 0.05, ct + 0.05, 0.016, t.main),
    pen.bars(cl + 0.09, ct + 0.05, [0.16], 0, 0.014, t.dark, { opacity: 0.6 }),
    pen.rect(cl + cw - 0.17, ct + 0.032, 0.12, 0.036, t.tint, 0.018),
    pen.rect(cl + cw - 0.17, ct + 0.032, 0.06, 0.036, t.soft, 0.018),
  ];
  // The main chart: a line over its area, or columns, rising either way.
  const [pu, pv, pw, ph] = [cl + 0.06, ct + 0.16, cw - 0.12, ch - 0.24];
  if (pen.random() < 0.6) out.push(lineChart(pen, pu, pv, pw, ph));
  else {
    const values = rising(pen, 6);
    const step = pw / values.length;
    out.push(
      pen.bars(pu, pv + ph * 0.25, [pw, pw, pw], ph * 0.25, 0.004, t.dark, { opacity: 0.1 }),
    );
    values.forEach((value, i) =>
      out.push(
        pen.rect(
          pu + i * step + step * 0.2,
          pv + ph - value * ph * 0.8,
          step * 0.6,
          value * ph * 0.8,
          i === 5 ? t.main : t.soft,
          smallRadius,
        ),
      ),
    );
    const top = pv + ph - (values[5] ?? 1) * ph * 0.8;
    out.push(
      pen.rect(pu + pw - step * 1.1, top - 0.07, step, 0.045, t.main, 0.0225),
      pen.bars(pu + pw - step * 0.85, top - 0.048, [step * 0.5], 0, 0.014, t.paper, {
        opacity: 0.9,
      }),
    );
  }
  // A second card at the bottom right: a donut, or bars that rise too.
  if (pen.random() < 0.5) out.push(donutCard(pen, 0.14, 0.02, 0.28, 0.32, pen.r(0.55, 0.8)));
  else {
    out.push(pen.card(0.12, 0.04, 0.32, 0.28, t.paper));
    rising(pen, 4).forEach((value, i) =>
      out.push(
        pen.rect(
          0.17 + i * 0.065,
          0.27 - value * 0.17,
          0.04,
          value * 0.17,
          i === 3 ? t.main : t.soft,
          0.008,
        ),
      ),
    );
    out.push(pen.bars(0.17, 0.085, [0.12], 0, 0.014, t.dark, { opacity: 0.35 }));
  }
  // The figure that went up.
  out.push(
    pen.card(-0.44, 0.12, 0.3, 0.2, t.main),
    pen.icon(-0.37, 0.19, 0.08, 0, arrowIcon(t.paper)),
    pen.bars(-0.31, 0.175, [0.11, 0.07], 0.035, 0.018, t.paper, { opacity: 0.85 }),
    pen.bars(-0.4, 0.28, [0.2], 0, 0.01, t.paper, { opacity: 0.5 }),
  );
  return out.join("");
}

function portrait(pen: Pen) {
  const { t } = pen;
  const [aw, top, bottom] = [0.3, -0.4, 0.38];
  const arch = (inset: number) => [
    "M",
    -aw + inset,
    bottom,
    "L",
    -aw + inset,
    top + aw,
    "C",
    -aw + inset,
    top + inset - 0.02,
    aw - inset,
    top + inset - 0.02,
    aw - inset,
    top + aw,
    "L",
    aw - inset,
    bottom,
    "Z",
  ];
  const tilt = pen.r(-0.02, 0.02);
  const hairLong = pen.random() < 0.5;
  const jacket = pick(pen.random, [t.main, t.deep, t.dark]);
  const out = [
    pen.cast(arch(0)),
    pen.path(arch(0), t.soft),
    pen.path(arch(0.03), t.tint),
    pen.circle(0.12, top + 0.22, 0.12, t.soft, { opacity: 0.35 }),
  ];
  if (hairLong)
    out.push(
      pen.path(
        [
          "M",
          -0.13 + tilt,
          -0.12,
          "C",
          -0.16 + tilt,
          -0.3,
          0.16 + tilt,
          -0.3,
          0.13 + tilt,
          -0.12,
          "L",
          0.15 + tilt,
          0.08,
          "L",
          -0.15 + tilt,
          0.08,
          "Z",
        ],
        t.dark,
      ),
    );
  out.push(
    // Shoulders, the collar, the neck, the head and the hair over it.
    pen.path(
      [
        "M",
        -aw + 0.03,
        bottom,
        "L",
        -aw + 0.03,
        0.2,
        "C",
        -0.24,
        0.08,
        0.24,
        0.08,
        aw - 0.03,
        0.2,
        "L",
        aw - 0.03,
        bottom,
        "Z",
      ],
      jacket,
    ),
    pen.path(
      [
        "M",
        0.1,
        0.1,
        "C",
        0.2,
        0.12,
        0.26,
        0.16,
        aw - 0.03,
        0.22,
        "L",
        aw - 0.03,
        bottom,
        "L",
        0.16,
        bottom,
        "Z",
      ],
      t.shade,
      { opacity: 0.25 },
    ),
    pen.path(["M", -0.06, 0.09, "L", 0, 0.2, "L", 0.06, 0.09, "Z"], t.paper),
    pen.rect(-0.04 + tilt / 2, -0.02, 0.08, 0.12, t.soft, 0.03),
    pen.ellipse(tilt, -0.1, 0.1, 0.12, t.soft),
    pen.ellipse(tilt - 0.025, -0.13, 0.05, 0.06, t.paper, { opacity: 0.3 }),
    pen.path(
      [
        "M",
        -0.105 + tilt,
        -0.07,
        "C",
        -0.13 + tilt,
        -0.27,
        0.13 + tilt,
        -0.27,
        0.105 + tilt,
        -0.08,
        "C",
        0.09 + tilt,
        -0.15,
        0.02 + tilt,
        -0.17,
        -0.03 + tilt,
        -0.15,
        "C",
        -0.07 + tilt,
        -0.13,
        -0.09 + tilt,
        -0.1,
        -0.105 + tilt,
        -0.07,
        "Z",
      ],
      t.dark,
    ),
    // The badge of the specialist and a sprig.
    pen.ball(0.25, top + 0.14, 0.075, jacket === t.main ? t.deep : t.main),
    pen.icon(0.25, top + 0.14, 0.07, 0, checkIcon(t.paper)),
    pen.icon(-0.28, bottom - 0.02, 0.2, -55, leafIcon(t.deep, t.paper)),
    pen.icon(-0.26, bottom - 0.02, 0.15, -100, leafIcon(t.main, t.paper)),
  );
  return out.join("");
}

function territory(pen: Pen) {
  const { t, hw, hh } = pen;
  const left = -hw - 0.02;
  const right = hw + 0.02;
  const bottom = hh + 0.02;
  /** A band of hills across the whole picture, its crest through `crest` points. */
  const hills = (crest: [number, number][], fill: string, extra: Attributes = {}) => {
    const points: [number, number][] = [
      [left, crest[0]?.[1] ?? 0],
      ...crest,
      [right, crest[crest.length - 1]?.[1] ?? 0],
    ];
    return pen.path(
      [
        "M",
        left,
        points[0]?.[1] ?? 0,
        ...pen.smooth(points),
        "L",
        right,
        bottom,
        "L",
        left,
        bottom,
        "Z",
      ],
      fill,
      extra,
    );
  };
  const village = pen.r(-0.2, 0.15);
  const sunU = pen.r(0.12, 0.3) * (village > 0 ? -1 : 1);
  const out = [
    pen.circle(sunU, -0.26, 0.09, t.paper, { opacity: 0.9 }),
    pen.rect(sunU - 0.2, -0.22, 0.22, 0.04, t.paper, 0.02, { opacity: 0.5 }),
    pen.rect(-sunU * 0.6, -0.4, 0.26, 0.045, t.paper, 0.022, { opacity: 0.5 }),
    hills(
      [
        [-0.3, -0.04],
        [0.05, -0.1],
        [0.35, -0.02],
      ],
      t.soft,
      { opacity: 0.45 },
    ),
  ];
  // The village, with its bell tower, on the crest of the middle hill that covers its feet.
  const crest = 0.04;
  out.push(
    pen.rect(village + 0.02, crest - 0.17, 0.05, 0.19, t.paper, 0),
    pen.rect(village + 0.035, crest - 0.15, 0.02, 0.03, t.deep, 0.01),
    pen.path(
      [
        "M",
        village + 0.015,
        crest - 0.17,
        "L",
        village + 0.045,
        crest - 0.21,
        "L",
        village + 0.075,
        crest - 0.17,
        "Z",
      ],
      t.main,
    ),
  );
  for (let i = 0; i < 4; i += 1) {
    const size = pen.r(0.05, 0.075);
    const u = village - 0.13 + i * 0.07 + (i > 1 ? 0.06 : 0);
    const foot = crest + Math.abs(u + size / 2 - village) * 0.25;
    const top = foot - size - 0.02;
    out.push(
      pen.rect(u, top, size, size + 0.06, t.paper, 0),
      pen.rect(u + size * 0.6, top, size * 0.4, size + 0.06, t.shade, 0, { opacity: 0.12 }),
      pen.path(
        ["M", u - 0.008, top, "L", u + size / 2, top - 0.035, "L", u + size + 0.008, top, "Z"],
        t.main,
      ),
      pen.rect(u + size * 0.3, top + size * 0.3, size * 0.25, size * 0.3, t.deep, 0.003),
    );
  }
  out.push(
    hills(
      [
        [village - 0.4, 0.14],
        [village, crest + 0.015],
        [village + 0.4, 0.12],
      ],
      t.soft,
    ),
  );
  // Cypresses behind the near crest.
  for (let i = 0; i < 4; i += 1) {
    const u = village + (i < 2 ? -0.3 - i * 0.05 : 0.25 + i * 0.04);
    const h = pen.r(0.08, 0.11);
    out.push(pen.ellipse(u, 0.2 - h / 2, 0.022, h / 2 + 0.03, t.dark));
  }
  out.push(
    hills(
      [
        [-0.3, 0.2],
        [0, 0.14],
        [0.3, 0.19],
      ],
      t.main,
    ),
    pen.line(
      ["M", village + 0.2, bottom, "C", village + 0.3, 0.32, village - 0.1, 0.3, village, 0.18],
      t.paper,
      0.02,
      { opacity: 0.8 },
    ),
    hills(
      [
        [-0.35, 0.38],
        [0, 0.31],
        [0.35, 0.37],
      ],
      t.deep,
    ),
  );
  // The pin that marks the place.
  const pin = village + 0.045;
  const drop = [
    "M",
    pin,
    -0.26,
    "C",
    pin - 0.03,
    -0.31,
    pin - 0.07,
    -0.34,
    pin - 0.07,
    -0.38,
    "C",
    pin - 0.07,
    -0.43,
    pin - 0.035,
    -0.46,
    pin,
    -0.46,
    "C",
    pin + 0.035,
    -0.46,
    pin + 0.07,
    -0.43,
    pin + 0.07,
    -0.38,
    "C",
    pin + 0.07,
    -0.34,
    pin + 0.03,
    -0.31,
    pin,
    -0.26,
    "Z",
  ];
  out.push(pen.cast(drop), pen.path(drop, t.main), pen.circle(pin, -0.385, 0.028, t.paper));
  return out.join("");
}

function strategy(pen: Pen) {
  const { t } = pen;
  const out = [
    // The orbit behind everything, with its planets.
    pen.ellipse(0, 0.02, 0.56, 0.2, "none", {
      stroke: t.accent,
      "stroke-width": 0.004 * pen.s,
      "stroke-dasharray": `${n(0.012 * pen.s)} ${n(0.016 * pen.s)}`,
      opacity: 0.5,
      transform: `rotate(-14 ${n(pen.x(0))} ${n(pen.y(0.02))})`,
    }),
  ];
  // The browser window with a rising chart.
  const [bl, bt, bw, bh] = [-0.42, -0.34, 0.66, 0.5];
  out.push(
    pen.card(bl, bt, bw, bh, t.paper),
    pen.rect(bl, bt, bw, 0.06, t.tint, radius),
    pen.rect(bl, bt + 0.04, bw, 0.02, t.tint, 0),
    pen.dots(bl + 0.03, bt + 0.03, 3, 1, 0.025, 0.014, t.main, 1),
    pen.rect(bl + 0.13, bt + 0.018, 0.3, 0.024, t.paper, 0.012),
    pen.rect(bl + 0.03, bt + 0.1, 0.16, bh - 0.14, t.soft, smallRadius, { opacity: 0.35 }),
    pen.bars(bl + 0.06, bt + 0.14, [0.1, 0.07, 0.09, 0.06], 0.045, 0.014, t.main, { opacity: 0.7 }),
    lineChart(pen, bl + 0.24, bt + 0.18, bw - 0.36, bh - 0.25),
  );
  // The phone in front, with a post and a chili.
  const [pl, pt, pw, ph] = [0.18, -0.1, 0.24, 0.46];
  out.push(
    pen.card(pl, pt, pw, ph, t.dark, 0.04),
    pen.rect(pl + 0.012, pt + 0.012, pw - 0.024, ph - 0.024, t.paper, 0.03),
    pen.circle(pl + 0.05, pt + 0.06, 0.018, t.main),
    pen.bars(pl + 0.08, pt + 0.06, [0.1], 0, 0.012, t.dark, { opacity: 0.5 }),
    pen.rect(pl + 0.03, pt + 0.1, pw - 0.06, 0.17, t.soft, smallRadius),
    pen.chili(pl + 0.12, pt + 0.185, 0.12, -15),
    pen.icon(pl + 0.05, pt + 0.315, 0.04, 0, heartIcon(t.main)),
    pen.bars(pl + 0.03, pt + 0.37, [0.16, 0.12], 0.03, 0.012, t.dark, { opacity: 0.25 }),
  );
  // The figure card, up and to the right.
  out.push(
    pen.card(0.14, -0.44, 0.3, 0.15, t.main),
    pen.icon(0.2, -0.37, 0.07, 0, arrowIcon(t.paper)),
    pen.bars(0.26, -0.395, [0.12, 0.08], 0.04, 0.02, t.paper, { opacity: 0.85 }),
  );
  // The donut card.
  out.push(
    pen.card(-0.42, 0.2, 0.34, 0.2, t.paper),
    donut(pen, -0.31, 0.3, 0.06, 0.68),
    pen.bars(-0.21, 0.27, [0.1, 0.07], 0.05, 0.014, t.dark, { opacity: 0.4 }),
  );
  // The big chili, the pinch of spice, and the planets of the orbit in front.
  out.push(
    pen.chili(0, 0.4, 0.3, -14, { raised: true }),
    pen.ball(-0.52, 0.1, 0.03, t.main),
    pen.ball(0.5, -0.12, 0.022, t.soft),
    pen.circle(0.5, 0.22, 0.014, t.accent),
  );
  return out.join("");
}

function campaign(pen: Pen) {
  const { t, hw, hh } = pen;
  const edge = hw + 0.02;
  // A village in silhouette behind the hill of the territory, at the bottom.
  const town = -hw + 0.1;
  const out = [
    pen.path(
      [
        "M",
        town,
        0.34,
        "L",
        town,
        0.22,
        "L",
        town + 0.03,
        0.19,
        "L",
        town + 0.06,
        0.22,
        "L",
        town + 0.06,
        0.16,
        "L",
        town + 0.08,
        0.12,
        "L",
        town + 0.1,
        0.16,
        "L",
        town + 0.1,
        0.21,
        "L",
        town + 0.135,
        0.18,
        "L",
        town + 0.17,
        0.21,
        "L",
        town + 0.17,
        0.34,
        "Z",
      ],
      t.soft,
      { opacity: 0.7 },
    ),
    pen.path(
      [
        "M",
        -edge,
        0.3,
        ...pen.smooth([
          [-edge, 0.3],
          [-0.2, 0.22],
          [0.2, 0.3],
          [edge, 0.2],
        ]),
        "L",
        edge,
        hh + 0.02,
        "L",
        -edge,
        hh + 0.02,
        "Z",
      ],
      t.soft,
    ),
  ];
  // The megaphone on the left, its sound waves.
  const [mu, mv] = [-0.36, -0.18];
  const cone = [
    "M",
    mu + 0.03,
    mv - 0.04,
    "L",
    mu + 0.24,
    mv - 0.13,
    "L",
    mu + 0.24,
    mv + 0.13,
    "L",
    mu + 0.03,
    mv + 0.04,
    "Z",
  ];
  out.push(
    `<g transform="rotate(-18 ${n(pen.x(mu))} ${n(pen.y(mv))})">`,
    [0.34, 0.42, 0.5]
      .map((r, i) =>
        pen.arc(mu, mv, r, -28, 28, i === 1 ? t.soft : t.main, 0.014, { opacity: 1 - i * 0.25 }),
      )
      .join(""),
    pen.rect(mu + 0.02, mv + 0.03, 0.05, 0.1, t.dark, smallRadius),
    pen.cast(cone),
    pen.rect(mu - 0.06, mv - 0.035, 0.1, 0.07, t.deep, smallRadius),
    pen.path(cone, t.main),
    pen.path(
      ["M", mu + 0.04, mv - 0.035, "L", mu + 0.24, mv - 0.12, "L", mu + 0.24, mv - 0.09, "Z"],
      t.paper,
      { opacity: 0.3 },
    ),
    pen.ellipse(mu + 0.24, mv, 0.03, 0.13, t.deep),
    "</g>",
  );
  // Speech bubbles, up and to the right.
  const bubbles = [
    { u: 0.1, v: -0.42, w: 0.3, h: 0.14, fill: t.paper, text: t.dark },
    { u: 0.26, v: -0.25, w: 0.24, h: 0.12, fill: t.main, text: t.paper },
  ];
  for (const bubble of bubbles) {
    const tail = [
      "M",
      bubble.u + 0.05,
      bubble.v + bubble.h - 0.01,
      "L",
      bubble.u + 0.03,
      bubble.v + bubble.h + 0.05,
      "L",
      bubble.u + 0.11,
      bubble.v + bubble.h - 0.01,
      "Z",
    ];
    out.push(
      pen.cast(tail),
      pen.card(bubble.u, bubble.v, bubble.w, bubble.h, bubble.fill, 0.04),
      pen.path(tail, bubble.fill),
      pen.bars(
        bubble.u + 0.04,
        bubble.v + 0.045,
        textWidths(pen, 2, bubble.w - 0.08),
        0.045,
        0.018,
        bubble.text,
        { opacity: 0.6 },
      ),
    );
  }
  // The lectern in the middle, its microphone.
  const [ll, lt] = [-0.17, 0.02];
  const lectern = [
    "M",
    ll - 0.02,
    lt,
    "L",
    ll + 0.36,
    lt,
    "L",
    ll + 0.32,
    lt + 0.36,
    "L",
    ll + 0.02,
    lt + 0.36,
    "Z",
  ];
  out.push(
    pen.line(["M", ll + 0.17, lt, "L", ll + 0.14, lt - 0.1], t.dark, 0.01),
    pen.circle(ll + 0.138, lt - 0.11, 0.016, t.dark),
    pen.cast(lectern),
    pen.path(lectern, t.main),
    pen.path(
      [
        "M",
        ll + 0.24,
        lt,
        "L",
        ll + 0.36,
        lt,
        "L",
        ll + 0.32,
        lt + 0.36,
        "L",
        ll + 0.22,
        lt + 0.36,
        "Z",
      ],
      t.deep,
      { opacity: 0.35 },
    ),
    pen.rect(ll - 0.04, lt - 0.035, 0.42, 0.045, t.dark, smallRadius),
    pen.circle(ll + 0.17, lt + 0.15, 0.065, t.paper),
    pen.chili(ll + 0.17, lt + 0.15, 0.085, -10),
  );
  // The ballot box on the right, a ballot marked with a cross going in.
  const [xl, xt] = [0.2, 0.12];
  out.push(
    `<g transform="rotate(8 ${n(pen.x(xl + 0.12))} ${n(pen.y(xt))})">`,
    pen.card(xl + 0.05, xt - 0.17, 0.15, 0.15, t.paper, 0.006),
    pen.circle(xl + 0.125, xt - 0.1, 0.036, "none", {
      stroke: t.soft,
      "stroke-width": 0.008 * pen.s,
    }),
    pen.line(
      [
        "M",
        xl + 0.097,
        xt - 0.128,
        "L",
        xl + 0.153,
        xt - 0.072,
        "M",
        xl + 0.153,
        xt - 0.128,
        "L",
        xl + 0.097,
        xt - 0.072,
      ],
      t.main,
      0.014,
    ),
    "</g>",
    pen.cast([
      "M",
      xl,
      xt,
      "L",
      xl + 0.24,
      xt,
      "L",
      xl + 0.29,
      xt - 0.04,
      "L",
      xl + 0.29,
      xt + 0.22,
      "L",
      xl + 0.24,
      xt + 0.26,
      "L",
      xl,
      xt + 0.26,
      "Z",
    ]),
    pen.path(
      [
        "M",
        xl + 0.24,
        xt,
        "L",
        xl + 0.29,
        xt - 0.04,
        "L",
        xl + 0.29,
        xt + 0.22,
        "L",
        xl + 0.24,
        xt + 0.26,
        "Z",
      ],
      t.deep,
    ),
    pen.path(
      ["M", xl, xt, "L", xl + 0.05, xt - 0.04, "L", xl + 0.29, xt - 0.04, "L", xl + 0.24, xt, "Z"],
      t.tint,
    ),
    pen.rect(xl, xt, 0.24, 0.26, t.paper, 0),
    pen.rect(xl + 0.06, xt - 0.025, 0.14, 0.012, t.dark, 0.006),
    pen.rect(xl + 0.04, xt + 0.1, 0.16, 0.05, t.main, smallRadius),
  );
  out.push(pen.ball(-0.5, 0.02, 0.03, t.main), pen.icon(0.47, 0.02, 0.05, 0, sparkIcon(t.paper)));
  return out.join("");
}

const expo = (pen: Pen) => standScene(pen, true);

/** The background accents every picture shares: the colour field, an arc, a dot grid, a spark. */
function backdrop(pen: Pen) {
  const { t, hw, hh } = pen;
  const fieldU = pen.r(-0.1, 0.1);
  const fieldR = pen.r(0.4, 0.46);
  const arcStart = pen.r(150, 260);
  const dotsRight = pen.random() < 0.5;
  const dotsBottom = pen.random() < 0.5;
  const dotsU = dotsRight ? hw - 0.06 - 0.16 : -hw + 0.06;
  const dotsV = dotsBottom ? hh - 0.06 - 0.12 : -hh + 0.06;
  return [
    pen.circle(
      fieldU,
      -0.02,
      fieldR,
      t.field,
      t.fieldOpacity < 1 ? { opacity: t.fieldOpacity } : {},
    ),
    pen.arc(fieldU, -0.02, fieldR + 0.045, arcStart, arcStart + pen.r(70, 110), t.accent, 0.008, {
      opacity: 0.6,
    }),
    pen.dots(dotsU, dotsV, 5, 4, 0.04, 0.012, t.accent, 0.35),
    pen.icon(
      dotsRight ? -hw + 0.09 : hw - 0.09,
      dotsBottom ? -hh + 0.1 : hh - 0.1,
      0.05,
      0,
      sparkIcon(t.soft),
    ),
  ].join("");
}

const motifs: Record<ArtworkMotif, (pen: Pen) => string> = {
  packaging,
  stand,
  social,
  event,
  store,
  chart,
  portrait,
  territory,
  strategy,
  campaign,
  expo,
};

/** An XML id built from the slot's id, so two drawings on one page never share one. */
const idFor = (id: string) => `a-${id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** The SVG of one image slot: its own background, the colour field and accents, the motif. */
export function drawArtwork(entry: Pick<ImageEntry, "id" | "width" | "height" | "motif">) {
  const { width, height } = entry;
  const random = randomFor(entry.id);
  const s = Math.min(width, height);
  const theme = themeFor(random);
  const pen = new Pen(s, width / 2, height / 2, width / 2 / s, height / 2 / s, theme, random);
  const gradient = `${idFor(entry.id)}-sfondo`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/>`,
    "</linearGradient></defs>",
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>`,
    backdrop(pen),
    motifs[entry.motif](pen),
    "</svg>",
  ].join("");
}
