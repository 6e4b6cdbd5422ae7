import { categories } from '@/config/constants';

/** The options of a category select: a first, empty choice named by `none`, then every category by its label. */
export function CategoryOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {categories.map((category) => (
        <option key={category.value} value={category.value}>
          {category.label}
        </option>
      ))}
    </>
  );
}
