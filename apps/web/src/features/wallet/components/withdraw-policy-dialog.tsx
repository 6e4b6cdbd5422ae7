import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import styles from './wallet.module.css';

export function WithdrawPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('creator.policy.title')}>
      <ul className={styles.policy}>
        <li>{t('creator.policy.goal')}</li>
        <li>{t('creator.policy.refunds')}</li>
        <li>{t('creator.policy.linkFirst')}</li>
      </ul>
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>{t('creator.policy.understood')}</Button>
      </div>
    </Dialog>
  );
}
