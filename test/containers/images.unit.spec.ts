import { engineImage, engineImages, isPinned, pinImages } from './images';

const DIGEST = `sha256:${'ab'.repeat(32)}`;

describe('the engine images, named once in the compose file', () => {
  it('when read, then each engine a service runs and each test-only image is there, and the image built here is not', () => {
    const images = engineImages();

    expect(images).toMatchObject({
      postgres: expect.stringMatching(/^postgres:/),
      kurrentdb: expect.stringMatching(/^kurrentplatform\/kurrentdb:/),
      kafka: expect.stringMatching(/^apache\/kafka:/),
      mongodb: expect.stringMatching(/^mongo:/),
      'kafka-in-tests': expect.stringMatching(/^confluentinc\/cp-kafka:/),
    });
    expect(Object.values(images)).not.toContain('harambee:local');
  });

  it('when an engine has no image, then asking for it says so', () => {
    expect(() => engineImage('redis')).toThrow('docker-compose.yml names no image for redis');
  });

  it('when pinned, then each image line names the digest, every line naming it, and nothing else changes', () => {
    const compose = [
      'x-test-images:',
      '  kafka-in-tests: confluentinc/cp-kafka:7.9.0',
      'services:',
      '  kafka:',
      '    image: apache/kafka:3.9.1',
      '    # apache/kafka:3.9.1 keeps its log in /tmp',
      '  kafka-topics:',
      '    image: apache/kafka:3.9.1  ',
      '  mongodb:',
      '    image: mongo:8.0',
    ].join('\n');

    const pinned = pinImages(compose, { 'apache/kafka:3.9.1': DIGEST });

    expect(pinned.split('\n')).toEqual([
      'x-test-images:',
      '  kafka-in-tests: confluentinc/cp-kafka:7.9.0',
      'services:',
      '  kafka:',
      `    image: apache/kafka:3.9.1@${DIGEST}`,
      '    # apache/kafka:3.9.1 keeps its log in /tmp',
      '  kafka-topics:',
      `    image: apache/kafka:3.9.1@${DIGEST}`,
      '  mongodb:',
      '    image: mongo:8.0',
    ]);
    expect(isPinned(`apache/kafka:3.9.1@${DIGEST}`)).toBe(true);
    expect(isPinned('mongo:8.0')).toBe(false);
    expect(engineImages(pinned)['kafka-in-tests']).toBe('confluentinc/cp-kafka:7.9.0');
  });
});
