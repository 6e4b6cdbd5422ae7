import { useT } from '@/lib/i18n/use-t';
import { pageItems } from '../lib/search-filters';
import styles from './search.module.css';

type PaginationProps = { current: number; total: number; onChange: (page: number) => void };

export function Pagination({ current, total, onChange }: PaginationProps) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={styles.pagination}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={current <= 1}
            onClick={() => onChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>{' '}
            <span className="visually-hidden">{t('pagination.previous')}</span>
          </button>
        </li>
        {pageItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => item !== current && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={current >= total}
            onClick={() => onChange(current + 1)}
          >
            <span className="visually-hidden">{t('pagination.next')}</span>{' '}
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
