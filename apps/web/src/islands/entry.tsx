import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';
import { ServerRenderDayProvider } from '@/hooks/use-display-time';
import { fetchAppOnIntent } from './app-on-intent';
import { hydratingInTurn, isIslandsPage, partsLive, yieldToBrowser } from './in-turn';
import { type IslandName, type IslandPageTexts, ISLAND_TEXTS_ELEMENT_ID } from './island-texts';
import { onUnreadInvalidated, type QueryKey, seedQueries } from './stand-ins/query';

type Loader = () => Promise<ComponentType<never>>;
const component =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<never>) =>
  () =>
    load().then(pick);

/** Each island's component, in its own chunk. */
const islands: Record<IslandName, Loader> = {
  'account-actions': component(
    () => import('@/components/layouts/header'),
    (module) => module.AccountActions,
  ),
  'logout-dialog': component(
    () => import('@/components/logout-dialog'),
    (module) => module.LogoutDialog,
  ),
  'footer-language-switcher': component(
    () => import('@/components/language-switcher/language-switcher'),
    (module) => module.FooterLanguageSwitcher,
  ),
  'funded-counter': component(
    () => import('@/features/home/components/funded-counter'),
    (module) => module.FundedCounter as ComponentType<never>,
  ),
  'campaign-showcase': component(
    () => import('@/features/campaigns/components/campaign-showcase'),
    (module) => module.CampaignShowcase as ComponentType<never>,
  ),
  'scrolled-past-action': component(
    () => import('@/components/ui/scrolled-past-action'),
    (module) => module.ScrolledPastAction as ComponentType<never>,
  ),
  'cookie-consent': component(
    () => import('@/features/cookies/components/browser-cookie-consent'),
    (module) => module.BrowserCookieConsent,
  ),
  'cookie-preferences-button': component(
    () => import('@/components/cookie-preferences-button'),
    (module) => module.CookiePreferencesButton as ComponentType<never>,
  ),
  'campaign-summary': component(
    () => import('@/features/campaigns/components/live-summary-card'),
    (module) => module.LiveSummaryCard as ComponentType<never>,
  ),
  'campaign-story': component(
    () => import('@/features/campaigns/components/campaign-story'),
    (module) => module.CampaignStory as ComponentType<never>,
  ),
  'campaign-share': component(
    () => import('@/features/campaigns/components/share-buttons'),
    (module) => module.CampaignShareButtons as ComponentType<never>,
  ),
  'campaign-search': component(
    () => import('@/features/campaigns/components/campaign-search'),
    (module) => module.CampaignSearch,
  ),
  'faq-accordion': component(
    () => import('@/features/pages/components/faq-accordion'),
    (module) => module.FaqAccordion,
  ),
  'contact-form': component(
    () => import('@/features/pages/components/contact-form'),
    (module) => module.ContactForm,
  ),
  'ledger-entries': component(
    () => import('@/features/ledger/components/ledger-entry-list'),
    (module) => module.LedgerEntryList as ComponentType<never>,
  ),
  'receipt-ledger': component(
    () => import('@/features/receipts/components/gift-in-ledger'),
    (module) => module.GiftInLedger as ComponentType<never>,
  ),
  'receipt-print': component(
    () => import('@/features/receipts/components/print-button'),
    (module) => module.PrintButton,
  ),
  'campaign-activity': component(
    () => import('@/features/campaigns/components/campaign-activity'),
    (module) => module.CampaignActivity as ComponentType<never>,
  ),
};

const texts = JSON.parse(
  document.getElementById(ISLAND_TEXTS_ELEMENT_ID)?.textContent ?? '{}',
) as IslandPageTexts;

/**
 * Islands with nothing to do until they are seen or touched (no field to type in, no figure that moves unless one of
 * their answers does): their script is fetched and run only then, or once one of their answers is invalidated, so a
 * phone spends nothing on them while the page opens. One without a box (drawn once the page scrolls) starts at the
 * first scroll.
 */
const WHEN_SEEN = new Set<IslandName>([
  'campaign-share',
  'campaign-story',
  'campaign-activity',
  'scrolled-past-action',
  'footer-language-switcher',
  'cookie-preferences-button',
]);

/** How each island left asleep is started (once; later calls do nothing). */
const asleep = new Map<HTMLElement, () => void>();

/**
 * Taps on an island's buttons before it is live, kept to be replayed once it is (a link needs no island, unless its
 * island was left asleep: its click may do more than follow it).
 */
const waiting = new Map<HTMLElement, HTMLElement[]>();
const keepTap = (event: MouseEvent) => {
  const target = event.target instanceof HTMLElement ? event.target : undefined;
  const island = target?.closest<HTMLElement>('[data-island]');
  if (!target || !island || !waiting.has(island)) return;
  if (!asleep.has(island) && target.closest('a[href], summary')) return;
  event.preventDefault();
  event.stopPropagation();
  waiting.get(island)!.push(target);
  asleep.get(island)?.();
};
document.addEventListener('click', keepTap, true);

const wake = (event: Event) => {
  const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
  if (island instanceof HTMLElement) asleep.get(island)?.();
};
for (const touch of ['pointerdown', 'focusin'])
  document.addEventListener(touch, wake, { capture: true, passive: true });

type Answers = [QueryKey, unknown][];
const answersOf = (element: HTMLElement) =>
  JSON.parse(element.dataset.islandQueries ?? '[]') as Answers;

/** The islands asleep holding each answer (by its key as JSON), woken when it is invalidated. */
const holding = new Map<string, HTMLElement[]>();
onUnreadInvalidated((key) => {
  for (const element of holding.get(JSON.stringify(key)) ?? []) asleep.get(element)?.();
});

/**
 * Calls `start` once: when one of the island's boxes comes into view (the page's first scroll for an island without
 * one), when it is touched, or when one of its answers is invalidated.
 */
const startWhenSeen = (element: HTMLElement, answers: Answers, start: () => void) => {
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) asleep.get(element)?.();
  });
  let started = false;
  asleep.set(element, () => {
    if (started) return;
    started = true;
    seen.disconnect();
    start();
  });
  for (const box of element.children) seen.observe(box);
  if (element.children.length === 0)
    window.addEventListener('scroll', () => asleep.get(element)!(), { once: true, passive: true });
  for (const [key] of answers)
    holding.set(JSON.stringify(key), [...(holding.get(JSON.stringify(key)) ?? []), element]);
  // Tapped before the page's islands started.
  if (waiting.get(element)!.length > 0) asleep.get(element)!();
};

/**
 * The page's Intl tables loaded on another thread (`warm-intl.worker.ts`) before the islands' first use of Intl;
 * settles at once where no worker starts.
 */
const warmIntl = (language: string) =>
  new Promise<void>((resolve) => {
    try {
      const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.onmessage = worker.onerror = () => {
        worker.terminate();
        resolve();
      };
      worker.postMessage(language);
    } catch {
      resolve();
    }
  });

/**
 * Until the effects of the island just hydrated have run (Preact runs them after the next paint, all islands' at
 * once if nothing waits), so each island's effects are a task of their own; a hidden page, without paints, waits
 * a tenth of a second.
 */
const effectsRun = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });

const hydrateIsland = (element: HTMLElement, Component: ComponentType<object>, intl: IntlShape) => {
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  hydratingInTurn(() =>
    hydrateRoot(
      element,
      <RawIntlProvider value={intl}>
        <ServerRenderDayProvider value={texts.renderedOn}>
          <Component {...props} />
        </ServerRenderDayProvider>
      </RawIntlProvider>,
    ),
  );
};

/** The taps kept while the island was not live, replayed once it and its effects are (a link's address among them). */
const replayTaps = (element: HTMLElement) => {
  const taps = waiting.get(element)!;
  waiting.delete(element);
  for (const target of taps) target.click();
};

const load = (element: HTMLElement) =>
  islands[element.dataset.island as IslandName]() as Promise<ComponentType<object>>;

/**
 * The script of every island needed now is asked for at once, and the page's Intl tables are loaded off the main
 * thread (the browser's first use of them is its costliest step); then each slice of work is a task of its own, so
 * none blocks a tap for long on a slow phone: the entry's own evaluation, the page's Intl, then one island at a time,
 * in the page's order, each island's effects before the next; an island left asleep joins the queue when seen or
 * touched. Settles once the islands needed now are live.
 */
const hydrateIslands = async () => {
  await yieldToBrowser();
  const warmed = warmIntl(texts.language);
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  for (const element of elements) waiting.set(element, []);
  // Every island's answers at once: an island asleep is then told when one it holds goes stale.
  const answers = new Map(elements.map((element) => [element, answersOf(element)]));
  for (const held of answers.values()) seedQueries(held);
  const needed = elements.filter((element) => !WHEN_SEEN.has(element.dataset.island as IslandName));
  const components = needed.map(load);
  await warmed;
  await yieldToBrowser();
  const intl = createIntl(
    {
      locale: texts.language,
      defaultLocale: 'en',
      messages: texts.messages as Record<string, never>,
    },
    createIntlCache(),
  );
  let queue = Promise.resolve();
  const hydrateInTurn = (element: HTMLElement, component: Promise<ComponentType<object>>) => {
    queue = queue.then(async () => {
      const Component = await component;
      await yieldToBrowser();
      hydrateIsland(element, Component, intl);
      // Its parts left for later (`InTurn`), each a task of its own, then the effects of the last.
      await partsLive();
      await effectsRun();
      replayTaps(element);
    });
  };
  for (const [index, element] of needed.entries()) hydrateInTurn(element, components[index]!);
  const live = queue;
  for (const element of elements)
    if (!needed.includes(element))
      startWhenSeen(element, answers.get(element)!, () => hydrateInTurn(element, load(element)));
  await live;
};

isIslandsPage();
fetchAppOnIntent();

// Browser tests wait for this mark, as on the app's pages.
void hydrateIslands().then(() => {
  document.documentElement.dataset.app = 'ready';
});
