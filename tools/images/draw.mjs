// Writes the illustration SVGs in this folder (flat vector scenes with simple
// faces). Run: node tools/images/draw.mjs && node tools/images/make-images.mjs
// Each scene is original artwork; swap any output JPEG for a photo of the same name.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const here = path.dirname(fileURLToPath(import.meta.url));

export const SKIN = ["#f2cba8", "#e3ad86", "#c98d62", "#a36b48", "#7d4e33", "#5e3b28"];
const INK = "#2b2220";

function darken(hex, f = 0.82) {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * f));
  return "#" + c.map((v) => v.toString(16).padStart(2, "0")).join("");
}

/** A head at 0,0 with radius 42; `look` shifts the features left/right (-1..1). */
function head({ skin, hair = "#3a2a20", style = "short", look = 0, glasses = false, beard = null, bow = 0, smile = true }) {
  const fx = look * 12;
  let back = "", front = "";
  if (style === "long") back = `<path d="M-46 -6 Q-50 -58 0 -58 Q50 -58 46 -6 L50 60 Q0 72 -50 60 Z" fill="${hair}"/>`;
  if (style === "bun") back = `<circle cx="${-fx * 1.5}" cy="-52" r="20" fill="${hair}"/>`;
  if (style === "short" || style === "bun" || style === "long")
    front = `<path d="M-43 -4 Q-46 -50 0 -50 Q46 -50 43 -4 Q38 -28 ${12 + fx} -30 Q-20 -34 -43 -4 Z" fill="${hair}"/>`;
  if (style === "curly")
    front = [-30, -12, 8, 26].map((x, i) => `<circle cx="${x}" cy="${-36 - (i % 2) * 6}" r="20" fill="${hair}"/>`).join("") +
      `<circle cx="-38" cy="-14" r="12" fill="${hair}"/><circle cx="38" cy="-14" r="12" fill="${hair}"/>`;
  if (style === "balding")
    front = `<path d="M-44 6 Q-46 -26 -32 -30 Q-36 -8 -36 10 Z M44 6 Q46 -26 32 -30 Q36 -8 36 10 Z" fill="${hair}"/><path d="M-30 -34 Q0 -46 30 -34 Q0 -40 -30 -34Z" fill="${hair}" opacity="0.6"/>`;
  if (style === "cap")
    front = `<path d="M-44 -8 Q-44 -54 0 -54 Q44 -54 44 -8 Z" fill="${hair}"/><path d="M${look >= 0 ? "20 -12 L74 -8 L40 -2" : "-20 -12 L-74 -8 L-40 -2"} Z" fill="${hair}"/>`;
  const ey = -2 + bow * 8;
  const eyes = bow > 0.5
    ? `<path d="M${-16 + fx} ${ey} q6 4 12 0 M${6 + fx} ${ey} q6 4 12 0" stroke="${INK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
    : `<ellipse cx="${-13 + fx}" cy="${ey}" rx="4.2" ry="5" fill="${INK}"/><ellipse cx="${13 + fx}" cy="${ey}" rx="4.2" ry="5" fill="${INK}"/>`;
  const brows = `<path d="M${-22 + fx} ${ey - 12} q9 -5 17 0 M${5 + fx} ${ey - 12} q9 -5 17 0" stroke="${style === "balding" || hair === "none" ? "#8a8580" : hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const nose = `<path d="M${fx + look * 4} ${ey + 4} q${4 + look * 3} 10 -2 13" stroke="${darken(skin, 0.78)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  const mouth = smile
    ? `<path d="M${-10 + fx} ${ey + 24} q10 8 20 0" stroke="${darken(skin, 0.55)}" stroke-width="3.8" fill="none" stroke-linecap="round"/>`
    : `<path d="M${-8 + fx} ${ey + 26} h16" stroke="${darken(skin, 0.55)}" stroke-width="3.8" stroke-linecap="round"/>`;
  const cheeks = `<circle cx="${-22 + fx}" cy="${ey + 15}" r="6" fill="#e07a6a" opacity="0.18"/><circle cx="${22 + fx}" cy="${ey + 15}" r="6" fill="#e07a6a" opacity="0.18"/>`;
  const beardP = beard ? `<path d="M-36 8 Q-34 46 0 50 Q34 46 36 8 Q30 30 ${fx} 28 Q-30 30 -36 8 Z" fill="${beard}"/>` : "";
  const gl = glasses ? `<g stroke="#3a3a44" stroke-width="3" fill="#ffffff" fill-opacity="0.12"><circle cx="${-13 + fx}" cy="${ey}" r="11"/><circle cx="${13 + fx}" cy="${ey}" r="11"/><path d="M${-2 + fx} ${ey} h4"/></g>` : "";
  return `${back}<ellipse cx="${-42 + fx * 0.3}" cy="4" rx="8" ry="11" fill="${darken(skin, 0.92)}"/><ellipse cx="${42 + fx * 0.3}" cy="4" rx="8" ry="11" fill="${darken(skin, 0.92)}"/><ellipse cx="0" cy="0" rx="42" ry="46" fill="${skin}"/>${beardP}${front}${cheeks}${brows}${eyes}${nose}${mouth}${gl}`;
}

/**
 * A person. x,y = feet (standing) or seat (sitting); s = scale (1 ≈ 340 px tall standing).
 * pose: stand | walk | sit (facing front; legs hidden if behind a table) | bust (head and shoulders only)
 * arms: down | forward (hands out in front, e.g. on a table) | hold (one raised) | fold (hands together)
 */
export function person(o) {
  const { x, y, s = 1, shirt = "#4f7aa8", pants = "#3d4656", pose = "stand", arms = "down", flip = false, collar = null, coat = null, tie = null } = o;
  const sh = shirt;
  let g = "";
  const torsoTop = -272, hip = -140;
  if (pose === "stand" || pose === "walk") {
    const a = pose === "walk" ? 9 : 0;
    g += `<g transform="rotate(${-a} -20 ${hip})"><rect x="-40" y="${hip - 10}" width="38" height="150" rx="16" fill="${pants}"/><ellipse cx="-16" cy="0" rx="28" ry="12" fill="#2e2a2a"/></g>`;
    g += `<g transform="rotate(${a} 20 ${hip})"><rect x="2" y="${hip - 10}" width="38" height="150" rx="16" fill="${darken(pants, 0.9)}"/><ellipse cx="26" cy="0" rx="28" ry="12" fill="#2e2a2a"/></g>`;
  } else if (pose === "sitside") {
    // seated, turned a little toward +x: thighs forward, shins down, chair seat visible
    const P = darken(pants, 0.9);
    g += `<rect x="-78" y="${hip + 34}" width="150" height="22" rx="8" fill="${o.chairColor ?? "#7c5a43"}"/><rect x="-70" y="${hip + 56}" width="14" height="94" fill="${darken(o.chairColor ?? "#7c5a43", 0.7)}"/>`;
    g += `<rect x="-50" y="${hip - 18}" width="170" height="54" rx="24" fill="${P}"/><rect x="86" y="${hip + 6}" width="38" height="144" rx="16" fill="${P}"/><ellipse cx="120" cy="${hip + 148}" rx="32" ry="12" fill="#2e2a2a"/>`;
    g += `<rect x="-56" y="${hip - 10}" width="190" height="56" rx="24" fill="${pants}"/><rect x="104" y="${hip + 16}" width="40" height="134" rx="16" fill="${pants}"/><ellipse cx="142" cy="${hip + 148}" rx="32" ry="12" fill="#2e2a2a"/>`;
  } else if (pose === "sit") {
    g += `<rect x="-54" y="${hip - 16}" width="108" height="52" rx="22" fill="${pants}"/>`;
    g += `<rect x="-52" y="${hip + 10}" width="40" height="135" rx="16" fill="${pants}"/><rect x="12" y="${hip + 10}" width="40" height="135" rx="16" fill="${darken(pants, 0.9)}"/>`;
    g += `<ellipse cx="-30" cy="${hip + 146}" rx="30" ry="12" fill="#2e2a2a"/><ellipse cx="34" cy="${hip + 146}" rx="30" ry="12" fill="#2e2a2a"/>`;
  }
  // torso
  const body = coat ?? sh;
  g += `<path d="M-62 ${torsoTop + 30} Q-62 ${torsoTop} -30 ${torsoTop} L30 ${torsoTop} Q62 ${torsoTop} 62 ${torsoTop + 30} L56 ${hip + 4} Q0 ${hip + 14} -56 ${hip + 4} Z" fill="${body}"/>`;
  if (coat) g += `<path d="M-22 ${torsoTop} L0 ${torsoTop + 60} L22 ${torsoTop} Z M-6 ${torsoTop + 50} L6 ${torsoTop + 50} L4 ${hip + 8} L-4 ${hip + 8} Z" fill="${sh}"/><path d="M-24 ${torsoTop} L-4 ${torsoTop + 70} L-2 ${hip + 8} M24 ${torsoTop} L4 ${torsoTop + 70} L2 ${hip + 8}" stroke="${darken(coat, 0.85)}" stroke-width="4" fill="none"/>`;
  if (tie) g += `<path d="M-6 ${torsoTop + 8} L6 ${torsoTop + 8} L8 ${torsoTop + 80} L0 ${torsoTop + 92} L-8 ${torsoTop + 80} Z" fill="${tie}"/>`;
  if (collar) g += `<path d="M-24 ${torsoTop} L0 ${torsoTop + 22} L24 ${torsoTop}" stroke="${collar}" stroke-width="8" fill="none" stroke-linejoin="round"/>`;
  // arms
  const arm = (side) => {
    const sx = side * 56, col = side < 0 ? body : darken(body, 0.92);
    const mode = typeof arms === "string" ? arms : arms[side < 0 ? 0 : 1];
    if (mode === "down" || mode === "swing") {
      const th = (mode === "down" ? -6 : -20) * side, L = 128, r = (th * Math.PI) / 180;
      const hx = sx - L * Math.sin(r), hy = torsoTop + 20 + L * Math.cos(r);
      return `<path d="M${sx} ${torsoTop + 26} L${hx} ${hy - 10}" stroke="${col}" stroke-width="34" stroke-linecap="round" fill="none"/><circle cx="${hx}" cy="${hy + 6}" r="17" fill="${o.skin}" />`;
    }
    if (mode === "forward") return `<path d="M${sx} ${torsoTop + 24} L${sx + side * 6} ${torsoTop + 118} L${side * 22} ${torsoTop + 150}" stroke="${col}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${side * 16}" cy="${torsoTop + 152}" r="18" fill="${o.skin}"/>`;
    if (mode === "fold") return `<path d="M${sx} ${torsoTop + 24} L${sx + side * 4} ${torsoTop + 110} L${side * 10} ${torsoTop + 96}" stroke="${col}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round" fill="none"/><ellipse cx="0" cy="${torsoTop + 84}" rx="16" ry="24" fill="${o.skin}"/>`;
    if (mode === "raise") return `<path d="M${sx} ${torsoTop + 24} L${sx + side * 40} ${torsoTop + 80} L${sx + side * 70} ${torsoTop + 20}" stroke="${col}" stroke-width="32" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${sx + side * 74}" cy="${torsoTop + 8}" r="18" fill="${o.skin}"/>`;
    if (mode === "to") { const [tx, ty] = o.to; return `<path d="M${sx} ${torsoTop + 24} L${sx + side * 30} ${torsoTop + 120} L${tx} ${ty}" stroke="${col}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`; }
    if (mode === "reach") return `<path d="M${sx} ${torsoTop + 24} L${sx + side * 50} ${torsoTop + 90} L${sx + side * 120} ${torsoTop + 70}" stroke="${col}" stroke-width="32" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${sx + side * 130}" cy="${torsoTop + 68}" r="18" fill="${o.skin}"/>`;
    if (mode === "shoulder") { const r = o.reach ?? 120; return `<path d="M${sx} ${torsoTop + 24} L${sx + side * r * 0.5} ${torsoTop + 40} L${sx + side * r} ${torsoTop + 10}" stroke="${col}" stroke-width="32" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="${sx + side * (r + 8)}" cy="${torsoTop + 8}" r="18" fill="${o.skin}"/>`; }
    return "";
  };
  g += arm(-1) + arm(1);
  if (o.stetho) g += `<path d="M-26 ${torsoTop + 2} Q-30 ${torsoTop + 80} -4 ${torsoTop + 96} M26 ${torsoTop + 2} Q30 ${torsoTop + 60} 18 ${torsoTop + 80}" stroke="#4a5563" stroke-width="5" fill="none"/><circle cx="18" cy="${torsoTop + 86}" r="9" fill="#8894a3"/>`;
  g += `<rect x="-16" y="${torsoTop - 26}" width="32" height="34" fill="${darken(o.skin, 0.9)}"/>`;
  g += `<g transform="translate(0 ${torsoTop - 58})">${head(o)}</g>`;
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}">${g}</g>`;
}

// ---- props
const mug = (x, y, s = 1, c = "#f4efe6") => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M26 -44 q26 0 26 18 q0 18 -26 18" stroke="${c}" stroke-width="8" fill="none"/><rect x="-28" y="-56" width="56" height="58" rx="8" fill="${c}"/><ellipse cx="0" cy="-56" rx="28" ry="7" fill="#6b4530"/></g>`;
const plant = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 0 L-32 -80 L32 -80 L40 0 Z" fill="#b8734d"/>${[[-60, -210, -20], [0, -250, 0], [55, -200, 20], [-30, -170, -35], [35, -150, 35]].map(([dx, dy, r]) => `<ellipse cx="${dx}" cy="${dy / 1.4}" rx="26" ry="70" fill="#5f8a5a" transform="rotate(${r} ${dx} ${dy / 1.4})"/>`).join("")}</g>`;
const win = (x, y, w, h, sky = ["#cfe3ef", "#f6e7c8"], frame = "#f5efe4", arch = false) => {
  const id = `w${x}${y}`;
  const shape = arch ? `M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z` : `M${x} ${y} h${w} v${h} h${-w} Z`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><path d="${shape}" fill="url(#${id})" stroke="${frame}" stroke-width="18"/><path d="M${x + w / 2} ${y + (arch ? 0 : 0)} V${y + h} M${x} ${y + h * 0.55} H${x + w}" stroke="${frame}" stroke-width="12"/>`;
};
const grad = (id, stops, v = true) => `<linearGradient id="${id}" x1="0" y1="0" x2="${v ? 0 : 1}" y2="${v ? 1 : 0}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("")}</linearGradient>`;
const svg = (w, h, body, defs = "") => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>\n`;
const frameArt = (x, y, w, h, c = "#8fae9c", paper = "#efe6d6") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paper}" stroke="#8a6a4c" stroke-width="10"/><path d="M${x + 14} ${y + h - 14} L${x + w * 0.4} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.65} L${x + w * 0.75} ${y + h * 0.5} L${x + w - 14} ${y + h - 14} Z" fill="${c}"/><circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${h * 0.1}" fill="#e8b96a"/>`;
const chair = (x, y, s = 1, c = "#8a5a3c") => `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-60" y="-330" width="120" height="200" rx="14" fill="${c}"/><rect x="-70" y="-150" width="140" height="26" rx="8" fill="${darken(c, 0.85)}"/><rect x="-62" y="-130" width="14" height="130" fill="${darken(c, 0.7)}"/><rect x="48" y="-130" width="14" height="130" fill="${darken(c, 0.7)}"/></g>`;

export const scenes = {};
const W = 2400, H = 1350, CW = 2000, CH = 1333;

// HOME: dawn over Phoenix; a grey-haired man walks with his daughter and grandson.
scenes["hero-home"] = () => {
  const defs = grad("sky", ["#4f6f95", "#7f93b0", "#c7a89a", "#efc79a"]) + `<radialGradient id="sun" cx="1900" cy="700" r="700" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.95"/><stop offset="0.25" stop-color="#ffd9a0" stop-opacity="0.5"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient>` + grad("ground", ["#c9a27a", "#a8825f"]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/><circle cx="1900" cy="720" r="90" fill="#fff1cf"/>`;
  // mountains (Camelback-like) and far range
  b += `<path d="M0 760 L220 690 L420 720 L640 640 L860 700 L1100 660 L1300 720 L1500 690 L1700 730 L2000 680 L2400 720 L2400 900 L0 900 Z" fill="#8f8aa6" opacity="0.8"/>`;
  b += `<path d="M0 820 Q200 700 380 760 Q470 640 620 700 Q760 770 900 800 L900 900 L0 900 Z" fill="#7b6f8c"/>`;
  // skyline
  const bl = [[980, 120, 90], [1080, 200, 70], [1160, 150, 60], [1230, 260, 80], [1320, 180, 70], [1400, 230, 60], [1470, 140, 90], [1570, 190, 60], [2100, 150, 80], [2190, 210, 60], [2260, 130, 90]];
  b += bl.map(([x, h, w]) => `<rect x="${x}" y="${830 - h}" width="${w}" height="${h + 10}" fill="#8a7f98"/>`).join("");
  b += `<path d="M0 840 Q600 800 1200 830 Q1800 860 2400 820 L2400 ${H} L0 ${H} Z" fill="url(#ground)"/>`;
  // palms
  const palm = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q-10 -200 10 -400" stroke="#6b5a4a" stroke-width="16" fill="none"/>${[-70, -30, 10, 50, 90, 140, 200].map((r) => `<path d="M10 -400 q60 -30 130 10 q-70 -10 -130 -10" fill="#5d7355" transform="rotate(${r} 10 -400)"/>`).join("")}</g>`;
  b += palm(760, 870, 1) + palm(860, 880, 0.8) + palm(2300, 900, 1.1);
  // path
  b += `<path d="M1300 ${H} Q1500 1050 1760 880 L1860 880 Q1750 1050 2150 ${H} Z" fill="#e8cfa8"/>`;
  b += `<ellipse cx="300" cy="1150" rx="180" ry="40" fill="#b08a66"/><ellipse cx="1050" cy="1250" rx="220" ry="40" fill="#b08a66"/>`;
  // shrubs
  b += [[150, 980], [520, 1040], [1000, 960], [2280, 1100]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="90" ry="50" fill="#8e9a6a"/><ellipse cx="${x + 60}" cy="${y + 10}" rx="60" ry="36" fill="#7c8a5c"/>`).join("");
  b += person({ x: 1430, y: 1250, s: 1.55, skin: SKIN[3], hair: "#d8d6d2", style: "balding", beard: "#d8d6d2", glasses: true, shirt: "#5d86b5", pants: "#5a5048", pose: "walk", arms: ["swing", "shoulder"], look: 0.6 });
  b += person({ x: 1700, y: 1260, s: 1.45, skin: SKIN[2], hair: "#2d1f18", style: "long", shirt: "#d9825b", pants: "#3e4a5e", pose: "walk", arms: ["reach", "swing"], look: -0.6 });
  b += person({ x: 1940, y: 1270, s: 0.95, skin: SKIN[2], hair: "#2d1f18", style: "curly", shirt: "#e9c46a", pants: "#46648a", pose: "walk", arms: ["raise", "swing"], look: -0.7, flip: true });
  return svg(W, H, b, defs);
};

// A table seen from the front; people drawn before it sit behind it.
const table = (x, y, w, top = "#b07a50", front = "#94623f", h = 300) => `<rect x="${x}" y="${y}" width="${w}" height="30" rx="8" fill="${top}"/><rect x="${x + 16}" y="${y + 30}" width="${w - 32}" height="${h}" fill="${front}"/>`;
const pendant = (x, y, len = 160, shade = "#e9c27a", glow = "#fff1cc") => `<path d="M${x} 0 V${y - len + 60}" stroke="#4a3a30" stroke-width="5"/><path d="M${x - 70} ${y} Q${x - 60} ${y - 70} ${x} ${y - 72} Q${x + 60} ${y - 70} ${x + 70} ${y} Z" fill="${shade}"/><ellipse cx="${x}" cy="${y + 4}" rx="40" ry="10" fill="${glow}"/>`;
const bowl = (x, y, s = 1, c = "#f1e6d2", food = "#d9a441") => `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="-26" rx="60" ry="16" fill="${food}"/><path d="M-64 -26 Q-60 14 0 16 Q60 14 64 -26 Z" fill="${c}"/></g>`;

/** An older man's hand (a, from the left) held by another hand (b, from the right). */
const hands = (x, y, a, b, s = 1) => {
  const la = darken(a, 0.8), lb = darken(b, 0.75);
  let g = `<ellipse cx="-34" cy="4" rx="44" ry="28" fill="${a}"/>`;
  g += [0, 1, 2, 3].map((i) => `<rect x="-4" y="${-20 + i * 12}" width="${58 - Math.abs(i - 1) * 6}" height="13" rx="6.5" fill="${a}" stroke="${la}" stroke-width="2"/>`).join("");
  g += `<path d="M-40 -18 Q-20 -34 0 -26" stroke="${a}" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  g += `<path d="M66 -30 Q20 -40 8 -16 Q0 10 24 22 L70 24 Z" fill="${b}"/>`;
  g += [0, 1, 2, 3].map((i) => `<rect x="${-26 + i * 4}" y="${-22 + i * 10}" width="${44 - i * 4}" height="12" rx="6" fill="${b}" stroke="${lb}" stroke-width="2" transform="rotate(${-8 + i * 4} 18 ${-16 + i * 10})"/>`).join("");
  g += `<path d="M30 18 Q8 30 -10 24" stroke="${b}" stroke-width="13" stroke-linecap="round" fill="none"/>`;
  // the older man's thumb rests over the other hand
  g += `<path d="M-46 -10 Q-24 -40 14 -34" stroke="${la}" stroke-width="17" stroke-linecap="round" fill="none"/><path d="M-46 -10 Q-24 -40 14 -34" stroke="${a}" stroke-width="13" stroke-linecap="round" fill="none"/>`;
  // cuffs where the sleeves meet the wrists
  return `<g transform="translate(${x} ${y}) scale(${s})">${g}</g>`;
};

// AWARENESS: a calm doctor's office; a doctor talks with a man in his early sixties.
scenes["hero-awareness"] = () => {
  const defs = grad("wall", ["#5a8683", "#68918d"]) + grad("floor", ["#9a7a5c", "#866850"]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="1080" width="${W}" height="270" fill="url(#floor)"/><rect y="1060" width="${W}" height="24" fill="#8fa9a2"/>`;
  b += win(1620, 130, 520, 520, ["#bcd9ea", "#f4e6c6"], "#eee7da");
  b += `<path d="M1600 110 h560 v26 h-560 Z" fill="#d9cdb8"/><path d="M1560 130 q40 300 0 600 h70 v-600 Z M2210 130 q-40 300 0 600 h-70 v-600 Z" fill="#e6c88f"/>`;
  b += frameArt(330, 330, 220, 170, "#6f8f7c", "#b9ad96") + plant(2290, 1090, 1.1);
  b += person({ x: 1900, y: 1110, s: 1.75, skin: SKIN[4], hair: "#1f1712", style: "bun", shirt: "#7fb2c7", coat: "#fbfbf8", pose: "bust", arms: ["forward", "forward"], look: -0.8, stetho: true });
  b += table(1500, 800, 760, "#b07a50", "#8f5e3d", 280);
  b += `<rect x="1760" y="776" width="170" height="30" rx="4" fill="#f4f1ea"/>` + mug(1600, 800, 1.2, "#f0e6d2");
  b += `<rect x="${1300 - 1.5 * 74}" y="${1140 - 1.5 * 330}" width="${1.5 * 118}" height="${1.5 * 200}" rx="20" fill="#7c5a43"/>`;
  b += person({ x: 1300, y: 1140, s: 1.5, skin: SKIN[1], hair: "#cfcac4", style: "balding", glasses: true, shirt: "#c9784e", pants: "#4a4f5c", pose: "sitside", arms: ["down", "reach"], look: 0.8 });
  return svg(W, H, b, defs);
};

// ADVOCACY: a community meeting in a church hall; a woman speaks, neighbours listen.
scenes["hero-advocacy"] = () => {
  const defs = grad("wall", ["#86675a", "#957564"]) + grad("floor", ["#a7825e", "#8d6c4d"]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="980" width="${W}" height="370" fill="url(#floor)"/><rect y="760" width="${W}" height="220" fill="#7a5c4b"/><rect y="750" width="${W}" height="16" fill="#6a4e40"/>`;
  b += pendant(300, 200, 160, "#a8824a", "#c9a66a") + pendant(900, 200, 160, "#a8824a", "#c9a66a");
  b += win(1560, 130, 220, 470, ["#d6e6ee", "#f7e6c2"], "#e9dcc6", true) + win(2080, 130, 220, 470, ["#d6e6ee", "#f7e6c2"], "#e9dcc6", true);
  b += `<path d="M1930 220 v160 M1886 270 h88" stroke="#e4d2b4" stroke-width="18" stroke-linecap="round"/>`;
  b += person({ x: 1900, y: 1000, s: 1.25, skin: SKIN[3], hair: "#2a1d16", style: "long", shirt: "#f1d7a8", coat: "#3f7a6b", pants: "#2f3340", pose: "stand", arms: ["raise", "down"], look: -0.8 });
  b += `<rect x="1980" y="640" width="180" height="360" fill="#6b4a33"/><rect x="1960" y="620" width="220" height="40" fill="#7d5940"/>`;
  const row = (y, people) => people.map(([x, skin, hair, style, shirt, beard]) => person({ x, y, s: 1.05, skin, hair, style, shirt, pose: "bust", look: 0.9, beard })).join("") + `<rect x="1120" y="${y - 150}" width="1200" height="26" rx="10" fill="#6e4a32"/><rect x="1120" y="${y - 124}" width="1200" height="150" fill="#5e3f2b"/><rect x="1140" y="${y + 26}" width="30" height="80" fill="#4e3423"/><rect x="2250" y="${y + 26}" width="30" height="80" fill="#4e3423"/>`;
  b += row(1130, [[1250, SKIN[0], "#d6d2cc", "balding", "#6b7fa3"], [1440, SKIN[3], "#2a1d16", "curly", "#c46b4f"], [1630, SKIN[2], "#bdb8b2", "short", "#7a8f5a", "#bdb8b2"], [1820, SKIN[1], "#7a5a3a", "bun", "#9a5a8a"]]);
  b += row(1400, [[1340, SKIN[4], "#cfcac4", "short", "#d9a441"], [1540, SKIN[1], "#cfcac4", "balding", "#4e6d9a", "#cfcac4"], [1740, SKIN[5], "#1e1612", "long", "#a8553f"], [1950, SKIN[2], "#d6d2cc", "cap", "#5f7f6f"]]);
  return svg(W, H, b, defs);
};

// DONATE: warm daylight at a kitchen table; a volunteer holds an older man's hand, coffee between them.
scenes["hero-donate"] = () => {
  const defs = grad("wall", ["#a8775a", "#9c6e52"]) + `<radialGradient id="light" cx="2000" cy="300" r="1100" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffe7b8" stop-opacity="0.5"/><stop offset="1" stop-color="#ffe7b8" stop-opacity="0"/></radialGradient>`;
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  b += win(1560, 110, 520, 500, ["#cfe5ef", "#fbe9c4"], "#f2e8d8") + `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
  b += `<rect x="300" y="330" width="360" height="14" fill="#7a5542"/>` + mug(380, 330, 0.9, "#8d6a55") + plant(560, 330, 0.55);
  // arms meet over the table; the hands are drawn on top
  b += person({ x: 1440, y: 1160, s: 1.75, skin: SKIN[1], hair: "#dad6d0", style: "balding", beard: "#dad6d0", glasses: true, shirt: "#4f6f9a", pose: "bust", arms: ["down", "to"], to: [195, -150], look: 0.85 });
  b += person({ x: 2220, y: 1160, s: 1.75, skin: SKIN[4], hair: "#1c1410", style: "curly", shirt: "#d9825b", pose: "bust", arms: ["to", "down"], to: [-175, -160], look: -0.85 });
  b += table(1120, 930, 1500, "#d8a878", "#b88658", 500) + `<path d="M1120 930 h1380" stroke="#ecc497" stroke-width="8"/>`;
  b += mug(1400, 950, 1.5, "#f3ede2") + mug(2260, 955, 1.5, "#cfe0e6");
  b += hands(1820, 905, SKIN[1], SKIN[4], 2.1);
  return svg(W, H, b, defs);
};

// ABOUT: a shared meal at a long table in a church hall.
scenes["hero-about"] = () => {
  const defs = grad("wall", ["#7c6a5a", "#8a7664"]) + grad("floor", ["#a7825e", "#8d6c4d"]);
  let b = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="1100" width="${W}" height="250" fill="url(#floor)"/><rect y="820" width="${W}" height="280" fill="#6f5d4f"/><rect y="810" width="${W}" height="14" fill="#5f4e42"/>`;
  b += pendant(1500, 240, 200) + pendant(1980, 240, 200);
  b += win(2170, 140, 200, 460, ["#d6e6ee", "#f7e6c2"], "#e9dcc6", true);
  b += `<path d="M1740 150 v140 M1700 196 h80" stroke="#e4d2b4" stroke-width="16" stroke-linecap="round"/>`;
  b += frameArt(240, 380, 200, 150, "#7f9670", "#b9ad96");
  const ppl = [[1360, SKIN[0], "#cfcac4", "balding", "#5f7fa8", 0.9, "#cfcac4"], [1560, SKIN[4], "#1e1612", "bun", "#c46b4f", 0.4], [1760, SKIN[2], "#bdb8b2", "short", "#7a8f5a", 0], [1960, SKIN[5], "#d6d2cc", "short", "#d9a441", -0.4, "#d6d2cc"], [2160, SKIN[1], "#8a6a4a", "long", "#8a5a9a", -0.9]];
  b += ppl.map(([x, skin, hair, style, shirt, look, beard]) => person({ x, y: 1130, s: 1.3, skin, hair, style, shirt, look, beard, pose: "bust", arms: "forward", glasses: x === 1360 })).join("");
  b += table(1240, 900, 1080, "#d9c6a6", "#b9a282", 260) + `<path d="M1256 930 v260 M2304 930 v260" stroke="#a8957a" stroke-width="6"/>`;
  b += bowl(1480, 920, 1.2, "#f6efe2", "#c8643c") + bowl(1860, 920, 1.2, "#f6efe2", "#8fae5a") + mug(1660, 920, 0.9, "#d9e4ea") + mug(2060, 920, 0.9, "#f3d9b0") + `<ellipse cx="1290" cy="905" rx="50" ry="12" fill="#d9a441"/>`;
  return svg(W, H, b, defs);
};

// STORY HERO: the founder, grey and smiling, with his morning coffee on a porch at sunrise.
scenes["story-hero"] = () => {
  const defs = grad("sky", ["#5a7ca0", "#8299b3", "#c9a893", "#dcb58c"]) + grad("ground", ["#c7a07a", "#b08a66"]);
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1250" cy="820" r="70" fill="#f4d8a6"/>`;
  b += `<path d="M0 800 L300 720 L520 770 L800 690 L1100 760 L1400 720 L1700 780 L2400 740 L2400 900 L0 900 Z" fill="#9a8aa2"/><path d="M0 860 Q600 820 1200 860 T2400 850 L2400 ${H} L0 ${H} Z" fill="url(#ground)"/>`;
  b += `<g transform="translate(400 900)"><path d="M0 0 V-320" stroke="#6f8a5c" stroke-width="46" stroke-linecap="round"/><path d="M0 -140 h-60 v-90 M0 -200 h56 v-70" stroke="#6f8a5c" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  // porch
  b += `<rect x="1380" y="0" width="1020" height="90" fill="#7a5540"/><rect x="1420" y="90" width="40" height="900" fill="#8d6248"/><rect x="2300" y="90" width="40" height="900" fill="#8d6248"/>`;
  b += `<rect x="1380" y="980" width="1020" height="370" fill="#a8774f"/><path d="M1380 1040 h1020 M1380 1120 h1020 M1380 1210 h1020" stroke="#93653f" stroke-width="6"/>`;
  b += chair(1640, 1150, 1.3, "#6a7f5a");
  b += person({ x: 1660, y: 1150, s: 1.6, skin: SKIN[2], hair: "#dedad4", style: "short", beard: "#dedad4", shirt: "#5b7fa6", pants: "#6a5a4a", pose: "sit", arms: ["down", "fold"], look: -0.5 });
  b += mug(1660, 858, 1.3, "#f3ede2");
  b += plant(2060, 1000, 1);
  return svg(W, H, b, defs);
};

// ---- cards (3:2, no text over them)
const kitchen = (wall = "#e8d3b0", sky = ["#cfe5ef", "#fbe6bf"]) => `<rect width="${CW}" height="${CH}" fill="${wall}"/>` + win(700, 120, 600, 440, sky, "#fbf6ec") + `<rect y="560" width="${CW}" height="30" fill="${darken(wall, 0.85)}"/><rect y="590" width="${CW}" height="${CH}" fill="${darken(wall, 0.92)}"/>` + `<rect x="1500" y="120" width="380" height="180" rx="8" fill="#b9875e"/><rect x="100" y="120" width="400" height="180" rx="8" fill="#b9875e"/><path d="M300 120 v180 M1690 120 v180" stroke="#a0714c" stroke-width="6"/>`;

const cloth = (y, c = "#e9ddc8", edge = "#c96f4f") => `<rect x="-20" y="${y}" width="${CW + 40}" height="${CH - y}" fill="${c}"/><rect x="-20" y="${y}" width="${CW + 40}" height="18" fill="${darken(c, 0.9)}"/><rect x="-20" y="${y + 200}" width="${CW + 40}" height="24" fill="${edge}" opacity="0.7"/>`;
const bust = (x, o) => person({ y: 1160, s: 2.05, pose: "bust", arms: "forward", ...o, x });

scenes["story-childhood"] = () => {
  let b = kitchen();
  b += bust(430, { skin: SKIN[3], hair: "#2a1d16", style: "short", shirt: "#5b7fa6", look: 0.5 });
  b += person({ x: 1000, y: 1120, s: 1.45, pose: "bust", skin: SKIN[3], hair: "#2a1d16", style: "curly", shirt: "#e9c46a", arms: ["forward", "raise"], look: 0.2 });
  b += bust(1570, { skin: SKIN[2], hair: "#3a2418", style: "bun", shirt: "#c9624f", look: -0.5 });
  b += cloth(930, "#f1e6d2", "#5b8fb0");
  b += bowl(700, 960, 1.6, "#fbf6ec", "#c8643c") + bowl(1300, 960, 1.6, "#fbf6ec", "#e2c06a") + `<ellipse cx="1000" cy="980" rx="150" ry="34" fill="#fbf6ec"/><ellipse cx="1000" cy="966" rx="96" ry="26" fill="#b86a3a"/>` + mug(260, 980, 1.2, "#dfe9ee") + mug(1760, 980, 1.2, "#f3d9b0");
  return svg(CW, CH, b);
};

scenes["story-faith-career"] = () => {
  let b = `<rect width="${CW}" height="${CH}" fill="#9fb4b8"/>`;
  b += win(1380, 110, 480, 400, ["#cfe5ef", "#f7e6c2"], "#e7e1d6");
  b += `<rect x="100" y="110" width="620" height="380" fill="#c9a77a"/>` + Array.from({ length: 6 }, (_, i) => Array.from({ length: 4 }, (_, j) => `<circle cx="${150 + i * 104}" cy="${160 + j * 90}" r="6" fill="#8d6d4a"/>`).join("")).join("");
  b += `<path d="M210 170 v160 M196 170 h28" stroke="#5a5f66" stroke-width="14"/><path d="M360 160 l60 120" stroke="#5a5f66" stroke-width="16" stroke-linecap="round"/><rect x="480" y="170" width="140" height="40" rx="10" fill="#c0563f"/><rect x="520" y="210" width="24" height="110" fill="#5a5f66"/>`;
  b += bust(760, { skin: SKIN[3], hair: "#201510", style: "short", shirt: "#4a6d8f", collar: "#dfe6ec", look: 0.5 });
  b += bust(1420, { skin: SKIN[0], hair: "#cfcac4", style: "cap", shirt: "#8a6a3f", arms: ["reach", "down"], look: -0.7, beard: "#cfcac4" });
  b += `<rect x="-20" y="930" width="${CW + 40}" height="50" fill="#a8764c"/><rect x="-20" y="980" width="${CW + 40}" height="400" fill="#8a5e3c"/><path d="M0 1100 h${CW}" stroke="#7a5034" stroke-width="8"/>`;
  b += `<g transform="translate(760 950)"><path d="M-150 0 L0 -22 L150 0 L150 22 L0 6 L-150 22 Z" fill="#f6efe0"/><path d="M0 -22 V6" stroke="#c9b89a" stroke-width="5"/></g><rect x="1080" y="900" width="220" height="60" rx="8" fill="#c0563f"/><rect x="1500" y="880" width="150" height="80" fill="#e9d9b8"/>`;
  return svg(CW, CH, b);
};

const office = (wall) => `<rect width="${CW}" height="${CH}" fill="${wall}"/><rect y="900" width="${CW}" height="433" fill="#9a7a5c"/><rect y="880" width="${CW}" height="22" fill="#ece5d8"/>` + win(1350, 110, 480, 420, ["#c6def0", "#f4e6c6"], "#eee7da") + frameArt(200, 200, 220, 160);

scenes["story-diagnosis"] = () => {
  let b = office("#a9b7c6");
  b += bust(520, { skin: SKIN[4], hair: "#3a3430", style: "short", beard: "#77706a", shirt: "#6a8a5a", look: 0.8, smile: false, arms: ["forward", "forward"] });
  b += bust(940, { skin: SKIN[3], hair: "#3a2a20", style: "long", shirt: "#c27a92", look: 0.7, arms: ["shoulder", "forward"] });
  b += bust(1520, { skin: SKIN[0], hair: "#8a7a6a", style: "short", glasses: true, shirt: "#9cc3d6", coat: "#fbfbf8", look: -0.8, stetho: true });
  b += `<rect x="-20" y="930" width="${CW + 40}" height="40" fill="#b07a52"/><rect x="-20" y="970" width="${CW + 40}" height="400" fill="#8f5e3d"/>`;
  b += `<g transform="rotate(-10 1300 940)"><rect x="1180" y="880" width="240" height="150" rx="12" fill="#3b4350"/><rect x="1194" y="894" width="212" height="122" rx="6" fill="#cfe3ee"/><path d="M1214 990 L1260 950 L1300 970 L1380 910" stroke="#5a8fb0" stroke-width="8" fill="none"/></g>` + mug(300, 960, 1.1, "#f0e6d2");
  return svg(CW, CH, b);
};

scenes["story-turning-point"] = () => {
  let b = kitchen("#c9b8a4", ["#f2b98e", "#fde2b0"]) + `<circle cx="1000" cy="470" r="60" fill="#fff1cf"/><path d="M710 480 Q900 420 1000 460 T1290 470 V550 H710 Z" fill="#b08a8a" opacity="0.7"/>`;
  b += win(700, 120, 600, 440, ["#f2b98e00", "#fde2b000"], "#fbf6ec");
  b += bust(760, { skin: SKIN[1], hair: "#5a4a3a", style: "balding", shirt: "#5b7fa6", arms: "fold", bow: 1, look: 0.3 });
  b += bust(1240, { skin: SKIN[5], hair: "#cfcac4", style: "short", beard: "#cfcac4", shirt: "#b5653f", arms: ["shoulder", "fold"], bow: 1, look: -0.3 });
  b += `<rect x="-20" y="950" width="${CW + 40}" height="40" fill="#b98a5e"/><rect x="-20" y="990" width="${CW + 40}" height="400" fill="#9a6c46"/>` + mug(360, 980, 1.3, "#f3ede2") + mug(1640, 980, 1.3, "#dfe9ee") + `<g transform="translate(1000 960)"><path d="M-120 -8 L0 -24 L120 -8 L120 10 L0 -4 L-120 10 Z" fill="#6a3b2c"/></g>`;
  return svg(CW, CH, b);
};

scenes["story-foundation"] = () => {
  let b = `<rect width="${CW}" height="${CH}" fill="#c7ad8d"/><rect y="940" width="${CW}" height="393" fill="#a3805d"/><rect y="920" width="${CW}" height="22" fill="#8d6c4d"/>`;
  b += win(120, 90, 220, 460, ["#d6e6ee", "#f7e6c2"], "#efe3cf", true) + win(1660, 90, 220, 460, ["#d6e6ee", "#f7e6c2"], "#efe3cf", true);
  b += `<rect x="780" y="560" width="440" height="24" fill="#7a5540"/><rect x="860" y="460" width="90" height="100" rx="10" fill="#b0b8bf"/>` + mug(1040, 560, 0.7) + mug(1120, 560, 0.7, "#d9e4ea");
  const men = [[330, SKIN[0], "#cfcac4", "balding", "#5f7fa8", 0.5, "#cfcac4", ["down", "shoulder"]], [660, SKIN[4], "#1e1612", "short", "#c46b4f", 0.3, null, ["down", "shoulder"]], [1000, SKIN[2], "#bdb8b2", "short", "#7a8f5a", 0, "#bdb8b2", ["down", "down"]], [1340, SKIN[5], "#d6d2cc", "short", "#d9a441", -0.3, null, ["shoulder", "down"]], [1670, SKIN[1], "#8a6a4a", "cap", "#3f6d6a", -0.5, null, ["shoulder", "down"]]];
  const draw = (i) => { const [x, skin, hair, style, shirt, look, beard, arms] = men[i]; return person({ x, y: 1250 - (i % 2) * 30, s: 1.75, skin, hair, style, shirt, look, beard, arms, reach: 84, pose: "stand", pants: ["#4a4f5c", "#5a5048", "#3d4656"][i % 3], glasses: i === 0 }); };
  // draw order puts each hand on top of the shoulder it rests on
  b += [2, 1, 0, 3, 4].map(draw).join("");
  return svg(CW, CH, b);
};

scenes["pillar-awareness"] = () => {
  let b = office("#9cc0bd");
  b += `<g transform="translate(960 230)"><rect width="260" height="230" fill="#fbf7ee" stroke="#8a6a4c" stroke-width="6"/><rect width="260" height="54" fill="#c0563f"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${18 + (i % 4) * 60}" y="${70 + Math.floor(i / 4) * 52}" width="44" height="36" fill="${i === 6 ? "#e9b94f" : "#e5ddd0"}"/>`).join("")}</g>`;
  b += person({ x: 680, y: 1180, s: 1.9, skin: SKIN[2], hair: "#cfcac4", style: "short", shirt: "#9cc3d6", coat: "#fbfbf8", pants: "#3f4552", pose: "stand", arms: ["down", "reach"], look: 0.8, stetho: true, glasses: true });
  b += person({ x: 1240, y: 1180, s: 1.85, skin: SKIN[1], hair: "#dad6d0", style: "balding", shirt: "#c9784e", pants: "#4a5566", pose: "stand", arms: ["reach", "down"], look: -0.8, beard: "#dad6d0" });
  b += plant(1850, 1000, 1.1);
  return svg(CW, CH, b);
};
scenes["pillar-advocacy"] = () => {
  let b = `<rect width="${CW}" height="${CH}" fill="#8fb3d1"/><rect y="0" width="${CW}" height="500" fill="#7fa6c8" opacity="0.6"/>`;
  b += `<g transform="translate(1000 700)" fill="#ece3d2"><rect x="-500" y="-160" width="1000" height="220" /><rect x="-260" y="-260" width="520" height="100"/><path d="M-200 -260 A200 200 0 0 1 200 -260 Z" fill="#c9a86a"/><rect x="-20" y="-520" width="40" height="70"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${-440 + i * 110}" y="-140" width="40" height="200" fill="#d4c8b2"/>`).join("")}</g>`;
  b += `<rect y="760" width="${CW}" height="573" fill="#b9a58a"/><path d="M700 760 L1300 760 L1700 ${CH} L300 ${CH} Z" fill="#d8c7a8"/>`;
  b += [[250, 900], [1780, 920]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="130" ry="70" fill="#7d9460"/>`).join("");
  const ppl = [[420, SKIN[4], "#cfcac4", "short", "#c46b4f", "raise", "#cfcac4"], [720, SKIN[0], "#8a6a4a", "long", "#5f7fa8", "down"], [1000, SKIN[2], "#d6d2cc", "balding", "#d9a441", "down", "#d6d2cc"], [1290, SKIN[5], "#1e1612", "curly", "#7a8f5a", "down"], [1580, SKIN[1], "#bdb8b2", "cap", "#8a5a9a", "raise"]];
  b += ppl.map(([x, skin, hair, style, shirt, a, beard]) => person({ x, y: 1290, s: 1.6, skin, hair, style, shirt, beard, pose: "stand", arms: ["down", a], look: 0, pants: "#3f4552", glasses: x === 1000 })).join("");
  return svg(CW, CH, b);
};

scenes["pillar-aid"] = () => {
  let b = kitchen("#dcc3a0");
  b += bust(360, { skin: SKIN[4], hair: "#d6d2cc", style: "short", beard: "#d6d2cc", shirt: "#5b7fa6", look: 0.6, glasses: true });
  b += bust(800, { skin: SKIN[4], hair: "#cfcac4", style: "bun", shirt: "#b6708a", look: 0.6, s: 1.95 });
  b += bust(1560, { skin: SKIN[1], hair: "#5a3a28", style: "short", shirt: "#5f8a6a", arms: ["forward", "forward"], look: -0.8 });
  b += cloth(930, "#efe4cf", "#6f9a6a");
  b += `<rect x="1040" y="900" width="260" height="60" fill="#fbf8f2" transform="rotate(-5 1170 930)"/><rect x="1110" y="890" width="260" height="60" fill="#f1ece2" transform="rotate(6 1240 920)"/><path d="M1150 905 h150 M1150 925 h120" stroke="#b8b0a4" stroke-width="6" transform="rotate(6 1240 920)"/>` + mug(580, 985, 1.2, "#f3ede2") + mug(1820, 985, 1.2, "#dfe9ee");
  return svg(CW, CH, b);
};

// ---- stories (3:2 cards for content/stories)
const saguaro = (x, y, s = 1, c = "#6f8a5c") => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 V-320" stroke="${c}" stroke-width="46" stroke-linecap="round"/><path d="M0 -140 h-60 v-90 M0 -200 h56 v-70" stroke="${c}" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-8 -20 V-300 M10 -20 V-300" stroke="${darken(c, 0.85)}" stroke-width="4"/></g>`;
const shrub = (x, y, s = 1, c = "#8e9a6a") => `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="90" ry="48" fill="${c}"/><ellipse cx="60" cy="10" rx="58" ry="34" fill="${darken(c, 0.88)}"/></g>`;
/** Two hands clasped, drawn over the arms that meet at x,y. */
const clasp = (x, y, a, b, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="-7" cy="0" r="18" fill="${a}"/><circle cx="7" cy="2" r="18" fill="${b}"/><path d="M-2 -14 Q6 -4 -2 14" stroke="${darken(b, 0.8)}" stroke-width="3" fill="none"/></g>`;

// A married couple walk hand in hand on a desert trail at sunrise.
scenes["stories-morning-walk"] = () => {
  const defs = grad("msky", ["#6d8db0", "#a3a9bd", "#e2b79a", "#f4cf9c"]) + `<radialGradient id="msun" cx="1540" cy="640" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.9"/><stop offset="0.3" stop-color="#ffd9a0" stop-opacity="0.45"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient>` + grad("mground", ["#d0a980", "#b48d68"]);
  let b = `<rect width="${CW}" height="${CH}" fill="url(#msky)"/><rect width="${CW}" height="${CH}" fill="url(#msun)"/><circle cx="1540" cy="660" r="84" fill="#fff1cf"/>`;
  b += `<path d="M0 640 L180 580 L380 620 L560 540 L760 610 L980 570 L1200 630 L1420 600 L1700 650 L2000 600 L2000 760 L0 760 Z" fill="#9c8fae" opacity="0.85"/>`;
  b += `<path d="M0 720 Q160 610 320 660 Q420 560 560 630 Q700 700 860 720 L860 780 L0 780 Z" fill="#85789a"/>`;
  b += `<path d="M1180 740 Q1400 650 1600 700 Q1800 660 2000 690 L2000 780 L1180 780 Z" fill="#8f82a2"/>`;
  b += `<path d="M0 740 Q500 700 1000 730 Q1500 760 2000 720 L2000 ${CH} L0 ${CH} Z" fill="url(#mground)"/>`;
  b += `<path d="M560 ${CH} Q760 1000 1010 760 L1070 760 Q1000 1000 1400 ${CH} Z" fill="#ead3ad"/>`;
  b += `<path d="M300 240 q14 -12 28 0 q14 -12 28 0 M420 200 q10 -9 20 0 q10 -9 20 0 M1700 300 q12 -10 24 0 q12 -10 24 0" stroke="#54607a" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  b += saguaro(250, 1000, 1.45) + saguaro(1760, 880, 0.75, "#7a9066") + saguaro(1340, 800, 0.45, "#7f946c");
  b += shrub(120, 1180, 1) + shrub(480, 880, 0.7) + shrub(1420, 1040, 0.9) + shrub(1820, 1190, 1.1) + shrub(1290, 820, 0.5, "#97a274");
  b += `<ellipse cx="1000" cy="1262" rx="380" ry="34" fill="#b48d68" opacity="0.6"/>`;
  // he takes her hand; the clasped hands are drawn last, over both arms
  const s = 1.5, y = 1250, hx = 1000, hy = y - 150 * s;
  b += person({ x: 860, y, s, skin: SKIN[2], hair: "#d9d5cf", style: "short", beard: "#d9d5cf", shirt: "#5b7fa6", pants: "#6a5a4a", pose: "walk", arms: ["swing", "to"], to: [(hx - 860) / s, -150], look: 0.45 });
  b += person({ x: 1140, y, s: s * 0.96, skin: SKIN[1], hair: "#8d7d72", style: "bun", shirt: "#d9825b", pants: "#3e4a5e", pose: "walk", arms: ["to", "swing"], to: [(hx - 1140) / (s * 0.96), -150], look: -0.45 });
  b += clasp(hx, hy + 6, SKIN[2], SKIN[1], s);
  return svg(CW, CH, b, defs);
};

// A church fellowship hall on screening morning: a welcome table, and men waiting their turn.
scenes["stories-screening-day"] = () => {
  const defs = grad("swall", ["#d2b896", "#c7ab86"]) + grad("sfloor", ["#a9845f", "#94714f"]);
  let b = `<rect width="${CW}" height="${CH}" fill="url(#swall)"/><rect y="640" width="${CW}" height="300" fill="#b8976f"/><rect y="632" width="${CW}" height="14" fill="#9c7b57"/><rect y="930" width="${CW}" height="403" fill="url(#sfloor)"/><rect y="922" width="${CW}" height="14" fill="#7f6044"/>`;
  b += win(110, 90, 200, 420, ["#d6e6ee", "#f7e6c2"], "#efe3cf", true) + win(1690, 90, 200, 420, ["#d6e6ee", "#f7e6c2"], "#efe3cf", true);
  b += `<path d="M1040 110 v150 M996 160 h88" stroke="#efe3cf" stroke-width="18" stroke-linecap="round"/>`;
  // a notice board with pinned sheets (no text) and a string of pennants
  b += `<rect x="1200" y="250" width="320" height="220" rx="6" fill="#b98a5a" stroke="#8a6240" stroke-width="10"/>` + [[1225, 275, "#fbf7ee", -3], [1330, 270, "#f3e2b4", 2], [1425, 282, "#dfeaf0", -2], [1240, 370, "#f6d8c6", 3], [1370, 372, "#fbf7ee", -4]].map(([x, y, c, r]) => `<rect x="${x}" y="${y}" width="78" height="76" fill="${c}" transform="rotate(${r} ${x + 39} ${y + 38})"/><circle cx="${x + 39}" cy="${y + 8}" r="6" fill="#c0563f"/>`).join("");
  b += `<path d="M360 120 Q620 200 880 120" stroke="#8a6a4c" stroke-width="4" fill="none"/>` + Array.from({ length: 7 }, (_, i) => { const x = 395 + i * 75, yy = 120 + 40 * Math.sin((Math.PI * (x - 360)) / 520); return `<path d="M${x - 20} ${yy - 6} L${x + 20} ${yy - 6} L${x} ${yy + 40} Z" fill="${["#c0563f", "#e2b654", "#5b8fb0", "#6f9a6a"][i % 4]}"/>`; }).join("");
  // volunteer behind the welcome table
  b += person({ x: 430, y: 1150, s: 1.45, skin: SKIN[3], hair: "#2a1d16", style: "long", shirt: "#f1d7a8", coat: "#3f7a6b", pose: "bust", arms: ["forward", "forward"], look: 0.6 });
  b += table(90, 930, 720, "#e9e2d4", "#5b8fb0", 300) + `<path d="M106 960 h688" stroke="#4d7a97" stroke-width="6"/>`;
  b += `<rect x="150" y="820" width="90" height="110" rx="10" fill="#b0b8bf"/><rect x="160" y="806" width="70" height="16" rx="6" fill="#8d969e"/><rect x="226" y="880" width="24" height="10" fill="#6b737a"/>` + mug(300, 930, 0.55, "#f3ede2") + mug(350, 930, 0.55, "#d9e4ea");
  b += `<g transform="rotate(-6 560 915)"><rect x="500" y="880" width="120" height="50" rx="4" fill="#8a5e3c"/><rect x="510" y="886" width="100" height="40" fill="#fbf7ee"/><rect x="540" y="874" width="40" height="14" rx="4" fill="#9aa3aa"/></g>`;
  b += `<rect x="660" y="896" width="100" height="34" fill="#f3e2b4"/><rect x="664" y="886" width="100" height="12" fill="#fbf7ee"/>`;
  // a man checking in, turned toward the table
  b += person({ x: 930, y: 1270, s: 1.55, skin: SKIN[4], hair: "#cfcac4", style: "short", beard: "#cfcac4", shirt: "#c46b4f", pants: "#3d4656", pose: "stand", arms: ["reach", "down"], look: -0.8 });
  // men waiting on folding chairs, one with a coffee
  const seat = (x, o) => chair(x - 10, 1220, 1.22, "#7f8a96") + person({ x, y: 1220, s: 1.25, pose: "sit", pants: "#4a4f5c", ...o });
  b += seat(1330, { skin: SKIN[0], hair: "#bdb8b2", style: "balding", glasses: true, shirt: "#5f7fa8", arms: ["down", "down"], look: -0.6 });
  b += seat(1590, { skin: SKIN[5], hair: "#1e1612", style: "cap", shirt: "#d9a441", arms: "fold", look: -0.5 }) + mug(1590, 1220 - 188 * 1.25 + 26, 0.9, "#f3ede2");
  b += seat(1850, { skin: SKIN[2], hair: "#6a5040", style: "short", shirt: "#7a8f5a", pants: "#5a5048", arms: ["down", "down"], look: -0.3 });
  return svg(CW, CH, b, defs);
};

// Volunteers with their folders on the plaza of a state capitol with a copper dome.
scenes["stories-capitol-visit"] = () => {
  const defs = grad("csky", ["#6f9cc8", "#a9c6de", "#dce6ea"]) + grad("dome", ["#d98a4a", "#b8692f", "#8e4e26"], false) + grad("cplaza", ["#d9c7a8", "#c8b390"]);
  let b = `<rect width="${CW}" height="${CH}" fill="url(#csky)"/>`;
  b += [[300, 200, 1], [1650, 150, 0.8], [900, 110, 0.6]].map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.85"><ellipse cx="0" cy="0" rx="120" ry="34"/><ellipse cx="-50" cy="-20" rx="60" ry="40"/><ellipse cx="40" cy="-28" rx="70" ry="46"/></g>`).join("");
  // the capitol: wings, portico, drum and copper dome
  const cx = 1240, base = 800, stone = "#d8ccbb", shade = "#c4b6a2";
  let c = `<rect x="${cx - 560}" y="${base - 250}" width="1120" height="250" fill="${stone}"/><rect x="${cx - 560}" y="${base - 268}" width="1120" height="22" fill="${shade}"/>`;
  c += [-1, 1].map((sd) => Array.from({ length: 4 }, (_, i) => [0, 1].map((r) => `<rect x="${cx + sd * (200 + i * 90) - 20}" y="${base - 220 + r * 110}" width="40" height="${r ? 70 : 80}" rx="${r ? 0 : 20}" fill="#7f8fa0"/>`).join("")).join("")).join("");
  c += `<rect x="${cx - 150}" y="${base - 380}" width="300" height="380" fill="#e4dacb"/><path d="M${cx - 170} ${base - 380} L${cx} ${base - 460} L${cx + 170} ${base - 380} Z" fill="${shade}"/><path d="M${cx - 120} ${base - 392} L${cx} ${base - 440} L${cx + 120} ${base - 392} Z" fill="#e4dacb"/>`;
  c += Array.from({ length: 4 }, (_, i) => `<rect x="${cx - 120 + i * 80 - 12}" y="${base - 360}" width="24" height="200" fill="#f1e9dc"/><rect x="${cx - 120 + i * 80 - 18}" y="${base - 366}" width="36" height="12" fill="${shade}"/>`).join("");
  c += `<rect x="${cx - 150}" y="${base - 160}" width="300" height="18" fill="${shade}"/><path d="M${cx - 40} ${base} V${base - 90} A40 40 0 0 1 ${cx + 40} ${base - 90} V${base} Z" fill="#6b4a33"/>`;
  c += `<rect x="${cx - 100}" y="${base - 580}" width="200" height="130" fill="#e4dacb"/><rect x="${cx - 112}" y="${base - 592}" width="224" height="16" fill="${shade}"/><rect x="${cx - 112}" y="${base - 462}" width="224" height="14" fill="${shade}"/>` + [-60, -20, 20, 60].map((d) => `<rect x="${cx + d - 10}" y="${base - 560}" width="20" height="70" rx="10" fill="#7f8fa0"/>`).join("");
  c += `<path d="M${cx - 110} ${base - 590} Q${cx - 110} ${base - 740} ${cx} ${base - 750} Q${cx + 110} ${base - 740} ${cx + 110} ${base - 590} Z" fill="url(#dome)"/>` + [-60, 0, 60].map((d) => `<path d="M${cx + d * 0.2} ${base - 748} Q${cx + d * 1.1} ${base - 700} ${cx + d * 1.3} ${base - 592}" stroke="#8e4e26" stroke-width="5" fill="none"/>`).join("");
  c += `<rect x="${cx - 22}" y="${base - 800}" width="44" height="54" fill="#c77a3c"/><path d="M${cx - 30} ${base - 800} h60 l-30 -20 Z" fill="#8e4e26"/><path d="M${cx} ${base - 820} v-26 M${cx - 22} ${base - 850} q22 -20 44 0 q-22 -6 -44 0 Z" stroke="#8e4e26" stroke-width="6" fill="#b8692f"/>`;
  b += `<g transform="translate(${cx} 830) scale(0.86) translate(${-cx} ${-base})">${c}</g>`;
  b += `<path d="M0 800 H${CW} V${CH} H0 Z" fill="#9fb07a"/><path d="M0 860 Q1000 820 ${CW} 860 V${CH} H0 Z" fill="url(#cplaza)"/><path d="M${cx - 150} 800 L${cx + 150} 800 L${cx + 420} 860 L${cx - 420} 860 Z" fill="#e8dcc6"/>`;
  b += `<path d="M0 1040 Q1000 1000 ${CW} 1040" stroke="#bba37f" stroke-width="6" fill="none"/>`;
  const palm = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q-10 -200 10 -400" stroke="#6b5a4a" stroke-width="16" fill="none"/>${[-70, -30, 10, 50, 90, 140, 200].map((r) => `<path d="M10 -400 q60 -30 130 10 q-70 -10 -130 -10" fill="#5d7355" transform="rotate(${r} 10 -400)"/>`).join("")}</g>`;
  b += palm(560, 830, 1.05) + palm(1920, 840, 1.1) + shrub(700, 820, 0.9, "#7d9460") + shrub(1760, 822, 0.9, "#7d9460");
  // the volunteers, each with a folder held to the chest
  const folder = (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-46" y="-236" width="92" height="118" rx="6" fill="${c}" transform="rotate(-4 0 -177)"/><rect x="-40" y="-226" width="80" height="8" fill="#fbf7ee" opacity="0.7" transform="rotate(-4 0 -177)"/></g>`;
  const group = [
    [260, 1250, 1.5, { skin: SKIN[1], hair: "#cfcac4", style: "cap", shirt: "#5f6b4a", beard: "#cfcac4", look: 0.4, arms: ["down", "raise"] }, null],
    [530, 1275, 1.55, { skin: SKIN[4], hair: "#1e1612", style: "bun", shirt: "#3f7a8a", look: 0.2, arms: "fold" }, "#e2b654"],
    [800, 1255, 1.5, { skin: SKIN[0], hair: "#bdb8b2", style: "balding", glasses: true, shirt: "#c46b4f", look: -0.1, arms: "fold" }, "#5b8fb0"],
    [1080, 1280, 1.48, { skin: SKIN[2], hair: "#d6d2cc", style: "short", shirt: "#8a5a9a", look: -0.4, arms: "fold" }, "#f1e9dc"],
  ];
  b += group.map(([x, y, s, o, fc]) => person({ x, y, s, pose: "stand", pants: "#3f4552", ...o }) + (fc ? folder(x, y, s, fc) : "")).join("");
  return svg(CW, CH, b, defs);
};

scenes["og-image"] = () => {
  const home = scenes["hero-home"]().replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  let b = `<svg x="-180" y="-150" width="1400" height="788" viewBox="0 0 2400 1350">${home}</svg>`;
  b += `<rect width="1200" height="630" fill="url(#fade)"/>`;
  b += `<text x="70" y="270" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="84" fill="#ffffff">YHWH</text><text x="72" y="360" font-family="DejaVu Sans, sans-serif" font-size="58" letter-spacing="2" fill="#ffffff">Foundation</text><rect x="74" y="400" width="120" height="8" rx="4" fill="#e2b654"/>`;
  const defs = `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f2a44" stop-opacity="0.85"/><stop offset="0.45" stop-color="#0f2a44" stop-opacity="0.55"/><stop offset="0.7" stop-color="#0f2a44" stop-opacity="0"/></linearGradient>`;
  return svg(1200, 630, b, defs);
};

export function write(names) {
  for (const [name, fn] of Object.entries(scenes)) {
    if (names.length && !names.some((n) => name.includes(n))) continue;
    writeFileSync(path.join(here, name + ".svg"), fn());
  }
}
if (process.argv[1] === fileURLToPath(import.meta.url)) write(process.argv.slice(2));
