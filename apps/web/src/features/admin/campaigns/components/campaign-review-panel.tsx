import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { controlClass, Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { statusFilters, type AdminCampaign, type StatusFilter } from '../../types';
import { useDeleteCampaign } from '../api/campaign-actions';
import { useAdminCampaigns } from '../api/get-campaigns';
import { useCampaignChanges, useLiveCampaignTotals } from '../api/use-live-campaigns';
import {
  campaignStats,
  matchesFilter,
  matchesSearch,
  oldestWaitingFirst,
} from '../lib/campaign-facts';
import { AdminCampaignCard } from './admin-campaign-card';
import { CampaignStatsRow } from './campaign-stats';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { useT } from '@/lib/i18n/use-t';

const filterLabels: Record<StatusFilter, string> = {
  pending: 'admin.filter.pending',
  approved: 'admin.filter.approved',
  rejected: 'admin.filter.rejected',
  featured: 'admin.filter.featured',
  all: 'admin.filter.all',
};

const isStatusFilter = (value: string | null): value is StatusFilter =>
  statusFilters.includes(value as StatusFilter);

/** The review queue: stats, search by title or creator, status filter (pending by default, kept in the address). */
export function CampaignReviewPanel() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = isStatusFilter(raw) ? raw : 'pending';
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<AdminCampaign>();
  const campaigns = useAdminCampaigns(status);
  const remove = useDeleteCampaign();
  const ids = useId();
  const t = useT();

  const shown = useMemo(() => {
    const matching = (campaigns.data ?? []).filter(
      (campaign) => matchesFilter(campaign, status) && matchesSearch(campaign, search),
    );
    // The queue: whatever has waited longest first, since each campaign's end date runs while it waits.
    return status === 'pending' ? oldestWaitingFirst(matching) : matching;
  }, [campaigns.data, status, search]);
  useLiveCampaignTotals(useMemo(() => shown.map((campaign) => campaign._id), [shown]));
  useCampaignChanges();

  const chooseStatus = (next: StatusFilter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'pending') updated.delete('status');
      else updated.set('status', next);
      return updated;
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, { onSettled: () => setToDelete(undefined) });
  };

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden">
        {t('admin.section.campaigns')}
      </h2>
      <CampaignStatsRow stats={campaignStats(shown)} />
      <div className={styles.controls}>
        <Field id={`${ids}-search`} label={t('admin.campaigns.search')}>
          <input
            id={`${ids}-search`}
            type="search"
            className={controlClass}
            placeholder={t('admin.campaigns.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field id={`${ids}-status`} label={t('admin.campaigns.status')}>
          <select
            id={`${ids}-status`}
            className={controlClass}
            value={status}
            onChange={(event) => chooseStatus(event.target.value as StatusFilter)}
          >
            {statusFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(filterLabels[filter])}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {campaigns.isPending && <Loading label={t('admin.campaigns.loading')} />}
      {campaigns.isError && !campaigns.data && (
        <AdminError message={errorMessage(campaigns.error, t('admin.campaigns.loadFailed'))} />
      )}
      {campaigns.isSuccess && shown.length === 0 && (
        <p className={styles.centered}>{t('admin.campaigns.none')}</p>
      )}
      {status === 'pending' && shown.length > 1 && (
        <p className={styles.queueNote}>{t('admin.queue.oldestFirst')}</p>
      )}
      {shown.length > 0 && (
        <ul className={styles.grid} aria-label={t('admin.campaigns.list', { filter: status })}>
          {shown.map((campaign) => (
            <li key={campaign._id}>
              <AdminCampaignCard campaign={campaign} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      <DeleteCampaignDialog
        title={toDelete?.title}
        busy={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
