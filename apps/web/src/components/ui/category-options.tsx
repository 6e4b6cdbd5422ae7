import { categories } from '@/config/constants';
import { useT } from '@/lib/i18n/use-t';

/** The options of a category select: a first, empty choice named by `none`, then every category by its name. */
export function CategoryOptions({ none }: { none: string }) {
  const t = useT();
  return (
    <>
      <option value="">{none}</option>
      {categories.map((category) => (
        <option key={category.value} value={category.value}>
          {t(`category.${category.value}`)}
        </option>
      ))}
    </>
  );
}
