import type { Words } from '@harambee/messages';
import {
  AppError,
  type Config,
  handle,
  keyWith,
  NotFoundError,
  parseInput,
} from '@harambee/platform';
import express, { Router } from 'express';
import path from 'node:path';
import { z } from 'zod';
import { IMAGE_WIDTHS, nearestWidth, STORED_IMAGE, VARIANT_FORMATS } from '@harambee/rules';
import { imageVariants } from './image-variants';

export const BAD_WIDTH: Words = {
  key: 'api.upload.badWidth',
  values: { widths: IMAGE_WIDTHS.join(', ') },
};
export const BAD_FORMAT: Words = {
  key: 'api.upload.badFormat',
  values: {
    formats: (language) =>
      new Intl.ListFormat(language, { type: 'disjunction' }).format(VARIANT_FORMATS),
  },
};
export const IMAGE_NOT_FOUND: Words = { key: 'api.image.notFound' };
export const IMAGE_UNREADABLE: Words = { key: 'api.image.storedUnreadable' };

const variantQuery = z.object({
  w: z
    .string({ error: keyWith(BAD_WIDTH) })
    .regex(/^\d{1,5}$/, keyWith(BAD_WIDTH))
    .transform(Number)
    .optional(),
  f: z.enum(VARIANT_FORMATS, { error: keyWith(BAD_FORMAT) }).optional(),
});

/** A variant's address names its stored file, which is never written again under that name: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /uploads/: the stored images as they are, and each at a width (`?w=`, the nearest of IMAGE_WIDTHS) and/or
 * as AVIF or WebP (`?f=avif`, `?f=webp`). Variants are made on first request and kept under DATA_DIR/image-variants.
 */
export const uploadRoutes = ({ uploadsDir, dataDir }: Pick<Config, 'uploadsDir' | 'dataDir'>) => {
  const variantOf = imageVariants({ uploadsDir, cacheDir: path.join(dataDir, 'image-variants') });
  return Router()
    .get(
      /.*/,
      handle(async (req, res, next) => {
        if (req.query.w === undefined && req.query.f === undefined) return next();
        const query = parseInput(variantQuery, req.query);
        const file = req.path.slice(1);
        if (!STORED_IMAGE.test(file)) throw new NotFoundError(IMAGE_NOT_FOUND);
        const width = query.w === undefined ? undefined : nearestWidth(query.w);
        const variant = await variantOf({ file, width, format: query.f }).catch(() => {
          throw new AppError(422, IMAGE_UNREADABLE);
        });
        if (!variant) throw new NotFoundError(IMAGE_NOT_FOUND);
        res.type(variant.format).set('Cache-Control', IMMUTABLE).send(variant.bytes);
      }),
    )
    .use(express.static(uploadsDir, { maxAge: '30d', immutable: true, fallthrough: false }));
};
