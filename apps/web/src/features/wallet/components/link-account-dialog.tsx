import {
  countryNamesIn,
  normaliseAccountNumber,
  PROVIDER_RULES,
  providersFor,
  WALLET_COUNTRIES,
  WALLET_MESSAGES,
  walletNumberShape,
  walletRefusal,
} from '@harambee/rules';
import type { Words } from '@harambee/messages';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import { useLinkWallet } from '../api/link-wallet';
import type { Wallet } from '../types';

type Props = {
  open: boolean;
  /** The linked account, which the form starts from; undefined when none is linked yet. */
  current: Wallet | undefined;
  /** The creator's own country, offered when no account is linked. */
  fallbackCountry: string;
  onClose: () => void;
  onLinked: () => void;
};

function LinkAccountForm({ current, fallbackCountry, onClose, onLinked }: Omit<Props, 'open'>) {
  const t = useT();
  const { say } = useRuleMessage();
  const countryName = countryNamesIn(useIntl().locale);
  const initialCountry = current?.country ?? fallbackCountry;
  const [country, setCountry] = useState(initialCountry);
  const [provider, setProvider] = useState(
    providersFor(initialCountry).find((code) => code === current?.provider) ?? '',
  );
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Words>();
  const [passwordError, setPasswordError] = useState('');
  const link = useLinkWallet();
  const providers = providersFor(country);
  const rule = providers.find((code) => code === provider)
    ? PROVIDER_RULES[provider as keyof typeof PROVIDER_RULES]
    : undefined;
  const example = rule && (walletNumberShape(country)?.example ?? rule.example);
  const shownError = error && say(error);
  const action = t(current ? 'creator.wallet.account.update' : 'creator.wallet.account.link');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = walletRefusal(country, provider, accountNumber);
    setError(problem);
    if (problem)
      return document
        .getElementById(
          problem.key === WALLET_MESSAGES.country ? 'wallet-country' : 'wallet-account',
        )
        ?.focus();
    setPasswordError(password ? '' : WALLET_MESSAGES.password);
    if (!password) return document.getElementById('wallet-password')?.focus();
    link.mutate(
      { country, provider, accountNumber: normaliseAccountNumber(accountNumber), password },
      { onSuccess: onLinked },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      {link.isError && (
        <Alert tone="error">{errorMessage(link.error, t('creator.wallet.linkFailed'))}</Alert>
      )}
      <Field id="wallet-country" label={t('creator.link.country')} required>
        <select
          id="wallet-country"
          className={controlClass}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            if (!providersFor(event.target.value).some((code) => code === provider))
              setProvider('');
            setError(undefined);
          }}
        >
          <option value="">{t('creator.link.chooseCountry')}</option>
          {WALLET_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {countryName(name)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="wallet-provider" label={t('creator.link.provider')} required>
        <select
          id="wallet-provider"
          className={controlClass}
          value={provider}
          disabled={providers.length === 0}
          onChange={(event) => {
            setProvider(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">
            {t(providers.length ? 'creator.link.chooseProvider' : 'creator.link.countryFirst')}
          </option>
          {providers.map((code) => (
            <option key={code} value={code}>
              {PROVIDER_RULES[code].label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="wallet-account"
        label={t(
          rule?.label === 'TymeBank' ? 'creator.link.accountNumber' : 'creator.link.accountOrPhone',
        )}
        error={shownError}
        hint={example ? t('creator.link.example', { example }) : undefined}
        required
      >
        <input
          {...fieldAria('wallet-account', shownError, Boolean(rule))}
          className={controlClass}
          inputMode="tel"
          autoComplete="off"
          placeholder={example}
          value={accountNumber}
          onChange={(event) => {
            setAccountNumber(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Field
        id="wallet-password"
        label={t('creator.link.password')}
        error={say(passwordError)}
        hint={t('creator.link.passwordHint')}
        required
      >
        <PasswordInput
          {...fieldAria('wallet-password', passwordError, true)}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError('');
          }}
        />
      </Field>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onClose}>
          {t('creator.link.cancel')}
        </Button>
        <Button type="submit" disabled={!provider || !accountNumber.trim() || link.isPending}>
          {link.isPending ? t('creator.link.saving') : action}
        </Button>
      </div>
    </form>
  );
}

/** Link (or replace) the payout account: country, one of its providers, and a number that provider accepts. */
export function LinkAccountDialog({ open, onClose, ...props }: Props) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(props.current ? 'creator.link.titleUpdate' : 'creator.link.titleNew')}
    >
      <LinkAccountForm {...props} onClose={onClose} />
    </Dialog>
  );
}
