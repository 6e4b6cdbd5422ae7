/**
 * The app's shell (its entry script, named by the server on the islands script as `data-app-shell`), fetched but not
 * run once a visitor shows they are going into the app: a touch or pointer on a link into it, or a donate link in
 * view. The app's page then starts from the browser's cache; an islands page runs none of it.
 */
const INTO_APP =
  /^(?:\/(?:fr|sw))?\/(?:donation|donate|login|dashboard|wallet|admin|create-campaign)(?:\/|$)/;
const DONATE = /^(?:\/(?:fr|sw))?\/(?:donation|donate)\//;

const pathOf = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin ? link.pathname : undefined;

let fetched = false;
const fetchAppShell = () => {
  const shell =
    document.querySelector<HTMLScriptElement>('script[data-app-shell]')?.dataset.appShell;
  if (fetched || !shell) return;
  fetched = true;
  const link = Object.assign(document.createElement('link'), {
    rel: 'prefetch',
    href: shell,
    as: 'script',
    crossOrigin: 'anonymous',
  });
  document.head.append(link);
};

const onIntent = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const path = link instanceof HTMLAnchorElement ? pathOf(link) : undefined;
  if (path && INTO_APP.test(path)) fetchAppShell();
};

export const fetchAppOnIntent = () => {
  for (const intent of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(intent, onIntent, { passive: true, capture: true });
  const donateLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) =>
    DONATE.test(pathOf(link) ?? ''),
  );
  if (donateLinks.length === 0) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    fetchAppShell();
  });
  donateLinks.forEach((link) => seen.observe(link));
};
