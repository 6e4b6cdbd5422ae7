import { CAMPAIGN_CATEGORIES, type CampaignCategory } from '@harambee/rules';

export const PRODUCT_NAME = 'Harambee';

export const MOBILE_QUERY = '(max-width: 767.98px)';

const categoryNames: Record<CampaignCategory, { label: string; short: string }> = {
  'startup-capital': { label: 'Startup Capital', short: 'Startup' },
  expansion: { label: 'Business Expansion', short: 'Expansion' },
  equipment: { label: 'Equipment Purchase', short: 'Equipment' },
  inventory: { label: 'Inventory Funding', short: 'Inventory' },
  'emergency-relief': { label: 'Emergency Relief', short: 'Emergency' },
};

/** Every category, in the order the forms list them, with the names people read. */
export const categories = CAMPAIGN_CATEGORIES.map((value) => ({ value, ...categoryNames[value] }));

export const DAYS_LEFT_MAX = 14;

export const HASH_SCROLL_DELAY_MS = 100;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const uploadUrl = (file: string) =>
  /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/uploads/${file}`;
