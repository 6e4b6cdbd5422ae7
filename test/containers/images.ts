import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const COMPOSE_FILE = path.join(__dirname, '../../docker-compose.yml');

type Compose = {
  services: Record<string, { image?: string; build?: unknown }>;
  'x-test-images'?: Record<string, string>;
};

/**
 * The images of the engines, named once in the compose file: those its services run, and those only the container
 * suites run (`x-test-images`); the suites start the very images a deployment runs. An image built here is not one.
 */
export const engineImages = (compose = readFileSync(COMPOSE_FILE, 'utf8')) => {
  const { services, 'x-test-images': tests = {} } = parse(compose, { merge: true }) as Compose;
  const served = Object.entries(services).flatMap(([name, service]) =>
    service.image && !service.build ? [[name, service.image] as const] : [],
  );
  return { ...Object.fromEntries(served), ...tests };
};

/** The image a compose service (or a test-only entry) runs. */
export const engineImage = (name: string) => {
  const image = engineImages()[name];
  if (!image) throw new Error(`docker-compose.yml names no image for ${name}`);
  return image;
};

/** A reference a registry cannot move: `name:tag@sha256:<64 hex>`. */
export const isPinned = (image: string) => /@sha256:[0-9a-f]{64}$/.test(image);

/** The compose file with each image in `digests` named with its digest, all else as it was (comments included). */
export const pinImages = (compose: string, digests: Record<string, string>) =>
  Object.entries(digests).reduce(
    (text, [image, digest]) =>
      text.replace(
        new RegExp(`(:[ \\t]*)${image.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[ \\t]*$`, 'gm'),
        `$1${image}@${digest}`,
      ),
    compose,
  );
