/**
 * Synthetic faces for photo tests, drawn with @napi-rs/canvas: no photograph of a real person is
 * needed (or allowed) in the repository. The drawing is shaded, textured and grained like a
 * photo closely enough that the BlazeFace + FaceMesh detector recognises it, which the photo
 * tests verify rather than assume. Deterministic for a given seed.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface FaceLook {
  /** Skin tone (light, mid, dark variants); hair colour; backdrop colours top/bottom. */
  skin: [string, string, string];
  hair: string;
  backdrop: [string, string];
  shirt: string;
}

export const LOOKS: FaceLook[] = [
  { skin: ['#f4d2b8', '#e0b094', '#b98466'], hair: '#3b2616', backdrop: ['#a9bed3', '#4d6680'], shirt: '#2b2f3a' },
  { skin: ['#d9a47c', '#b98059', '#8a5a3c'], hair: '#17110c', backdrop: ['#e8e8e8', '#b0b0b0'], shirt: '#3d5a80' },
  { skin: ['#a8704c', '#8a5636', '#5e3822'], hair: '#0e0a08', backdrop: ['#c9d6c0', '#6f8563'], shirt: '#f2f2f2' },
];

export interface FaceSpec {
  /** Face centre and half-height of the face oval, in canvas pixels. */
  cx: number;
  cy: number;
  size: number;
  look?: FaceLook;
}

/** A seeded PRNG (mulberry32): fixtures must not change between runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ellipse(g: SKRSContext2D, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient): void {
  g.fillStyle = fill as string;
  g.beginPath();
  g.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  g.fill();
}

/** Draws one head and shoulders on `g`. */
export function drawPerson(g: SKRSContext2D, spec: FaceSpec, random: () => number): void {
  const look = spec.look ?? LOOKS[0]!;
  const { cx, cy } = spec;
  const fh = spec.size; // half height of the face oval
  const fw = fh * 0.78; // half width
  const [light, mid, dark] = look.skin;

  // Shoulders and neck.
  const shirt = g.createLinearGradient(cx - fw * 3, 0, cx + fw * 3, 0);
  shirt.addColorStop(0, look.shirt);
  shirt.addColorStop(0.5, '#555a66');
  shirt.addColorStop(1, look.shirt);
  ellipse(g, cx, cy + fh * 3.1, fw * 2.9, fh * 1.6, shirt as unknown as string);
  g.fillStyle = mid;
  g.fillRect(cx - fw * 0.42, cy + fh * 0.5, fw * 0.84, fh * 1.25);
  ellipse(g, cx, cy + fh * 0.9, fw * 0.42, fh * 0.2, dark);

  // Hair mass behind the head, then ears.
  ellipse(g, cx, cy - fh * 0.28, fw * 1.18, fh * 1.05, look.hair);
  ellipse(g, cx - fw * 0.98, cy + fh * 0.05, fw * 0.15, fh * 0.2, mid);
  ellipse(g, cx + fw * 0.98, cy + fh * 0.05, fw * 0.15, fh * 0.2, mid);

  // Face: lit from the upper left, darker towards the jaw.
  const skin = g.createRadialGradient(cx - fw * 0.25, cy - fh * 0.25, fw * 0.1, cx, cy, fw * 1.25);
  skin.addColorStop(0, light);
  skin.addColorStop(0.65, mid);
  skin.addColorStop(1, dark);
  ellipse(g, cx, cy, fw, fh, skin as unknown as string);

  // Fringe with strands.
  g.fillStyle = look.hair;
  g.beginPath();
  g.ellipse(cx, cy - fh * 0.8, fw * 1.0, fh * 0.36, 0, Math.PI, Math.PI * 2);
  g.fill();
  g.strokeStyle = look.hair;
  g.lineWidth = Math.max(1, fh * 0.02);
  for (let i = 0; i < 40; i++) {
    const sx = cx - fw + random() * fw * 2;
    g.beginPath();
    g.moveTo(sx, cy - fh * 0.95);
    g.quadraticCurveTo(sx + (random() - 0.5) * fw * 0.3, cy - fh * 0.75, sx + (random() - 0.5) * fw * 0.2, cy - fh * (0.62 + random() * 0.1));
    g.stroke();
  }

  for (const side of [-1, 1]) {
    const ex = cx + side * fw * 0.4;
    const ey = cy - fh * 0.12;
    // Eye socket shadow, brow, white, iris, pupil, highlight, upper lid line.
    ellipse(g, ex, ey - fh * 0.02, fw * 0.27, fh * 0.13, 'rgba(90,50,30,0.18)');
    g.strokeStyle = '#3a2415';
    g.lineWidth = fh * 0.05;
    g.beginPath();
    g.moveTo(ex - side * fw * 0.22, ey - fh * 0.17);
    g.quadraticCurveTo(ex, ey - fh * 0.25, ex + side * fw * 0.26, ey - fh * 0.16);
    g.stroke();
    ellipse(g, ex, ey, fw * 0.19, fh * 0.075, '#f5f1ec');
    ellipse(g, ex, ey, fh * 0.07, fh * 0.07, '#5a3b22');
    ellipse(g, ex, ey, fh * 0.032, fh * 0.032, '#0c0806');
    ellipse(g, ex - fh * 0.02, ey - fh * 0.02, fh * 0.012, fh * 0.012, '#ffffff');
    g.strokeStyle = '#2a1a10';
    g.lineWidth = fh * 0.018;
    g.beginPath();
    g.ellipse(ex, ey + fh * 0.01, fw * 0.2, fh * 0.085, 0, Math.PI * 1.05, Math.PI * 1.95);
    g.stroke();
  }

  // Nose: a soft shadow on one side and nostrils.
  const nose = g.createLinearGradient(cx - fw * 0.15, 0, cx + fw * 0.15, 0);
  nose.addColorStop(0, 'rgba(120,70,45,0)');
  nose.addColorStop(1, 'rgba(120,70,45,0.35)');
  g.fillStyle = nose as unknown as string;
  g.beginPath();
  g.moveTo(cx, cy - fh * 0.1);
  g.lineTo(cx + fw * 0.14, cy + fh * 0.3);
  g.lineTo(cx - fw * 0.14, cy + fh * 0.3);
  g.closePath();
  g.fill();
  ellipse(g, cx - fw * 0.08, cy + fh * 0.31, fw * 0.05, fh * 0.025, '#6b3f2a');
  ellipse(g, cx + fw * 0.08, cy + fh * 0.31, fw * 0.05, fh * 0.025, '#6b3f2a');

  // Mouth: upper and lower lip, a darker line between.
  ellipse(g, cx, cy + fh * 0.54, fw * 0.3, fh * 0.05, '#a9504a');
  ellipse(g, cx, cy + fh * 0.6, fw * 0.26, fh * 0.06, '#bf625b');
  g.strokeStyle = '#5e2624';
  g.lineWidth = fh * 0.015;
  g.beginPath();
  g.moveTo(cx - fw * 0.3, cy + fh * 0.56);
  g.quadraticCurveTo(cx, cy + fh * 0.6, cx + fw * 0.3, cy + fh * 0.56);
  g.stroke();
}

/** Photographic grain: small per-pixel noise, so the image is not a handful of flat colours. */
export function addGrain(canvas: Canvas, random: () => number, amount = 10): void {
  const g = canvas.getContext('2d');
  const img = g.getImageData(0, 0, canvas.width, canvas.height);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (random() + random() - 1) * amount;
    d[i] = Math.max(0, Math.min(255, d[i]! + n));
    d[i + 1] = Math.max(0, Math.min(255, d[i + 1]! + n));
    d[i + 2] = Math.max(0, Math.min(255, d[i + 2]! + n));
  }
  g.putImageData(img, 0, 0);
}

/** A portrait photo: backdrop, one person, grain. */
export function drawPortrait(width: number, height: number, opts: { seed?: number; look?: FaceLook } = {}): Canvas {
  const random = seededRandom(opts.seed ?? 1);
  const look = opts.look ?? LOOKS[0]!;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, look.backdrop[0]);
  bg.addColorStop(1, look.backdrop[1]);
  g.fillStyle = bg as unknown as string;
  g.fillRect(0, 0, width, height);
  const size = Math.min(width / 1.6 / 0.78 / 2, height * 0.2);
  drawPerson(g, { cx: width / 2, cy: height * 0.42, size, look }, random);
  addGrain(canvas, random);
  return canvas;
}

/** Two people side by side, the same size: a group photo. */
export function drawGroupPhoto(width: number, height: number, seed = 7): Canvas {
  const random = seededRandom(seed);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, 0, height);
  bg.addColorStop(0, '#d8d2c4');
  bg.addColorStop(1, '#8c8270');
  g.fillStyle = bg as unknown as string;
  g.fillRect(0, 0, width, height);
  const size = Math.min(width / 4 / 0.78 / 2 / 1.25, height * 0.2);
  drawPerson(g, { cx: width * 0.28, cy: height * 0.42, size, look: LOOKS[0] }, random);
  drawPerson(g, { cx: width * 0.72, cy: height * 0.42, size, look: LOOKS[1] }, random);
  addGrain(canvas, random);
  return canvas;
}
