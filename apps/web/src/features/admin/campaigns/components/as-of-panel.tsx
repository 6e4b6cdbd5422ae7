import { useIntl } from 'react-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import adminStyles from '../../components/admin.module.css';
import {
  type AsOfAnswer,
  type CampaignThen,
  type Moment,
  useCampaignAsOf,
} from '../api/get-campaign-as-of';
import styles from './as-of.module.css';
import { useT } from '@/lib/i18n/use-t';

/** A moment of the history in the page's words ('Nov 23, 2026, 10:04 AM' in English). */
const useWhen = () => {
  const { locale } = useIntl();
  const t = useT();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (at: string | null) => (at ? format.format(new Date(at)) : t('admin.asOf.beforeCreated'));
};
const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function MomentPicker({
  answer,
  onPick,
}: {
  answer?: AsOfAnswer;
  onPick: (moment: Moment) => void;
}) {
  const [local, setLocal] = useState('');
  const [error, setError] = useState('');
  const t = useT();
  const when = useWhen();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(local);
    if (!local || Number.isNaN(at.getTime())) return setError(t('admin.asOf.noTime'));
    setError('');
    onPick({ at: at.toISOString() });
  };
  return (
    <div className={styles.pickers}>
      <label className={styles.field}>
        <span>{t('admin.asOf.position')}</span>
        <select
          value={answer?.position ?? ''}
          onChange={(event) => onPick({ position: Number(event.target.value) })}
          disabled={!answer}
        >
          <option value={0}>{t('admin.asOf.zero')}</option>
          {answer?.timeline.map((entry) => (
            <option key={entry.position} value={entry.position}>
              {`${entry.position}. ${entry.type} · ${when(entry.at)}`}
            </option>
          ))}
        </select>
      </label>
      <form className={styles.field} onSubmit={submit} noValidate>
        <label htmlFor="as-of-time">{t('admin.asOf.dateTime')}</label>
        <div className={styles.row}>
          <input
            id="as-of-time"
            type="datetime-local"
            value={local}
            onChange={(event) => setLocal(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'as-of-time-error' : undefined}
          />
          <Button type="submit" size="small">
            {t('admin.asOf.show')}
          </Button>
        </div>
        {error && (
          <span id="as-of-time-error" role="alert" className={adminStyles.errorText}>
            {error}
          </span>
        )}
      </form>
    </div>
  );
}

function Then({ then }: { then: CampaignThen }) {
  const { campaign, totals, backers, decisions } = then;
  const t = useT();
  const when = useWhen();
  const { usd } = useMoney();
  if (!campaign) return <p>{t('admin.asOf.noCampaign')}</p>;
  const facts: [string, string][] = [
    [t('admin.asOf.title'), campaign.title],
    [
      t('admin.campaigns.status'),
      campaign.featured ? t('admin.asOf.featured', { status: campaign.status }) : campaign.status,
    ],
    [t('admin.details.category'), campaign.category],
    [t('admin.card.goal'), usd(campaign.goalAmount)],
    [t('admin.details.endDate'), when(campaign.endDate)],
    [t('admin.card.raised'), usd(totals?.amountRaised ?? 0)],
    [t('admin.asOf.gifts'), String(totals?.donationCount ?? 0)],
    [t('admin.asOf.refunded'), usd(totals?.amountRefunded ?? 0)],
    [t('admin.asOf.backers'), String(backers.total)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subtitle}>{t('admin.asOf.decisions')}</h3>
      {decisions.length === 0 ? (
        <p>{t('admin.asOf.noDecisions')}</p>
      ) : (
        <ol className={styles.list}>
          {decisions.map((decision) => (
            <li key={`${decision.at}-${decision.type}`}>
              {t('admin.asOf.decision', {
                type: decision.type,
                by: decision.by.name,
                at: when(decision.at),
              })}
              {decision.reason && ` (${decision.reason})`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Diff({ diff }: { diff: NonNullable<AsOfAnswer['diff']> }) {
  const t = useT();
  if (diff.length === 0) return <p>{t('admin.asOf.unchanged')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('admin.asOf.changed')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.asOf.field')}</th>
            <th scope="col">{t('admin.asOf.then')}</th>
            <th scope="col">{t('admin.asOf.now')}</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>{shown(change.from)}</td>
              <td>{shown(change.to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The campaign as it was at a moment of its history, folded from the log, and what changed since. */
export function AsOfPanel({ campaignId }: { campaignId: string }) {
  const [moment, setMoment] = useState<Moment>(() => ({ at: new Date().toISOString() }));
  const [compareWithNow, setCompareWithNow] = useState(false);
  const asOf = useCampaignAsOf(campaignId, moment, compareWithNow);
  const t = useT();
  const when = useWhen();
  return (
    <section className={adminStyles.panel} aria-labelledby="as-of-heading">
      <h2 id="as-of-heading" className={adminStyles.panelTitle}>
        {t('admin.details.asOf')}
      </h2>
      <MomentPicker answer={asOf.data} onPick={setMoment} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={compareWithNow}
          onChange={(event) => setCompareWithNow(event.target.checked)}
        />
        {t('admin.asOf.compare')}
      </label>
      <div aria-live="polite" aria-busy={asOf.isFetching}>
        {asOf.isFetching && <Loading label={t('admin.asOf.folding')} />}
        {asOf.isError && (
          <p role="alert" className={adminStyles.errorText}>
            {errorMessage(asOf.error, t('admin.asOf.failed'))}
          </p>
        )}
        {asOf.data && (
          <>
            <p className={styles.moment}>
              {t('admin.asOf.event', {
                position: String(asOf.data.position),
                events: String(asOf.data.timeline.length),
                at: when(asOf.data.asOf),
              })}
            </p>
            <Then then={asOf.data} />
            {asOf.data.diff && <Diff diff={asOf.data.diff} />}
          </>
        )}
      </div>
    </section>
  );
}
