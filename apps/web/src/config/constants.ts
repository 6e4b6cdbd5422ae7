export const PRODUCT_NAME = 'Harambee';
export const TAGLINE = 'Help fundraise for business causes';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export const categories = [
  { value: 'startup-capital', label: 'Startup Capital', short: 'Startup' },
  { value: 'expansion', label: 'Business Expansion', short: 'Expansion' },
  { value: 'equipment', label: 'Equipment Purchase', short: 'Equipment' },
  { value: 'inventory', label: 'Inventory Funding', short: 'Inventory' },
  { value: 'emergency-relief', label: 'Emergency Relief', short: 'Emergency' },
] as const;

export const DAYS_LEFT_MAX = 14;

export const HASH_SCROLL_DELAY_MS = 100;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const uploadUrl = (file: string) =>
  /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/uploads/${file}`;
