/**
 * The site's own pictures: flat vector illustrations in the brand palette, drawn here with shapes and paths and
 * uploaded by the seed as ordinary Media (SVG), so an editor can replace any of them in the library.
 *
 * Every drawing keeps to what a plain <img> and the media library need (illustrations.test.ts checks it): its own
 * size in `width`/`height` equal to the viewBox, role="img" and a <title>; no <text> (the visitor's fonts differ),
 * nothing active (no script, foreignObject or event attributes) and nothing fetched from elsewhere; under 16 KB.
 *
 * Heroes are 1280×480 and sit in the right-hand column of the hero block, shown whole; the blog's card crops a hero
 * to 16:9 from the centre, so what matters stays within x 220–1060. Cards are 640×360 and shrink to 80 px wide on
 * phones: each has one bold subject in the middle that still reads as a silhouette.
 */

export const ILLUSTRATION_KEYS = [
  'heroHome',
  'heroBenefits',
  'heroCompany',
  'heroServices',
  'term',
  'savings',
  'ulip',
  'retirement',
  'child',
  'group',
] as const
export type TIllustration = (typeof ILLUSTRATION_KEYS)[number]

// ---------------------------------------------------------------------------------------------------------------
// Palette: the brand's blues and saffron, with a few friendly companions for skin, hair, clothes and plants.

const BLUE = '#084887'
const NAVY = '#0b3a6f'
const MID = '#1565c0'
const SKY = '#5b9be0'
const PALE = '#d7e8fb'
const SAFFRON = '#f9a825'
const DEEP = '#f57f17'
const ORANGE = '#c2410c'
const CREAM = '#fff4dc'
const GREEN = '#2e7d32'
const LEAF = '#43a047'
const LIME = '#8bc34a'
const WHITE = '#ffffff'
const INK = '#3b2a20'
const HAIR = '#2a1c15'
const GREY_HAIR = '#cfd4da'
const SKIN = ['#a86b43', '#c98b5e', '#8a5a3b', '#d9a57a', '#b97a4f'] as const

// ---------------------------------------------------------------------------------------------------------------
// Drawing helpers: each returns SVG markup. Numbers are rounded to one decimal so the files stay small.

const n = (value: number) => String(Math.round(value * 10) / 10)

/** A template for path data whose every number is rounded like `n`: d`M${x} ${y}`. */
const d = (parts: TemplateStringsArray, ...values: number[]) =>
  parts.reduce((out, part, index) => out + part + (index < values.length ? n(values[index]!) : ''), '')

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function svg(width: number, height: number, title: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  )
}

const vertical = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`

const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`

const group = (x: number, y: number, scale: number, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)})${scale === 1 ? '' : ` scale(${Math.round(scale * 100) / 100})`}">${body}</g>`

/** A soft cloud of three bumps, `w` wide, its flat base at y. */
const cloud = (x: number, y: number, w: number, fill = WHITE) =>
  path(
    d`M${x} ${y}h${w}a${w * 0.16} ${w * 0.16} 0 0 0 ${-w * 0.2} ${-w * 0.2}a${w * 0.22} ${w * 0.22} 0 0 0 ${-w * 0.38} ${-w * 0.08}a${w * 0.15} ${w * 0.15} 0 0 0 ${-w * 0.3} ${w * 0.12}a${w * 0.1} ${w * 0.1} 0 0 0 ${-w * 0.12} ${w * 0.16}z`,
    fill,
  )

/** A round-crowned tree, its trunk's foot at (x, y). */
const tree = (x: number, y: number, size: number, crown = LEAF, shade = GREEN) =>
  rect(x - size * 0.06, y - size * 0.55, size * 0.12, size * 0.55, '#7a4e2d', size * 0.03) +
  circle(x, y - size * 0.78, size * 0.36, crown) +
  circle(x - size * 0.2, y - size * 0.62, size * 0.22, crown) +
  circle(x + size * 0.2, y - size * 0.64, size * 0.24, shade, ' opacity=".55"')

/** A coin seen from the front, with its rim. */
const coin = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, DEEP) + circle(cx, cy, r * 0.78, SAFFRON) + rupee(cx, cy, r * 0.55, DEEP)

/** The rupee sign drawn as strokes (no font needed), centred on (cx, cy), `size` tall. */
function rupee(cx: number, cy: number, size: number, colour: string): string {
  const s = size / 10
  const x = (v: number) => n(cx + v * s)
  const y = (v: number) => n(cy + v * s)
  return line(
    `M${x(-4)} ${y(-5)}H${x(4)}M${x(-4)} ${y(-2)}H${x(4)}M${x(-4)} ${y(-5)}H${x(-1)}C${x(3)} ${y(-5)} ${x(3)} ${y(1)} ${x(-1)} ${y(1)}H${x(-4)}L${x(3)} ${y(6)}`,
    colour,
    s * 1.6,
  )
}

/** A stack of coins seen from the side, `count` high, its base centred at (x, y). */
function coinStack(x: number, y: number, w: number, count: number): string {
  const h = w * 0.22
  let out = ''
  for (let i = 0; i < count; i++) {
    const top = y - (i + 1) * h
    out += rect(x - w / 2, top, w, h, i % 2 ? DEEP : '#f39c1a', h / 2)
    out += rect(x - w / 2 + w * 0.08, top + h * 0.25, w * 0.84, h * 0.2, '#ffd54f', h * 0.1, ' opacity=".8"')
  }
  return out
}

// People ------------------------------------------------------------------------------------------------------

type TArm = [elbowX: number, elbowY: number, handX: number, handY: number]

type TPerson = {
  /** Where the feet stand, and how tall (1 = 100 px for an adult). */
  x: number
  y: number
  scale: number
  skin: string
  hair: string
  top: string
  legs: string
  shoes?: string
  kind?: 'man' | 'woman' | 'boy' | 'girl'
  hairStyle?: 'short' | 'long' | 'bun' | 'bald' | 'bob'
  /** Arms as seen by the viewer: the figure's left side is on the right. Coordinates are the figure's own. */
  left?: TArm
  right?: TArm
  face?: boolean
  glasses?: boolean
  /** Drawn last, in the figure's own coordinates: something held, a cap, a scarf. */
  extra?: string
  trim?: string
}

const DOWN_LEFT: TArm = [-17, -60, -17, -46]
const DOWN_RIGHT: TArm = [17, -60, 17, -46]

/** A standing person facing us, flat and friendly, in its own 100-unit-tall coordinates (feet at 0). */
function person(p: TPerson): string {
  const kind = p.kind ?? 'man'
  const child = kind === 'boy' || kind === 'girl'
  const headY = child ? -80 : -89
  const headR = child ? 14 : 10
  const shoulderY = child ? -63 : -77
  const half = child ? 12 : 14
  const waistY = child ? -36 : -43
  const skirt = kind === 'woman' || kind === 'girl'
  const hemY = skirt ? -26 : waistY
  const shoes = p.shoes ?? INK
  const style = p.hairStyle ?? (skirt ? 'long' : 'short')
  let out = ''

  // Hair that falls behind the shoulders goes first.
  if (style === 'long')
    out += path(
      d`M${-headR - 2} ${headY}Q${-headR - 2} ${headY - headR - 4} 0 ${headY - headR - 4}Q${headR + 2} ${headY - headR - 4} ${headR + 2} ${headY}L${headR + 3} ${shoulderY + 8}Q0 ${shoulderY + 12} ${-headR - 3} ${shoulderY + 8}Z`,
      p.hair,
    )
  if (style === 'bun') out += circle(headR * 0.55, headY - headR * 1.05, headR * 0.5, p.hair)

  // Legs and shoes.
  const legTop = waistY - 2
  out += rect(-half * 0.62, legTop, half * 0.55, -legTop - 3, p.legs, 3)
  out += rect(half * 0.07, legTop, half * 0.55, -legTop - 3, p.legs, 3)
  if (!skirt) out += rect(-half * 0.66, legTop - 2, half * 1.32, 12, p.legs, 3)
  out +=
    rect(-half * 0.72, -5, half * 0.68, 5, shoes, 2.5) + rect(half * 0.04, -5, half * 0.68, 5, shoes, 2.5)

  // Neck, body and, for a kurta or frock, the flared hem.
  out += rect(-3.5, headY + headR - 3, 7, shoulderY - headY - headR + 6, p.skin)
  const flare = skirt ? 4 : -2
  out += path(
    d`M${-half} ${shoulderY + 12}Q${-half} ${shoulderY} ${-half + 9} ${shoulderY - 1}H${half - 9}Q${half} ${shoulderY} ${half} ${shoulderY + 12}L${half + flare} ${hemY}Q0 ${hemY + (skirt ? 3 : 0)} ${-half - flare} ${hemY}Z`,
    p.top,
  )
  if (p.trim && skirt)
    out += line(d`M${-half - flare + 1} ${hemY - 2}Q0 ${hemY + 1} ${half + flare - 1} ${hemY - 2}`, p.trim, 3)
  if (!skirt) out += path(d`M-4.5 ${shoulderY - 1}L0 ${shoulderY + 6}L4.5 ${shoulderY - 1}Z`, p.skin)

  // Arms, then hands.
  for (const [side, arm] of [
    [-1, p.left ?? DOWN_LEFT],
    [1, p.right ?? DOWN_RIGHT],
  ] as const) {
    const [ex, ey, hx, hy] = arm
    out += line(d`M${side * (half - 2)} ${shoulderY + 4}Q${ex} ${ey} ${hx} ${hy}`, p.top, child ? 6 : 7)
    out += circle(hx, hy, child ? 3.2 : 3.6, p.skin)
  }

  // Head, hair on top, face.
  out += circle(0, headY, headR, p.skin)
  const top = headY - headR
  if (style === 'short')
    out += path(
      d`M${-headR - 0.5} ${headY + 1}C${-headR - 2} ${top - 2} ${-3} ${top - 3} ${2} ${top - 2}C${headR} ${top - 1} ${headR + 2} ${headY - 4} ${headR + 0.5} ${headY + 1}C${headR - 1} ${headY - 5} ${headR - 5} ${headY - 6} 0 ${headY - 6}C${-headR + 4} ${headY - 6} ${-headR + 1} ${headY - 4} ${-headR - 0.5} ${headY + 1}Z`,
      p.hair,
    )
  if (style === 'long' || style === 'bun' || style === 'bob')
    out += path(
      d`M${-headR - 0.5} ${headY + 2}C${-headR - 1} ${top - 5} ${headR + 1} ${top - 5} ${headR + 0.5} ${headY + 2}C${headR - 2} ${headY - 6} ${3} ${headY - 7} 0 ${top + 4}C${-3} ${headY - 7} ${-headR + 2} ${headY - 6} ${-headR - 0.5} ${headY + 2}Z`,
      p.hair,
    )
  if (style === 'bob')
    out +=
      rect(-headR - 2, headY - 4, 5, headR + 4, p.hair, 2.5) +
      rect(headR - 3, headY - 4, 5, headR + 4, p.hair, 2.5)
  if (style === 'bald')
    out +=
      path(
        d`M${-headR - 0.5} ${headY + 3}Q${-headR - 1} ${headY - 6} ${-headR + 3} ${headY - 8}L${-headR + 3} ${headY + 2}Z`,
        p.hair,
      ) +
      path(
        d`M${headR + 0.5} ${headY + 3}Q${headR + 1} ${headY - 6} ${headR - 3} ${headY - 8}L${headR - 3} ${headY + 2}Z`,
        p.hair,
      )

  if (p.face !== false) {
    const ey = headY + (child ? 1 : 0.5)
    const gap = child ? 4.5 : 3.6
    out += circle(-gap, ey, child ? 1.4 : 1.1, INK) + circle(gap, ey, child ? 1.4 : 1.1, INK)
    out += line(d`M${-gap + 1} ${ey + 4}Q0 ${ey + 6.5} ${gap - 1} ${ey + 4}`, INK, 1.1)
    if (p.glasses)
      out += line(
        d`M${-gap - 3} ${ey}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M${gap - 3} ${ey}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M${-gap + 3} ${ey}H${gap - 3}`,
        INK,
        0.9,
      )
  }
  out += p.extra ?? ''
  return group(p.x, p.y, p.scale, out)
}

/** A shield outline, its point at the bottom: the brand's sign of cover. */
const SHIELD = (cx: number, top: number, w: number, h: number) => {
  const half = w / 2
  return d`M${cx} ${top}L${cx + half} ${top + h * 0.12}V${top + h * 0.45}C${cx + half} ${top + h * 0.75} ${cx + half * 0.55} ${top + h * 0.92} ${cx} ${top + h}C${cx - half * 0.55} ${top + h * 0.92} ${cx - half} ${top + h * 0.75} ${cx - half} ${top + h * 0.45}V${top + h * 0.12}Z`
}

/**
 * A glass office block: a frame with rows of windows. The windows are one pattern per block (its own id), laid from
 * the block's corner, so a tower of fifty windows costs a few dozen bytes.
 */
function office(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  glass: string,
  top = 24,
): string {
  const cols = Math.max(2, Math.round((w - 20) / 34))
  const cellW = (w - 20) / cols
  const rows = Math.floor((h - top - 60) / 40)
  return (
    `<defs><pattern id="${id}" x="${n(x + 10)}" y="${n(y + top)}" width="${n(cellW)}" height="40" patternUnits="userSpaceOnUse">` +
    rect(4, 0, cellW - 8, 28, glass, 3) +
    '</pattern></defs>' +
    rect(x, y, w, h, frame, 6) +
    rect(x + 10, y + top, w - 20, rows * 40, `url(#${id})`)
  )
}

/** The brand's mark: a blue shield with a saffron tick. */
const emblem = (cx: number, cy: number, size: number) =>
  path(
    SHIELD(cx, cy - size / 2, size * 0.84, size),
    MID,
    ` stroke="${WHITE}" stroke-width="${n(size * 0.06)}"`,
  ) +
  line(
    d`M${cx - size * 0.2} ${cy}l${size * 0.14} ${size * 0.14} ${size * 0.26} ${-size * 0.28}`,
    SAFFRON,
    size * 0.1,
  )

// ---------------------------------------------------------------------------------------------------------------
// Heroes (1280×480)

/** Small lit windows for the far towers of a skyline (`windows` below). */
const FAR_WINDOWS = `<pattern id="windows" width="18" height="22" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="10" rx="1" fill="${WHITE}" opacity=".7"/></pattern>`

/** A row of simple towers along a baseline; with `windows`, lit by the FAR_WINDOWS pattern. */
function skyline(
  baseY: number,
  towers: [x: number, w: number, h: number][],
  fill: string,
  windows = false,
): string {
  let out = ''
  for (const [x, w, h] of towers) {
    out += rect(x, baseY - h, w, h, fill, 3)
    if (windows) out += rect(x + 8, baseY - h + 12, w - 16, h - 24, 'url(#windows)')
  }
  return out
}

function heroHome(title: string): string {
  const defs = vertical('sky', '#cfe3fa', '#f5f9ff') + vertical('shield', '#e3efff', '#bcd6f5') + FAR_WINDOWS
  const father: TPerson = {
    x: 735,
    y: 440,
    scale: 2.75,
    kind: 'man',
    skin: SKIN[0],
    hair: HAIR,
    top: SAFFRON,
    legs: NAVY,
    right: [24, -56, 26, -47],
  }
  const mother: TPerson = {
    x: 945,
    y: 440,
    scale: 2.6,
    kind: 'woman',
    hairStyle: 'bun',
    skin: SKIN[1],
    hair: HAIR,
    top: ORANGE,
    legs: CREAM,
    trim: SAFFRON,
    shoes: '#7a3b16',
    left: [-24, -56, -26, -47],
    extra: path('M-14 -70Q0 -60 14 -70L15 -63Q0 -52 -15 -63Z', SAFFRON),
  }
  const child: TPerson = {
    x: 840,
    y: 440,
    scale: 1.55,
    kind: 'girl',
    hairStyle: 'bob',
    skin: SKIN[4],
    hair: HAIR,
    top: LEAF,
    legs: SKIN[4],
    shoes: MID,
    left: [-22, -72, -28, -90],
    right: [22, -72, 28, -90],
  }
  const body =
    rect(0, 0, 1280, 480, 'url(#sky)') +
    circle(1120, 110, 54, '#ffd97a') +
    cloud(150, 120, 150) +
    cloud(470, 80, 110) +
    cloud(1050, 190, 130) +
    skyline(
      430,
      [
        [20, 70, 210],
        [100, 56, 150],
        [170, 90, 260],
        [275, 60, 180],
        [345, 80, 230],
        [440, 64, 160],
        [1100, 70, 220],
        [1180, 90, 160],
      ],
      '#b7d2f0',
      true,
    ) +
    skyline(
      430,
      [
        [60, 80, 120],
        [220, 70, 140],
        [330, 50, 100],
        [395, 90, 130],
        [1040, 60, 120],
        [1140, 80, 100],
      ],
      '#98bde6',
    ) +
    path('M0 428Q640 400 1280 428V480H0Z', '#bfe0b0') +
    tree(520, 440, 150) +
    tree(1210, 445, 120) +
    path(
      SHIELD(840, 36, 400, 418),
      'url(#shield)',
      ` stroke="${MID}" stroke-width="14" stroke-linejoin="round"`,
    ) +
    path(SHIELD(840, 62, 340, 366), 'none', ` stroke="${WHITE}" stroke-width="4" opacity=".8"`) +
    `<ellipse cx="840" cy="442" rx="200" ry="12" fill="${NAVY}" opacity=".12"/>` +
    person(father) +
    person(mother) +
    person(child) +
    circle(840, 98, 30, SAFFRON) +
    line('M826 98l10 10 18-20', WHITE, 7)
  return svg(1280, 480, title, body, defs)
}

/** A pointed leaf from (x, y), `length` long, turned by `angle` degrees (0 points right). */
const leaf = (x: number, y: number, length: number, angle: number, fill = LEAF) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">` +
  path(
    d`M0 0C${length * 0.3} ${-length * 0.36} ${length * 0.72} ${-length * 0.34} ${length} 0C${length * 0.72} ${length * 0.34} ${length * 0.3} ${length * 0.36} 0 0Z`,
    fill,
  ) +
  line(d`M${length * 0.12} 0H${length * 0.8}`, '#a5d6a7', length * 0.04) +
  '</g>'

function heroBenefits(title: string): string {
  const defs = vertical('sky', '#d9ecfb', '#f3faf5')
  const hand = (skin: string, shade: string) =>
    // Sleeve and cuff, coming in from the lower right.
    path('M1290 410L1080 352L1052 446L1290 508Z', MID) +
    path('M1092 356L1070 350L1042 444L1064 450Z', WHITE) +
    // Palm and fingers, the fingertips curling up at the left.
    path(
      'M1076 360C1030 366 990 390 960 394L820 396C792 396 772 382 754 372C736 364 720 376 728 394C738 422 772 448 822 456C900 470 1000 466 1060 450Z',
      skin,
    ) +
    line('M742 400C760 418 790 430 826 436M754 384C770 398 794 408 828 414', shade, 5)
  const thumb = (skin: string, shade: string) =>
    path('M1010 412C982 382 944 366 908 366C888 368 886 388 904 392C932 398 958 410 978 432Z', skin) +
    line('M914 382C936 386 958 396 978 412', shade, 4)
  const body =
    rect(0, 0, 1280, 480, 'url(#sky)') +
    circle(880, 250, 175, '#fff0c2') +
    cloud(110, 110, 150) +
    cloud(420, 70, 110) +
    cloud(1090, 120, 120) +
    path('M0 440Q320 410 700 436T1280 430V480H0Z', '#cde8c4') +
    coinStack(330, 446, 74, 3) +
    coinStack(420, 446, 74, 5) +
    coinStack(510, 446, 74, 7) +
    coinStack(600, 446, 74, 10) +
    line('M290 356L380 324L470 294L570 236L624 206', MID, 8, ' stroke-dasharray="2 18"') +
    path('M647 193L624 226L607 196Z', MID) +
    hand(SKIN[1], '#a8704a') +
    // Soil in the palm, and the plant growing out of it.
    path('M784 398C800 358 960 352 992 398Z', '#7a4e2d') +
    circle(840, 384, 4, '#5d3b22') +
    circle(930, 380, 4, '#5d3b22') +
    line('M880 372C874 320 892 270 880 196', GREEN, 9) +
    leaf(878, 336, 78, -160) +
    leaf(882, 300, 90, -24) +
    leaf(880, 252, 96, -150, GREEN) +
    leaf(884, 218, 84, -34) +
    leaf(880, 200, 52, -112, LIME) +
    leaf(880, 200, 52, -68, LIME) +
    thumb(SKIN[1], '#a8704a') +
    coin(720, 240, 26) +
    coin(1050, 210, 32) +
    coin(1010, 300, 18)
  return svg(1280, 480, title, body, defs)
}

function heroCompany(title: string): string {
  const defs = vertical('sky', '#d3e6fb', '#f5f9ff') + FAR_WINDOWS
  const body =
    rect(0, 0, 1280, 480, 'url(#sky)') +
    cloud(90, 110, 140) +
    cloud(380, 70, 100) +
    cloud(1110, 90, 120) +
    skyline(
      440,
      [
        [30, 80, 190],
        [130, 60, 140],
        [210, 90, 230],
        [320, 70, 160],
        [410, 60, 200],
        [1130, 80, 170],
        [1220, 60, 120],
      ],
      '#c4dbf3',
      true,
    ) +
    office('wing', 560, 240, 150, 200, '#4f86c9', '#cfe4fa') +
    office('tower', 680, 40, 240, 400, BLUE, '#8fc1f2', 124) +
    office('block', 900, 150, 200, 290, '#2f6fb7', '#b9d9f8') +
    emblem(800, 82, 60) +
    rect(752, 356, 96, 84, '#d5eaff', 4) +
    line('M800 356V440', BLUE, 4) +
    rect(736, 344, 128, 14, SAFFRON, 4) +
    path('M0 436H1280V480H0Z', '#d7e7c9') +
    rect(0, 440, 1280, 8, '#c2d8b2') +
    tree(520, 448, 130) +
    tree(1165, 448, 120) +
    `<ellipse cx="820" cy="466" rx="300" ry="10" fill="${NAVY}" opacity=".14"/>` +
    person({
      x: 625,
      y: 466,
      scale: 1.9,
      kind: 'woman',
      hairStyle: 'long',
      skin: SKIN[1],
      hair: HAIR,
      top: ORANGE,
      legs: NAVY,
      trim: SAFFRON,
      left: [-20, -66, -24, -92],
    }) +
    person({
      x: 735,
      y: 468,
      scale: 2,
      kind: 'man',
      skin: SKIN[0],
      hair: HAIR,
      top: WHITE,
      legs: '#37474f',
      right: [20, -58, 19, -48],
      extra: rect(14, -50, 22, 16, '#6d4427', 3) + line('M20 -50v-4h10v4', '#5d3b22', 2),
    }) +
    person({
      x: 935,
      y: 468,
      scale: 1.95,
      kind: 'woman',
      hairStyle: 'bun',
      skin: SKIN[3],
      hair: HAIR,
      top: LEAF,
      legs: CREAM,
      trim: SAFFRON,
      shoes: '#7a3b16',
      right: [22, -66, 8, -60],
      extra: rect(-2, -70, 16, 20, WHITE, 2),
    }) +
    person({
      x: 1045,
      y: 466,
      scale: 1.9,
      kind: 'man',
      hairStyle: 'bald',
      skin: SKIN[2],
      hair: HAIR,
      top: SAFFRON,
      legs: NAVY,
      glasses: true,
    })
  return svg(1280, 480, title, body, defs)
}

const tick = (cx: number, cy: number, size: number, colour = WHITE) =>
  line(
    d`M${cx - size * 0.45} ${cy}l${size * 0.3} ${size * 0.3} ${size * 0.6} ${-size * 0.6}`,
    colour,
    size * 0.22,
  )

function heroServices(title: string): string {
  const defs = vertical('sky', '#d6e8fc', '#f6faff')
  const documentPaper =
    `<g transform="rotate(-8 650 260)">` +
    path('M560 110H710L750 150V410H560Z', WHITE, ` stroke="${PALE}" stroke-width="3"`) +
    path('M710 110V150H750Z', '#c7dcf3') +
    rect(584, 136, 90, 16, MID, 4) +
    [176, 204, 232, 260, 288].map((y) => rect(584, y, y === 288 ? 90 : 140, 10, '#d5dfeb', 5)).join('') +
    line('M588 352q14 -22 26 -4t24 -6 20 2', NAVY, 3) +
    circle(706, 350, 26, SAFFRON) +
    circle(706, 350, 17, DEEP) +
    path('M692 370L686 400L700 392L706 404L712 374Z', ORANGE) +
    '</g>'
  const phone =
    rect(770, 30, 200, 420, NAVY, 32) +
    rect(783, 60, 174, 360, WHITE, 16) +
    rect(846, 42, 48, 8, '#2c5a8e', 4) +
    rect(783, 60, 174, 56, MID, 16) +
    rect(783, 96, 174, 20, MID) +
    circle(812, 88, 14, '#9cc6f5') +
    rect(836, 80, 80, 10, '#9cc6f5', 5) +
    circle(870, 206, 56, LEAF) +
    tick(870, 206, 60) +
    rect(812, 286, 116, 12, '#d5dfeb', 6) +
    rect(830, 310, 80, 10, '#d5dfeb', 5) +
    rect(810, 356, 120, 38, SAFFRON, 19) +
    rect(850, 372, 40, 6, WHITE, 3, ' opacity=".9"')
  const bubble =
    path(
      'M1000 70H1120Q1136 70 1136 86V126Q1136 142 1120 142H1040L1020 160L1024 142H1000Q984 142 984 126V86Q984 70 1000 70Z',
      WHITE,
      ` stroke="${PALE}" stroke-width="3"`,
    ) +
    circle(1030, 106, 9, SKY) +
    circle(1060, 106, 9, SKY) +
    circle(1090, 106, 9, SKY)
  const body =
    rect(0, 0, 1280, 480, 'url(#sky)') +
    circle(860, 250, 215, '#c8dff9', ' opacity=".8"') +
    cloud(120, 120, 140) +
    cloud(400, 80, 100) +
    `<ellipse cx="860" cy="458" rx="330" ry="12" fill="${NAVY}" opacity=".12"/>` +
    documentPaper +
    phone +
    bubble +
    // A calendar and a shield: dues remembered, cover kept.
    rect(470, 300, 70, 66, WHITE, 8, ` stroke="${PALE}" stroke-width="3"`) +
    rect(470, 300, 70, 18, ORANGE, 8) +
    rect(470, 310, 70, 8, ORANGE) +
    (
      [
        [484, 332],
        [502, 332],
        [520, 332],
        [484, 348],
        [502, 348],
      ] as const
    )
      .map(([x, y]) => rect(x, y, 10, 8, '#c7d3e0', 2))
      .join('') +
    rect(518, 346, 14, 12, LEAF, 3) +
    emblem(500, 200, 64) +
    person({
      x: 1090,
      y: 462,
      scale: 2.7,
      kind: 'woman',
      hairStyle: 'bun',
      skin: SKIN[1],
      hair: HAIR,
      top: SAFFRON,
      legs: NAVY,
      trim: ORANGE,
      shoes: INK,
      left: [-26, -72, -40, -82],
    })
  return svg(1280, 480, title, body, defs)
}

// ---------------------------------------------------------------------------------------------------------------
// Cards (640×360)

function term(title: string): string {
  const defs = vertical('bg', '#d9eafc', '#f4f9ff')
  const silhouette = { skin: NAVY, hair: NAVY, top: NAVY, legs: NAVY, shoes: NAVY, face: false }
  let rain = ''
  for (const [x, y] of [
    [60, 60],
    [110, 140],
    [70, 230],
    [150, 40],
    [520, 50],
    [580, 130],
    [540, 220],
    [600, 40],
    [40, 310],
    [610, 290],
    [130, 280],
    [500, 300],
  ] as const)
    rain += line(`M${x} ${y}l-6 16`, SKY, 5)
  const canopy =
    path(
      'M150 150Q150 40 320 34Q490 40 490 150Q447 128 405 150Q362 128 320 150Q277 128 235 150Q192 128 150 150Z',
      MID,
    ) +
    path('M320 34Q262 60 235 150Q277 128 320 150Q362 128 405 150Q378 60 320 34Z', SAFFRON) +
    path('M320 34Q300 70 290 142Q305 134 320 150Q335 134 350 142Q340 70 320 34Z', DEEP) +
    rect(316, 18, 8, 20, NAVY, 4)
  const body =
    rect(0, 0, 640, 360, 'url(#bg)') +
    rain +
    `<ellipse cx="320" cy="336" rx="190" ry="10" fill="${NAVY}" opacity=".15"/>` +
    line('M320 150V222q0 16 -14 16q-12 0 -12 -12', NAVY, 7) +
    canopy +
    person({ ...silhouette, x: 262, y: 334, scale: 1.72, kind: 'man', right: [32, -62, 33, -78] }) +
    person({
      ...silhouette,
      x: 398,
      y: 334,
      scale: 1.6,
      kind: 'woman',
      hairStyle: 'bun',
      left: [-24, -56, -28, -48],
    }) +
    person({
      ...silhouette,
      x: 326,
      y: 334,
      scale: 0.98,
      kind: 'boy',
      left: [-18, -50, -20, -40],
      right: [22, -62, 28, -76],
    })
  return svg(640, 360, title, body, defs)
}

const PINK = '#f3a5bb'
const ROSE = '#e27a98'

function savings(title: string): string {
  const defs = vertical('bg', '#fff3da', '#fffaf0')
  const piggy =
    // Tail, legs, then the body over them.
    line('M178 218q-22 -6 -20 -22q2 -12 13 -8q8 4 -2 12q-10 6 -22 0', ROSE, 6) +
    rect(206, 270, 34, 48, ROSE, 12) +
    rect(338, 270, 34, 48, ROSE, 12) +
    `<ellipse cx="290" cy="225" rx="122" ry="88" fill="${PINK}"/>` +
    rect(244, 278, 34, 44, PINK, 12) +
    rect(300, 280, 34, 42, PINK, 12) +
    path('M322 150C322 126 334 110 352 104C358 124 352 142 340 156Z', ROSE) +
    path('M340 158C342 132 356 112 382 104C388 130 380 152 362 168Z', PINK) +
    path('M350 154C354 136 362 124 376 116C378 134 372 148 362 158Z', ROSE) +
    `<ellipse cx="248" cy="180" rx="52" ry="28" fill="${WHITE}" opacity=".3"/>` +
    `<ellipse cx="410" cy="232" rx="24" ry="30" fill="${ROSE}"/>` +
    `<ellipse cx="404" cy="224" rx="4" ry="7" fill="#b24f6c"/><ellipse cx="418" cy="224" rx="4" ry="7" fill="#b24f6c"/>` +
    circle(372, 196, 7, INK) +
    circle(374, 194, 2, WHITE) +
    line('M362 262q10 8 22 2', '#b24f6c', 4) +
    rect(262, 140, 64, 11, '#b24f6c', 5.5) +
    // A coin on its way into the slot.
    `<ellipse cx="294" cy="104" rx="13" ry="26" fill="${DEEP}"/><ellipse cx="297" cy="104" rx="10" ry="22" fill="${SAFFRON}"/>`
  const body =
    rect(0, 0, 640, 360, 'url(#bg)') +
    path('M40 300L150 250L250 262L360 170L440 186L560 70V360H40Z', '#fde3a7', ' opacity=".7"') +
    line('M40 300L150 250L250 262L360 170L440 186L560 70', MID, 9) +
    path('M536 62L584 48L574 98Z', MID) +
    `<ellipse cx="330" cy="324" rx="250" ry="10" fill="${ORANGE}" opacity=".12"/>` +
    piggy +
    coinStack(476, 326, 64, 5) +
    coinStack(552, 326, 64, 8) +
    coin(560, 140, 26) +
    coin(96, 110, 22)
  return svg(640, 360, title, body, defs)
}

function ulip(title: string): string {
  const defs = vertical('bg', '#e3effd', '#f7fbff')
  const bars: [number, number][] = [
    [120, 70],
    [180, 110],
    [240, 95],
    [300, 150],
    [360, 185],
    [420, 230],
  ]
  let chart = ''
  for (const [index, [x, h]] of bars.entries()) chart += rect(x, 300 - h, 40, h, index % 2 ? MID : SKY, 6)
  const body =
    rect(0, 0, 640, 360, 'url(#bg)') +
    rect(80, 40, 430, 290, WHITE, 18) +
    rect(80, 40, 430, 290, 'none', 18, ` stroke="${PALE}" stroke-width="4"`) +
    line('M110 300H486', '#9fb7d3', 4) +
    chart +
    line('M140 200L200 168L260 180L320 128L380 104L440 58', DEEP, 8) +
    path('M424 48L462 40L452 78Z', DEEP) +
    (
      [
        [140, 200],
        [200, 168],
        [260, 180],
        [320, 128],
        [380, 104],
      ] as const
    )
      .map(([x, y]) => circle(x, y, 9, WHITE, ` stroke="${DEEP}" stroke-width="5"`))
      .join('') +
    // The magnifier, its glass over the latest bars.
    line('M514 248L572 306', NAVY, 30) +
    line('M522 256L566 298', SAFFRON, 18) +
    circle(452, 186, 74, WHITE, ' opacity=".45"') +
    circle(452, 186, 74, 'none', ` stroke="${NAVY}" stroke-width="16"`) +
    line('M404 160a56 56 0 0 1 40 -38', WHITE, 8, ' opacity=".9"') +
    coin(90, 300, 30)
  return svg(640, 360, title, body, defs)
}

function retirement(title: string): string {
  const defs =
    vertical('dusk', '#f4a259', '#fcd9a0') +
    `<radialGradient id="sun"><stop offset=".6" stop-color="#fff4cf"/><stop offset="1" stop-color="#fff4cf" stop-opacity="0"/></radialGradient>`
  // The couple, seen from behind, sit on the bench looking at the sun; she leans on his shoulder.
  const couple =
    // Him: shoulders, then the back of his head: grey hair round a bald crown, and his ears.
    path('M262 282V236Q262 206 300 204Q338 206 338 236V282Z', MID) +
    rect(291, 186, 18, 22, SKIN[0]) +
    circle(273, 174, 6, SKIN[0]) +
    circle(327, 174, 6, SKIN[0]) +
    circle(300, 170, 26, GREY_HAIR) +
    `<ellipse cx="300" cy="157" rx="17" ry="12" fill="${SKIN[0]}"/>` +
    // Her: a saffron shawl, grey hair in a bun, head tilted towards him.
    path('M342 282V244Q342 214 376 212Q410 214 410 244V282Z', ORANGE) +
    path('M338 248Q376 226 414 248L412 262Q376 242 340 262Z', SAFFRON) +
    `<g transform="rotate(-14 372 186)">` +
    circle(372, 186, 24, GREY_HAIR) +
    circle(372, 156, 11, GREY_HAIR) +
    line('M356 194Q372 202 388 194', '#b8bfc7', 3) +
    '</g>' +
    // His arm round her shoulders.
    line('M330 222Q360 214 392 228', MID, 14)
  const bench =
    rect(232, 240, 208, 14, '#8d5a33', 5) +
    rect(232, 262, 208, 14, '#8d5a33', 5) +
    rect(226, 286, 220, 14, '#7a4e2d', 5) +
    rect(244, 300, 12, 36, '#5d3b22', 3) +
    rect(416, 300, 12, 36, '#5d3b22', 3)
  const body =
    rect(0, 0, 640, 360, 'url(#dusk)') +
    circle(470, 236, 110, 'url(#sun)') +
    circle(470, 236, 58, '#ffe9a8') +
    path('M0 262Q160 232 320 252T640 240V360H0Z', '#e8a35a', ' opacity=".55"') +
    path('M0 300Q200 280 400 296T640 288V360H0Z', '#6f9a3e') +
    line('M470 90l10 8 10 -8M506 70l8 6 8 -6', '#8a5a3b', 3) +
    // The tree, its crown over the bench.
    path('M128 336L134 160Q136 140 146 130L152 136Q144 150 146 170L152 336Z', '#6d4427') +
    line('M146 196Q190 170 230 166', '#6d4427', 9) +
    circle(120, 96, 70, GREEN) +
    circle(196, 120, 60, LEAF) +
    circle(250, 150, 42, GREEN) +
    circle(70, 150, 48, LEAF) +
    circle(160, 60, 46, LEAF) +
    circle(150, 110, 30, LIME, ' opacity=".5"') +
    couple +
    bench +
    // A walking stick against the bench's end.
    line('M470 336L486 232q2 -12 12 -10q8 2 6 10', '#5d3b22', 7)
  return svg(640, 360, title, body, defs)
}

/** A closed book lying flat, seen from the side: cover, pages, spine band. */
const book = (x: number, y: number, w: number, h: number, cover: string) =>
  rect(x, y, w, h, cover, 5) +
  rect(x + 10, y + h * 0.22, w - 14, h * 0.56, '#fdf8ee', 2) +
  line(d`M${x + 14} ${y + h / 2}H${x + w - 8}`, '#e4d9c4', 2) +
  rect(x + w * 0.14, y, 8, h, WHITE, 0, ' opacity=".35"')

/** A four-pointed saffron sparkle, `r` from its centre to a point. */
const sparkle = (x: number, y: number, r: number) =>
  path(
    d`M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z`,
    SAFFRON,
  )

function child(title: string): string {
  const defs = vertical('bg', '#fff1d6', '#fffaf1')
  const cap =
    path('M-6 -96V-88Q0 -85 6 -88V-96Z', NAVY) +
    path('M-13 -92V-84Q0 -78 13 -84V-92Z', NAVY) +
    path('M-26 -96L0 -106L26 -96L0 -87Z', BLUE) +
    line('M0 -97L20 -95V-80', SAFFRON, 2) +
    rect(17.5, -82, 5, 8, SAFFRON, 2)
  const diploma =
    `<g transform="rotate(-55 33 -100)">` +
    rect(14, -106, 44, 12, '#fdf8ee', 6) +
    circle(52, -100, 6, '#e9dcc0') +
    rect(24, -107, 6, 14, ORANGE) +
    '</g>' +
    circle(33, -100, 3.4, SKIN[3])
  const kid = person({
    x: 390,
    y: 336,
    scale: 2.7,
    kind: 'boy',
    skin: SKIN[3],
    hair: HAIR,
    top: MID,
    legs: NAVY,
    shoes: INK,
    left: [-20, -52, -20, -40],
    right: [28, -70, 33, -100],
    extra: cap + diploma,
  })
  const body =
    rect(0, 0, 640, 360, 'url(#bg)') +
    circle(390, 150, 120, '#ffe2a6', ' opacity=".7"') +
    `<ellipse cx="330" cy="336" rx="240" ry="10" fill="${ORANGE}" opacity=".12"/>` +
    book(90, 292, 200, 44, MID) +
    book(108, 250, 168, 42, SAFFRON) +
    book(96, 210, 184, 40, LEAF) +
    book(118, 172, 150, 38, ORANGE) +
    // An apple on the books, and a few stars.
    path(
      'M193 172C170 172 166 146 176 136C184 128 192 132 197 134C202 132 210 128 218 136C228 146 224 172 201 172Z',
      '#e53935',
    ) +
    line('M197 134Q196 124 200 118', '#6d4427', 4) +
    path('M200 124Q210 110 222 116Q212 128 200 124Z', LEAF) +
    kid +
    sparkle(520, 90, 14) +
    sparkle(560, 190, 9) +
    sparkle(80, 110, 10) +
    sparkle(486, 40, 8)
  return svg(640, 360, title, body, defs)
}

function groupCard(title: string): string {
  const defs = vertical('bg', '#dcebfb', '#f5f9ff')
  const body =
    rect(0, 0, 640, 360, 'url(#bg)') +
    cloud(60, 70, 110) +
    cloud(500, 50, 90) +
    office('tower', 150, 40, 230, 300, BLUE, '#8fc1f2') +
    office('block', 372, 110, 150, 230, '#2f6fb7', '#b9d9f8') +
    rect(230, 270, 70, 70, '#cfe6fb', 4) +
    line('M265 270V340', BLUE, 4) +
    emblem(265, 245, 34) +
    tree(90, 340, 120) +
    tree(565, 340, 110) +
    rect(0, 330, 640, 30, '#cfe0c3') +
    `<ellipse cx="320" cy="346" rx="230" ry="9" fill="${NAVY}" opacity=".15"/>` +
    person({
      x: 420,
      y: 344,
      scale: 1.5,
      kind: 'woman',
      hairStyle: 'bun',
      skin: SKIN[1],
      hair: HAIR,
      top: LEAF,
      legs: CREAM,
      trim: SAFFRON,
      shoes: '#7a3b16',
    }) +
    person({
      x: 220,
      y: 344,
      scale: 1.55,
      kind: 'man',
      skin: SKIN[3],
      hair: HAIR,
      top: '#eceff1',
      legs: '#455a64',
      right: [20, -66, 24, -90],
    }) +
    person({
      x: 160,
      y: 346,
      scale: 1.45,
      kind: 'woman',
      hairStyle: 'long',
      skin: SKIN[4],
      hair: HAIR,
      top: ORANGE,
      legs: NAVY,
      trim: SAFFRON,
    }) +
    person({
      x: 320,
      y: 348,
      scale: 1.62,
      kind: 'man',
      skin: SKIN[2],
      hair: HAIR,
      top: SAFFRON,
      legs: NAVY,
    }) +
    person({
      x: 490,
      y: 348,
      scale: 1.58,
      kind: 'man',
      hairStyle: 'bald',
      skin: SKIN[0],
      hair: HAIR,
      top: MID,
      legs: '#37474f',
      glasses: true,
    })
  return svg(640, 360, title, body, defs)
}

// ---------------------------------------------------------------------------------------------------------------

/** What each picture shows, in words: the alt text of its Media and the <title> inside the file. */
export const ILLUSTRATION_ALT: Record<TIllustration, string> = {
  heroHome: 'Illustration: a family of three holding hands in front of a blue shield, a city behind them',
  heroBenefits: 'Illustration: a hand holding a growing plant, with stacks of coins beside it',
  heroCompany: 'Illustration: colleagues in front of a modern office building',
  heroServices: 'Illustration: a mobile phone showing a green tick beside a policy document',
  term: 'Illustration: a family of three sheltering under an umbrella in the rain',
  savings: 'Illustration: a piggy bank beside stacks of coins and a rising line',
  ulip: 'Illustration: a rising bar chart and line seen through a magnifying glass',
  retirement: 'Illustration: an older couple on a park bench under a tree at sunset',
  child: 'Illustration: a child in a graduation cap holding a diploma beside a stack of books',
  group: 'Illustration: a group of colleagues standing together in front of their office',
}

const DRAWINGS: Record<TIllustration, (title: string) => string> = {
  heroHome,
  heroBenefits,
  heroCompany,
  heroServices,
  term,
  savings,
  ulip,
  retirement,
  child,
  group: groupCard,
}

/** Each picture as SVG text, titled with its alt text. */
export const ILLUSTRATIONS = Object.fromEntries(
  ILLUSTRATION_KEYS.map((key) => [key, DRAWINGS[key](ILLUSTRATION_ALT[key])]),
) as Record<TIllustration, string>
