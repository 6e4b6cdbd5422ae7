import { logger } from '@harambee/database';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type EncodedFormat, scaledImage } from './images';
import { type ImageWidth, type VariantFormat, variantQuality } from '@harambee/rules';

const formatOf = (file: string): EncodedFormat | 'svg' => {
  const extension = path.extname(file).slice(1).toLowerCase();
  return extension === 'jpg' ? 'jpeg' : (extension as EncodedFormat | 'svg');
};

/** `file` matches STORED_IMAGE; without `width`, the variant keeps the stored image's size; without `format`, its format. */
export type VariantRequest = { file: string; width?: ImageWidth; format?: VariantFormat };
export type VariantImage = { bytes: Buffer; format: EncodedFormat | 'svg' };

/** The cache name's tail: width, quality and format, so a change of quality makes the variant again. */
const encodingName = ({ width }: VariantRequest, format: EncodedFormat) => {
  const quality = format === 'png' || format === 'gif' ? '' : `q${variantQuality(format, width)}.`;
  return `${width ?? 'full'}.${quality}${format}`;
};

/**
 * Variants of the stored images, made on first request and kept in `cacheDir`, named after the stored file, its
 * modification time and the encoding so a file written again is never answered from an old variant. Requests for a variant being
 * made share its making. An SVG in its own format is already every width: it is answered as stored.
 */
export const imageVariants = ({
  uploadsDir,
  cacheDir,
}: {
  uploadsDir: string;
  cacheDir: string;
}) => {
  const making = new Map<string, Promise<Buffer>>();
  const make = async (
    source: string,
    cached: string,
    request: VariantRequest,
    format: EncodedFormat,
  ) => {
    const bytes = await scaledImage(source, formatOf(request.file), format, request.width);
    try {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(`${cached}.tmp`, bytes);
      await rename(`${cached}.tmp`, cached);
    } catch (error) {
      logger.warn('image variant not cached', { file: request.file, error: String(error) });
    }
    return bytes;
  };
  /** The variant, or undefined when no such image is stored. Throws when the stored file is not a readable image. */
  return async (request: VariantRequest): Promise<VariantImage | undefined> => {
    const source = path.join(uploadsDir, request.file);
    const stored = await stat(source).catch(() => undefined);
    if (!stored?.isFile()) return undefined;
    const own = formatOf(request.file);
    if (own === 'svg' && !request.format) return { bytes: await readFile(source), format: own };
    const format = request.format ?? (own as EncodedFormat);
    const cached = path.join(
      cacheDir,
      `${request.file}.${Math.trunc(stored.mtimeMs)}.${encodingName(request, format)}`,
    );
    const bytes = await readFile(cached).catch(() => undefined);
    if (bytes) return { bytes, format };
    let made = making.get(cached);
    if (!made) {
      made = make(source, cached, request, format).finally(() => making.delete(cached));
      making.set(cached, made);
    }
    return { bytes: await made, format };
  };
};
