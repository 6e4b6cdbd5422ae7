import { PRODUCT_NAME, TAGLINE } from '@/config/constants';

/** Document title and description (React hoists these into <head>). */
export function Head({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | ${TAGLINE}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
