import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { UNFOLLOW_FAILED, useUnfollow } from '@/features/follows/api/unfollow';
import { errorMessage } from '@/lib/api-client';

/** /unfollow/{followId}?k=…: one tap stops the mails about a creator's new campaigns. */
export function UnfollowRoute() {
  const { followId = '' } = useParams();
  const [search] = useSearchParams();
  const unfollow = useUnfollow();
  return (
    <div className="container">
      <Head title="Stop mails about new campaigns" />
      <h1>Stop mails about new campaigns</h1>
      {unfollow.isSuccess ? (
        <Alert tone="success">
          Done: you will get no more mail about this creator’s new campaigns.
        </Alert>
      ) : (
        <>
          <p>You asked to hear when this creator starts a new campaign. One tap stops it.</p>
          {unfollow.isError && (
            <Alert tone="error">{errorMessage(unfollow.error, UNFOLLOW_FAILED)}</Alert>
          )}
          <Button
            disabled={unfollow.isPending}
            onClick={() => unfollow.mutate({ followId, key: search.get('k') ?? '' })}
          >
            {unfollow.isPending ? 'Stopping…' : 'Stop these mails'}
          </Button>
        </>
      )}
      <p>
        <Link to={paths.home.getHref()}>Back to Harambee</Link>
      </p>
    </div>
  );
}
