import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parse } from 'yaml';

type Service = {
  environment?: Record<string, string>;
  volumes?: (string | { source?: string; target: string })[];
  depends_on?: Record<string, { condition: string }>;
};
type Rendered = { services: Record<string, Service> };

const root = path.resolve(__dirname, '../..');

/** The file as Docker would run it: `docker-compose config`, with every profile's services. */
const rendered = (): Rendered =>
  parse(
    execFileSync('docker-compose', ['-f', 'docker-compose.yml', '--profile', 'card', 'config'], {
      cwd: root,
      env: { ...process.env, JWT_SECRET: randomBytes(48).toString('base64') },
      encoding: 'utf8',
    }),
  ) as Rendered;

const volumeTargets = (service: Service) =>
  (service.volumes ?? []).map((volume) =>
    typeof volume === 'string' ? (volume.split(':')[1] ?? '') : volume.target,
  );

describe('docker-compose.yml as rendered', () => {
  const { services } = rendered();

  it('when Kafka writes its log, then it writes it on its volume, so a recreated container keeps the topic and offsets', () => {
    const kafka = services.kafka!;
    expect(volumeTargets(kafka)).toContain(kafka.environment!.KAFKA_LOG_DIRS);
  });

  it('when the card stack starts on an existing PostgreSQL volume, then no step depends on the volume being new', () => {
    expect(
      Object.values(services).flatMap((service) =>
        volumeTargets(service).filter((target) => target.startsWith('/docker-entrypoint-initdb.d')),
      ),
    ).toEqual([]);
  });

  it('when a card service starts, then it waits for the servers it needs to be healthy', () => {
    for (const name of ['card-command-api', 'relay', 'card-projector', 'card-query-api'])
      expect(services[name]!.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services['card-projector']!.depends_on?.mongodb?.condition).toBe('service_healthy');
    expect(services.relay!.depends_on?.['kafka-topics']?.condition).toBe(
      'service_completed_successfully',
    );
  });
});
