/**
 * npm run images:pin: names each engine image of the compose file by its digest, as the registry gives it now, so
 * every deployment and every container suite runs the same bytes until someone pins again. Needs Docker (buildx)
 * and the registry; here neither is reachable, so the file still names tags.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { COMPOSE_FILE, engineImages, isPinned, pinImages } from './images';

/** The digest of the image's manifest list (every platform), as `docker buildx imagetools inspect` reports it. */
const digestOf = (image: string) =>
  execFileSync(
    'docker',
    ['buildx', 'imagetools', 'inspect', image, '--format', '{{.Manifest.Digest}}'],
    {
      encoding: 'utf8',
    },
  ).trim();

const unpinned = [...new Set(Object.values(engineImages()))].filter((image) => !isPinned(image));
const digests = Object.fromEntries(unpinned.map((image) => [image, digestOf(image)]));
writeFileSync(COMPOSE_FILE, pinImages(readFileSync(COMPOSE_FILE, 'utf8'), digests));
for (const [image, digest] of Object.entries(digests)) console.log(`${image} → ${digest}`);
