import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useConfirmFollow } from '../api/confirm-follow';

/**
 * One tap confirms the follow with the mailed token. It waits for the tap rather than confirming on load, so a
 * mail scanner that opens links cannot sign someone up for mail they never asked for.
 */
export function ConfirmFollowForm({ token }: { token: string }) {
  const confirm = useConfirmFollow();
  const t = useT();

  if (confirm.isSuccess) return <Alert tone="success">{t('follow.confirm.done')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate(token);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('follow.confirm.title')}>
      <p>{t('follow.confirm.intro')}</p>
      {!token && <Alert tone="error">{t('follow.confirmLinkMissing')}</Alert>}
      {confirm.isError && (
        <Alert tone="error">{errorMessage(confirm.error, t('follow.confirmLinkInvalid'))}</Alert>
      )}
      <Button type="submit" disabled={!token || confirm.isPending}>
        {t(confirm.isPending ? 'follow.confirm.confirming' : 'follow.confirm.submit')}
      </Button>
    </form>
  );
}
