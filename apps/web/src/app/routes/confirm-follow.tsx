import { Link, useLocation } from 'react-router-dom';
import { Head } from '@/components/head';
import { paths } from '@/config/paths';
import { ConfirmFollowForm } from '@/features/follows/components/confirm-follow-form';
import { useT } from '@/lib/i18n/use-t';

/** /confirm-follow#<token>: the confirmation mail's link; the token rides after '#', which no server sees. */
export function ConfirmFollowRoute() {
  const { hash } = useLocation();
  const t = useT();
  return (
    <div className="container">
      <Head title={t('follow.confirm.title')} />
      <h1>{t('follow.confirm.title')}</h1>
      <ConfirmFollowForm token={hash.slice(1)} />
      <p>
        <Link to={paths.home.getHref()}>{t('follow.confirm.home')}</Link>
      </p>
    </div>
  );
}
