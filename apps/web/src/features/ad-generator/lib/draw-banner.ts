import { PRODUCT_NAME } from '@/config/constants';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 630;
export const DOWNLOAD_SCALE = 2;
export const HEADLINE = 'Access Capital for Your Business';
export const SUBLINE = 'Connect with global backers committed to support African entrepreneurs';

export type BannerVariant = 'social' | 'ad';

export const bannerFileName = (variant: BannerVariant) =>
  `${PRODUCT_NAME}-${variant === 'social' ? 'social-share' : 'ad'}.png`;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function background(ctx: CanvasRenderingContext2D) {
  const gradient = ctx.createLinearGradient(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  gradient.addColorStop(0, '#fb923c');
  gradient.addColorStop(0.45, '#ea580c');
  gradient.addColorStop(1, '#9a3412');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, BANNER_WIDTH, BANNER_HEIGHT);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
  [
    [1050, 90, 260],
    [1120, 560, 180],
    [80, 620, 140],
  ].forEach(([x, y, r]) => {
    ctx.beginPath();
    ctx.arc(x ?? 0, y ?? 0, r ?? 0, 0, Math.PI * 2);
    ctx.fill();
  });
}

function logo(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 80, 70, 72, 72, 18);
  ctx.fill();
  ctx.fillStyle = '#c2410c';
  ctx.fillRect(100, 90, 9, 32);
  ctx.fillRect(123, 90, 9, 32);
  ctx.fillRect(100, 102, 32, 8);
  ctx.fillStyle = '#ffffff';
  ctx.font = `800 40px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.fillText(PRODUCT_NAME, 172, 108);
}

function copy(ctx: CanvasRenderingContext2D) {
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#ffffff';
  ctx.font = `800 68px ${FONT}`;
  const headline = wrap(ctx, HEADLINE, 880);
  headline.forEach((line, index) => ctx.fillText(line, 80, 250 + index * 78));
  ctx.font = `500 32px ${FONT}`;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.95)';
  wrap(ctx, SUBLINE, 820).forEach((line, index) =>
    ctx.fillText(line, 80, 250 + headline.length * 78 + 6 + index * 42),
  );
}

function callToAction(ctx: CanvasRenderingContext2D, site: string) {
  const label = 'Start Your Fundraiser →';
  ctx.font = `800 28px ${FONT}`;
  const width = ctx.measureText(label).width + 64;
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 80, 516, width, 64, 32);
  ctx.fill();
  ctx.fillStyle = '#9a3412';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, 112, 549);
  ctx.fillStyle = '#ffffff';
  ctx.font = `600 26px ${FONT}`;
  ctx.fillText(site, 80 + width + 32, 549);
}

/** Draws the promotional banner on a 1200x630 logical canvas (the context may be pre-scaled). */
export function drawBanner(ctx: CanvasRenderingContext2D, variant: BannerVariant, site: string) {
  background(ctx);
  logo(ctx);
  copy(ctx);
  if (variant === 'ad') callToAction(ctx, site);
  else {
    ctx.fillStyle = '#ffffff';
    ctx.font = `600 28px ${FONT}`;
    ctx.textBaseline = 'middle';
    ctx.fillText(site, 80, 549);
  }
}

export function renderBanner(
  variant: BannerVariant,
  site: string,
  scale = DOWNLOAD_SCALE,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = BANNER_WIDTH * scale;
  canvas.height = BANNER_HEIGHT * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas is not available'));
  ctx.scale(scale, scale);
  drawBanner(ctx, variant, site);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))),
      'image/png',
    ),
  );
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
