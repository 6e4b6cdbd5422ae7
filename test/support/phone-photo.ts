import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 1200;

/** Gaussian noise drawn `across` pixels wide and stretched to the photo: detail at that scale. */
const detail = async (across: number, sigma: number) => ({
  input: await sharp({
    create: {
      width: across,
      height: Math.round((across * HEIGHT) / WIDTH),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer(),
  blend: 'soft-light' as const,
});

/**
 * A JPEG like a phone's photo as people upload it (1600 × 1200, about 250 KB): detail at every scale, from
 * broad light to fine grain, so encoders cannot shrink it as they would a flat colour.
 */
export const phonePhoto = async () =>
  sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#6b8e4e' } })
    .composite(
      await Promise.all([detail(25, 60), detail(100, 40), detail(400, 30), detail(1600, 10)]),
    )
    .jpeg({ quality: 74 })
    .toBuffer();
