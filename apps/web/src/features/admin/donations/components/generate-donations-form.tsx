import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useFormatUsd } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import styles from '../../components/admin.module.css';
import { useGenerateDonations } from '../api/generate-donations';
import { fieldErrors, GENERATE_MAX, GENERATE_MIN, generateSchema } from '../lib/schemas';

/** What the server's test tool records: gifts of $10 to $1,500 dated within the last 7 days. */
const SAMPLE_GIFTS = { low: 10, high: 1500, days: 7 };

export function GenerateDonationsForm({ campaignId }: { campaignId: string }) {
  const [count, setCount] = useState('5');
  const [error, setError] = useState<string>();
  const generate = useGenerateDonations();
  const navigate = useNavigate();
  const t = useT();
  const usd = useFormatUsd();
  const rule = useRuleMessage();
  const shown = error && rule.say(error);

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
      aria-label={t('admin.generate.label')}
    >
      {generate.isSuccess && (
        <Alert tone="success">
          {t('admin.generate.generated', {
            count: generate.data.count,
            total: usd(generate.data.total),
          })}
        </Alert>
      )}
      {generate.isError && (
        <Alert tone="error">
          {rule.say(errorMessage(generate.error, t('admin.generate.failed')))}
        </Alert>
      )}
      <p className={styles.formIntro}>
        {t('admin.generate.intro', {
          low: usd(SAMPLE_GIFTS.low),
          high: usd(SAMPLE_GIFTS.high),
          days: SAMPLE_GIFTS.days,
        })}
      </p>
      <Field
        id="generate-count"
        label={t('admin.generate.count')}
        error={shown}
        hint={t('admin.generate.countHint', { min: GENERATE_MIN, max: GENERATE_MAX })}
        required
      >
        <input
          {...fieldAria('generate-count', shown, true)}
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
          {t(generate.isPending ? 'admin.generate.generating' : 'admin.generate.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => navigate(paths.adminCampaign.getHref(campaignId))}
        >
          {t('admin.generate.back')}
        </Button>
      </div>
    </form>
  );
}
