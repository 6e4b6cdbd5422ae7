import { startHarambee, type TestHarambee } from '../../../../../test/support/harambee-server';
import { builtWebFixture } from './built-web';

/**
 * The composed server as the public pages' specs need it: the demo seed, a built web app (built-web.ts) and the
 * public address https://harambee.example. Stopping it removes the build too.
 */
export const startPublicPagesHarambee = async (): Promise<TestHarambee> => {
  const web = await builtWebFixture();
  try {
    const harambee = await startHarambee({
      seed: true,
      env: { PUBLIC_URL: 'https://harambee.example' },
      start: { webDist: web.dir, webRenderer: web.renderer },
    });
    return {
      ...harambee,
      stop: async () => {
        try {
          await harambee.stop();
        } finally {
          web.remove();
        }
      },
    };
  } catch (error) {
    web.remove();
    throw error;
  }
};
