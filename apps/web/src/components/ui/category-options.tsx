import { CAMPAIGN_CATEGORIES } from '@harambee/rules';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';

/** The options of a category select: a first, empty choice named by `none`, then every category by its name. */
export function CategoryOptions({ none }: { none: string }) {
  const categoryLabel = useCategoryLabel();
  return (
    <>
      <option value="">{none}</option>
      {CAMPAIGN_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {categoryLabel(category)}
        </option>
      ))}
    </>
  );
}
