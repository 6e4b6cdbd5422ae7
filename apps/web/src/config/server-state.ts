import type { DonorMoney } from '@harambee/rules';
import type { DehydratedState } from '@tanstack/react-query';

/** The element after the root that carries what the server rendered a page with, as JSON. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * The queries a page was rendered with and the UTC day it was rendered (ms at its start), so the browser's first render
 * reads the same; on the donate page, the currency and country its form was rendered with (from the visitor's request).
 */
export type ServerState = { queries: DehydratedState; renderedOn: number; donorMoney?: DonorMoney };

/** The element after the root that lists, as JSON, the scripts of the screens the server rendered the page with. */
export const SCREEN_SCRIPTS_ELEMENT_ID = 'screen-scripts';
