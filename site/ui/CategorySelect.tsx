import type { PublicCategory } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';

/**
 * The category filter: "all categories", then each main category (itself and all under it) with its
 * sub-categories grouped under it. The value is a category's seo_name ('' for all).
 */
export function CategorySelect({
  id,
  name,
  categories,
  value,
  onChange,
}: {
  id: string;
  /** The query parameter it sends in a GET form (the calendar's filters). */
  name?: string;
  categories: PublicCategory[] | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <select
      id={id}
      name={name}
      className="select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('home.all_categories')}</option>
      {categories?.map((category) => (
        <optgroup key={category.id} label={category.name}>
          <option value={category.seo_name}>
            {category.name} ({t('home.all')})
          </option>
          {category.sub_categories.map((sub) => (
            <option key={sub.id} value={sub.seo_name}>
              {sub.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
