import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import styles from '../../components/admin.module.css';
import type { AdminDispute } from '../../types';
import { type DisputeAnswer, useAnswerDispute } from '../api/answer-dispute';

type Action = DisputeAnswer['action'];

/** Each action's words: its button, dialog text, field, busy label and what it says once done or failed. */
const words = {
  accept: {
    button: 'admin.dispute.accept',
    text: 'admin.dispute.acceptText',
    field: 'admin.reason',
    required: 'admin.dispute.reasonRequired',
    busy: 'admin.dispute.accepting',
    done: 'admin.dispute.accepted',
    failed: 'admin.dispute.acceptFailed',
  },
  contest: {
    button: 'admin.dispute.contest',
    text: 'admin.dispute.contestText',
    field: 'admin.dispute.evidence',
    required: 'admin.dispute.evidenceRequired',
    busy: 'admin.dispute.contesting',
    done: 'admin.dispute.contested',
    failed: 'admin.dispute.contestFailed',
  },
  'write-off': {
    button: 'admin.dispute.writeOff',
    text: 'admin.dispute.writeOffText',
    field: 'admin.reason',
    required: 'admin.dispute.reasonRequired',
    busy: 'admin.dispute.writingOff',
    done: 'admin.dispute.writtenOff',
    failed: 'admin.dispute.writeOffFailed',
  },
} as const;

function AnswerDialog({
  action,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  action: Action | undefined;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string>();
  const said = words[action ?? 'accept'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setMissing(t(said.required));
    onConfirm(text.trim());
  };
  return (
    <Dialog
      open={action !== undefined}
      onClose={onCancel}
      title={t(said.button)}
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p>{t(said.text)}</p>
        <Field id={id} label={t(said.field)} error={missing} required>
          <textarea
            className={controlClass}
            value={text}
            maxLength={action === 'contest' ? 20_000 : 500}
            rows={action === 'contest' ? 6 : 3}
            onChange={(event) => setText(event.target.value)}
            {...fieldAria(id, missing)}
          />
        </Field>
        {error && (
          <p role="alert" className={styles.errorText}>
            {error}
          </p>
        )}
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button
            type="submit"
            variant={action === 'contest' ? 'primary' : 'danger'}
            disabled={busy}
          >
            {busy ? t(said.busy) : t(said.button)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * An open dispute's answers: accept it, contest it with evidence, or (owed by the creator after the payout) write it
 * off; each asks for its reason or evidence in a dialog, then says what was done.
 */
export function DisputeActions({ dispute }: { dispute: AdminDispute }) {
  const t = useT();
  const answer = useAnswerDispute();
  const [action, setAction] = useState<Action>();
  const [done, setDone] = useState<Action>();
  const open = (chosen: Action) => {
    answer.reset();
    setAction(chosen);
  };
  const confirm = (text: string) =>
    answer.mutate(
      { provider: dispute.provider, disputeId: dispute.disputeId, action: action!, text },
      {
        onSuccess: () => {
          setDone(action);
          setAction(undefined);
        },
      },
    );
  // Once contested the provider decides; once written off nothing more is owed.
  const contested = dispute.answer === 'contested' || done === 'contest';
  const writtenOff = dispute.writtenOff === true || done === 'write-off';
  const offered: Action[] = [
    ...(contested ? [] : (['accept', 'contest'] as const)),
    ...(dispute.afterPayout && !writtenOff ? (['write-off'] as const) : []),
  ];
  const said = done ?? (contested ? 'contest' : writtenOff ? 'write-off' : undefined);
  return (
    <>
      {offered.length > 0 && (
        <div className={styles.actions}>
          {offered.map((each) => (
            <Button
              key={each}
              variant={each === 'contest' ? 'primary' : 'secondary'}
              disabled={answer.isPending}
              onClick={() => open(each)}
            >
              {t(words[each].button)}
            </Button>
          ))}
        </div>
      )}
      <p role="status" className={styles.queueNote}>
        {said && t(words[said].done)}
      </p>
      <AnswerDialog
        key={action ?? 'none'}
        action={action}
        busy={answer.isPending}
        error={
          answer.isError && action ? errorMessage(answer.error, t(words[action].failed)) : undefined
        }
        onCancel={() => setAction(undefined)}
        onConfirm={confirm}
      />
    </>
  );
}
