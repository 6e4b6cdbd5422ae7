import { AS_OF_MESSAGES } from '@harambee/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import adminStyles from '../../components/admin.module.css';
import {
  AS_OF_FAILED,
  type AsOfAnswer,
  type CampaignThen,
  type Moment,
  useCampaignAsOf,
} from '../api/get-campaign-as-of';
import styles from './as-of.module.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string | null) =>
  at ? timeFormat.format(new Date(at)) : 'before it was created';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(local);
    if (!local || Number.isNaN(at.getTime())) return setError(AS_OF_MESSAGES.noTime);
    setError('');
    onPick({ at: at.toISOString() });
  };
  return (
    <div className={styles.pickers}>
      <label className={styles.field}>
        <span>Position in its history</span>
        <select
          value={answer?.position ?? ''}
          onChange={(event) => onPick({ position: Number(event.target.value) })}
          disabled={!answer}
        >
          <option value={0}>0. Before it was created</option>
          {answer?.timeline.map((entry) => (
            <option key={entry.position} value={entry.position}>
              {`${entry.position}. ${entry.type} · ${when(entry.at)}`}
            </option>
          ))}
        </select>
      </label>
      <form className={styles.field} onSubmit={submit} noValidate>
        <label htmlFor="as-of-time">Date and time</label>
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
            Show
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
  if (!campaign) return <p>The campaign did not exist yet, or had been deleted.</p>;
  const facts: [string, string][] = [
    ['Title', campaign.title],
    ['Status', campaign.featured ? `${campaign.status}, featured` : campaign.status],
    ['Category', campaign.category],
    ['Goal', formatUsd(campaign.goalAmount)],
    ['End date', when(campaign.endDate)],
    ['Raised', formatUsd(totals?.amountRaised ?? 0)],
    ['Gifts', String(totals?.donationCount ?? 0)],
    ['Refunded', formatUsd(totals?.amountRefunded ?? 0)],
    ['Backers', String(backers.total)],
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
      <h3 className={styles.subtitle}>Decisions so far</h3>
      {decisions.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol className={styles.list}>
          {decisions.map((decision) => (
            <li key={`${decision.at}-${decision.type}`}>
              {`${decision.type} by ${decision.by.name}, ${when(decision.at)}`}
              {decision.reason && ` (${decision.reason})`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Diff({ diff }: { diff: NonNullable<AsOfAnswer['diff']> }) {
  if (diff.length === 0) return <p>Nothing has changed since.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>What changed since then</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Then</th>
            <th scope="col">Now</th>
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
  return (
    <section className={adminStyles.panel} aria-labelledby="as-of-heading">
      <h2 id="as-of-heading" className={adminStyles.panelTitle}>
        As of
      </h2>
      <MomentPicker answer={asOf.data} onPick={setMoment} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={compareWithNow}
          onChange={(event) => setCompareWithNow(event.target.checked)}
        />
        Compare with now
      </label>
      <div aria-live="polite" aria-busy={asOf.isFetching}>
        {asOf.isFetching && <Loading label="Folding the campaign's history…" />}
        {asOf.isError && (
          <p role="alert" className={adminStyles.errorText}>
            {errorMessage(asOf.error, AS_OF_FAILED)}
          </p>
        )}
        {asOf.data && (
          <>
            <p className={styles.moment}>
              {`As of event ${asOf.data.position} of ${asOf.data.timeline.length}, ${when(asOf.data.asOf)}`}
            </p>
            <Then then={asOf.data} />
            {asOf.data.diff && <Diff diff={asOf.data.diff} />}
          </>
        )}
      </div>
    </section>
  );
}
