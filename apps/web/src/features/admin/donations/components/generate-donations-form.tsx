import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import styles from '../../components/admin.module.css';
import { GENERATE_FAILED, useGenerateDonations } from '../api/generate-donations';
import { fieldErrors, GENERATE_MAX, GENERATE_MIN, generateSchema } from '../lib/schemas';

export function GenerateDonationsForm({ campaignId }: { campaignId: string }) {
  const [count, setCount] = useState('5');
  const [error, setError] = useState<string>();
  const generate = useGenerateDonations();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const parsed = generateSchema.safeParse({ count });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).count);
      document.getElementById('generate-count')?.focus();
      return;
    }
    setError(undefined);
    generate.mutate({ campaignId, count: parsed.data.count });
  };

  return (
    <form
      className={`${styles.panel} ${styles.spaced}`}
      onSubmit={submit}
      noValidate
      aria-label="Generate test donations"
    >
      {generate.isSuccess && (
        <Alert tone="success">
          Generated {generate.data.count} {generate.data.count === 1 ? 'donation' : 'donations'}{' '}
          totalling {formatUsd(generate.data.total)}.
        </Alert>
      )}
      {generate.isError && (
        <Alert tone="error">{errorMessage(generate.error, GENERATE_FAILED)}</Alert>
      )}
      <p className={styles.formIntro}>
        Records test donations of $10 to $1,500 from sample backers, dated within the last 7 days.
        They count towards the goal like real gifts: use this on test campaigns only.
      </p>
      <Field
        id="generate-count"
        label="Number of donations"
        error={error}
        hint={`Between ${GENERATE_MIN} and ${GENERATE_MAX}.`}
        required
      >
        <input
          {...fieldAria('generate-count', error, true)}
          type="number"
          inputMode="numeric"
          min={GENERATE_MIN}
          max={GENERATE_MAX}
          step={1}
          className={controlClass}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Donations'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => navigate(paths.adminCampaign.getHref(campaignId))}
        >
          Back
        </Button>
      </div>
    </form>
  );
}
