export const PRODUCT_NAME = 'Harambee';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export const DAYS_LEFT_MAX = 14;

export const HASH_SCROLL_DELAY_MS = 100;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const uploadUrl = (file: string) =>
  /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/uploads/${file}`;
