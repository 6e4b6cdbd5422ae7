// Global styles first, so that every component's module CSS (bundled after them) overrides them, e.g. `.container`.
import './styles/global.css';
import { SCREEN_SCRIPTS_ELEMENT_ID } from './config/server-state';

/** A page that never paints (nothing to show yet) starts its app after this long all the same. */
const LONGEST_WAIT_FOR_PAINT_MS = 3000;

/**
 * Resolves once the page has painted its first content (at once in a hidden tab, which does not paint). On a slow
 * network the app's scripts would share the line with the stylesheet: a page the server rendered is read first, made
 * live after.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const canWatch = PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (document.visibilityState === 'hidden' || !canWatch) return resolve();
    const painted = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, LONGEST_WAIT_FOR_PAINT_MS);
    function done() {
      painted.disconnect();
      clearTimeout(timer);
      resolve();
    }
    painted.observe({ type: 'paint', buffered: true });
  });

/** The scripts of the screens the server rendered, fetched alongside the app's own. */
function preloadScreens() {
  const element = document.getElementById(SCREEN_SCRIPTS_ELEMENT_ID);
  const scripts = element?.textContent ? (JSON.parse(element.textContent) as string[]) : [];
  for (const href of scripts) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

void afterFirstPaint().then(async () => {
  preloadScreens();
  const { startApp } = await import('./start');
  startApp();
});
