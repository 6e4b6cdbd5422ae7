import {
  normaliseAccountNumber,
  PROVIDER_RULES,
  providersFor,
  WALLET_COUNTRIES,
  WALLET_MESSAGES,
  walletProblem,
} from '@harambee/rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useLinkWallet } from '../api/link-wallet';
import { WALLET_NOTICES } from '../lib/wallet-notices';
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
  const initialCountry = current?.country ?? fallbackCountry;
  const [country, setCountry] = useState(initialCountry);
  const [provider, setProvider] = useState(
    providersFor(initialCountry).find((code) => code === current?.provider) ?? '',
  );
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const link = useLinkWallet();
  const providers = providersFor(country);
  const rule = providers.find((code) => code === provider)
    ? PROVIDER_RULES[provider as keyof typeof PROVIDER_RULES]
    : undefined;
  const action = current ? 'Update Account' : 'Link Account';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = walletProblem(country, provider, accountNumber);
    setError(problem ?? '');
    if (problem)
      return document
        .getElementById(problem === WALLET_MESSAGES.country ? 'wallet-country' : 'wallet-account')
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
        <Alert tone="error">{errorMessage(link.error, WALLET_NOTICES.linkFailed)}</Alert>
      )}
      <Field id="wallet-country" label="Country" required>
        <select
          id="wallet-country"
          className={controlClass}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            if (!providersFor(event.target.value).some((code) => code === provider))
              setProvider('');
            setError('');
          }}
        >
          <option value="">Select your country</option>
          {WALLET_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="wallet-provider" label="Provider" required>
        <select
          id="wallet-provider"
          className={controlClass}
          value={provider}
          disabled={providers.length === 0}
          onChange={(event) => {
            setProvider(event.target.value);
            setError('');
          }}
        >
          <option value="">
            {providers.length ? 'Select a provider' : 'Select your country first'}
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
        label={rule?.label === 'TymeBank' ? 'Account number' : 'Account number or phone'}
        error={error}
        hint={rule ? `For example ${rule.example}` : undefined}
        required
      >
        <input
          {...fieldAria('wallet-account', error, Boolean(rule))}
          className={controlClass}
          inputMode="tel"
          autoComplete="off"
          placeholder={rule?.example}
          value={accountNumber}
          onChange={(event) => {
            setAccountNumber(event.target.value);
            setError('');
          }}
        />
      </Field>
      <Field
        id="wallet-password"
        label="Your password"
        error={passwordError}
        hint="Changing where your money is paid needs your password. We email you about every change."
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
          Cancel
        </Button>
        <Button type="submit" disabled={!provider || !accountNumber.trim() || link.isPending}>
          {link.isPending ? 'Saving...' : action}
        </Button>
      </div>
    </form>
  );
}

/** Link (or replace) the payout account: country, one of its providers, and a number that provider accepts. */
export function LinkAccountDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={props.current ? 'Update Payout Account' : 'Link Payout Account'}
    >
      <LinkAccountForm {...props} onClose={onClose} />
    </Dialog>
  );
}
