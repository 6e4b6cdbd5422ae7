import { FOLLOW_MESSAGES } from '@harambee/rules';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { useConfirmFollow } from '../api/confirm-follow';

const FOLLOW_RULE_KEYS = new Map([
  [FOLLOW_MESSAGES.linkMissing, 'follow.confirmLinkMissing'],
  [FOLLOW_MESSAGES.linkInvalid, 'follow.confirmLinkInvalid'],
]);

/**
 * One tap confirms the follow with the mailed token. It waits for the tap rather than confirming on load, so a
 * mail scanner that opens links cannot sign someone up for mail they never asked for.
 */
export function ConfirmFollowForm({ token }: { token: string }) {
  const confirm = useConfirmFollow();
  const t = useT();
  const { say } = useRuleMessage(FOLLOW_RULE_KEYS);

  if (confirm.isSuccess) return <Alert tone="success">{t('follow.confirm.done')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate(token);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('follow.confirm.title')}>
      <p>{t('follow.confirm.intro')}</p>
      {!token && <Alert tone="error">{say(FOLLOW_MESSAGES.linkMissing)}</Alert>}
      {confirm.isError && (
        <Alert tone="error">{say(errorMessage(confirm.error, FOLLOW_MESSAGES.linkInvalid))}</Alert>
      )}
      <Button type="submit" disabled={!token || confirm.isPending}>
        {t(confirm.isPending ? 'follow.confirm.confirming' : 'follow.confirm.submit')}
      </Button>
    </form>
  );
}
