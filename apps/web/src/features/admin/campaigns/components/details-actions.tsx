import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import adminStyles from '../../components/admin.module.css';
import type { AdminCampaign } from '../../types';
import { useDeleteCampaign } from '../api/campaign-actions';
import { useCloseCampaign } from '../api/close-campaign';
import { CloseCampaignDialog } from './close-campaign-dialog';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import styles from './details.module.css';
import { ReviewButtons } from './review-buttons';
import { useT } from '@/lib/i18n/use-t';

export function DetailsActions({ campaign }: { campaign: AdminCampaign }) {
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const close = useCloseCampaign();
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const t = useT();
  const confirmDelete = () =>
    remove.mutate(campaign._id, {
      onSuccess: () => navigate(paths.admin.getHref()),
      onSettled: () => setConfirming(false),
    });
  const link = buttonClass({ variant: 'secondary', block: true });
  return (
    <section className={adminStyles.panel} aria-labelledby="actions-heading">
      <h2 id="actions-heading" className={adminStyles.panelTitle}>
        {t('admin.details.actions')}
      </h2>
      <div className={styles.buttons}>
        <ReviewButtons campaign={campaign} size="medium" />
        <Link to={paths.adminDonate.getHref(campaign._id)} className={link}>
          {t('giving.form.donate')}
        </Link>
        <Link to={paths.adminGenerateDonations.getHref(campaign._id)} className={link}>
          {t('admin.details.generate')}
        </Link>
        {campaign.status === 'approved' && !campaign.outcome && (
          <Button variant="secondary" block onClick={() => setClosing(true)}>
            {t('admin.details.close')}
          </Button>
        )}
        <Button variant="danger" block onClick={() => setConfirming(true)}>
          {t('admin.card.delete')}
        </Button>
        <Link to={paths.admin.getHref()} className={buttonClass({ variant: 'ghost', block: true })}>
          {t('admin.details.back')}
        </Link>
      </div>
      <CloseCampaignDialog
        key={closing ? 'closing' : 'closed'}
        title={closing ? campaign.title : undefined}
        busy={close.isPending}
        onCancel={() => setClosing(false)}
        onClose={(reason, refund) =>
          close.mutate({ id: campaign._id, reason, refund }, { onSuccess: () => setClosing(false) })
        }
      />
      <DeleteCampaignDialog
        title={confirming ? campaign.title : undefined}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
