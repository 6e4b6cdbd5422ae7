import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { UNFOLLOW_FAILED, useUnfollow } from '@/features/follows/api/unfollow';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

/** /unfollow/{followId}?k=…: one tap stops the mails about a creator's new campaigns. */
export function UnfollowRoute() {
  const { followId = '' } = useParams();
  const [search] = useSearchParams();
  const unfollow = useUnfollow();
  const t = useT();
  return (
    <div className="container">
      <Head title={t('unfollow.title')} />
      <h1>{t('unfollow.title')}</h1>
      {unfollow.isSuccess ? (
        <Alert tone="success">{t('unfollow.done')}</Alert>
      ) : (
        <>
          <p>{t('unfollow.text')}</p>
          {unfollow.isError && (
            <Alert tone="error">{errorMessage(unfollow.error, t(UNFOLLOW_FAILED))}</Alert>
          )}
          <Button
            disabled={unfollow.isPending}
            onClick={() => unfollow.mutate({ followId, key: search.get('k') ?? '' })}
          >
            {t(unfollow.isPending ? 'unfollow.stopping' : 'unfollow.stop')}
          </Button>
        </>
      )}
      <p>
        <Link to={paths.home.getHref()}>{t('unfollow.back')}</Link>
      </p>
    </div>
  );
}
