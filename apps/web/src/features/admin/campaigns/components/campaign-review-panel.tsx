import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { controlClass, Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { statusFilters, type AdminCampaign, type StatusFilter } from '../../types';
import { useDeleteCampaign } from '../api/campaign-actions';
import { CAMPAIGNS_FAILED, useAdminCampaigns } from '../api/get-campaigns';
import { useCampaignChanges, useLiveCampaignTotals } from '../api/use-live-campaigns';
import { campaignStats, matchesFilter, matchesSearch } from '../lib/campaign-facts';
import { AdminCampaignCard } from './admin-campaign-card';
import { CampaignStatsRow } from './campaign-stats';
import { DeleteCampaignDialog } from './delete-campaign-dialog';

const filterLabels: Record<StatusFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  featured: 'Featured',
  all: 'All',
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

  const shown = useMemo(
    () =>
      (campaigns.data ?? []).filter(
        (campaign) => matchesFilter(campaign, status) && matchesSearch(campaign, search),
      ),
    [campaigns.data, status, search],
  );
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
        Campaigns
      </h2>
      <CampaignStatsRow stats={campaignStats(shown)} />
      <div className={styles.controls}>
        <Field id={`${ids}-search`} label="Search campaigns">
          <input
            id={`${ids}-search`}
            type="search"
            className={controlClass}
            placeholder="Search by title or creator"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field id={`${ids}-status`} label="Status">
          <select
            id={`${ids}-status`}
            className={controlClass}
            value={status}
            onChange={(event) => chooseStatus(event.target.value as StatusFilter)}
          >
            {statusFilters.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabels[filter]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {campaigns.isPending && <Loading label="Loading campaigns…" />}
      {campaigns.isError && !campaigns.data && (
        <AdminError message={errorMessage(campaigns.error, CAMPAIGNS_FAILED)} />
      )}
      {campaigns.isSuccess && shown.length === 0 && (
        <p className={styles.centered}>No campaigns found</p>
      )}
      {shown.length > 0 && (
        <ul className={styles.grid} aria-label={`${filterLabels[status]} campaigns`}>
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
