import { campaignImageProblem } from '@harambee/rules';
import { useFeeTerms } from '@/lib/i18n/use-fee-terms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { getSession, saveSession } from '@/lib/auth-session';
import { useRuleMessage } from '@/lib/i18n/rule-messages';
import { useT } from '@/lib/i18n/use-t';
import type { CreatedCampaign } from '../api/create-campaign';
import { useCampaignDraft } from '../hooks/use-campaign-draft';
import { useCreationFlow } from '../hooks/use-creation-flow';
import { verificationFormData } from '../lib/draft';
import { hasHint } from '../lib/hints';
import { creatorSchema, detailsSchema, errorsOf } from '../schemas';
import { CampaignPreview } from './campaign-preview';
import { CreationProgress } from './creation-progress';
import styles from './create-campaign.module.css';
import { CreatorStep, type Passwords } from './creator-step';
import { DetailsStep } from './details-step';
import { FieldHint, FocusedField } from './field-hint';
import { ImagePicker } from './image-picker';
import { useImagePreview } from '../hooks/use-image-preview';
import { VerificationPanel } from './verification-panel';

export const REDIRECT_AFTER_CREATION_MS = 2000;
const detailsOrder = ['title', 'story', 'goalAmount', 'category', 'endDate', 'image'];
const creatorOrder = ['name', 'email', 'phone', 'country', 'password', 'confirmPassword'];

const focusFirst = (errors: Record<string, string>, order: string[]) => {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(first)?.focus();
};

/** Two steps (campaign, creator), email verification, then creation; the draft survives a reload. */
export function CreateCampaignPage() {
  const [search, setSearch] = useSearchParams();
  const step: 1 | 2 = search.get('step') === '2' ? 2 : 1;
  const navigate = useNavigate();
  const { draft, restored, image, setDetails, setCreator, setVerification, setImage, discard } =
    useCampaignDraft(getSession()?.user ?? undefined);
  const [passwords, setPasswords] = useState<Passwords>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focused, setFocused] = useState<string | null>(null);
  const [awaitingEmail, setAwaitingEmail] = useState(false);
  const [created, setCreated] = useState(false);
  const [rejectedImage, setRejectedImage] = useState<string>();
  const previewUrl = useImagePreview(image.file);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const fees = useFeeTerms();
  const rule = useRuleMessage();
  const shown = rule.errors(errors);

  const details = detailsSchema(new Date()).safeParse(draft.details);
  const detailsProblem = !details.success || campaignImageProblem(image.file);
  const creator = creatorSchema.safeParse({ ...draft.creator, ...passwords });
  const percent = (detailsProblem ? 0 : 50) + (creator.success ? 50 : 0);
  // Continued from the mailed link: the address is confirmed, and step 2 also asks for the image.
  const confirmed = draft.verification?.confirmed === true;

  const flow = useCreationFlow(setVerification, (result: CreatedCampaign) => {
    saveSession({ token: result.token, user: result.user, remember: true });
    discard();
    setCreated(true);
    toast.success(t('create.createdToast'));
    window.setTimeout(
      () => navigate(paths.campaignSuccess.getHref(), { replace: true }),
      REDIRECT_AFTER_CREATION_MS,
    );
  });

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) return void (firstRender.current = false);
    heading.current?.focus();
  }, [step, awaitingEmail]);

  const detailsErrors = () => {
    const found = details.success ? {} : errorsOf(details.error);
    const problem = rejectedImage ?? campaignImageProblem(image.file);
    return problem ? { ...found, image: problem } : found;
  };

  const pickImage = (file: File) => {
    const problem = campaignImageProblem(file);
    setRejectedImage(problem);
    setErrors((current) => ({ ...current, image: problem ?? '' }));
    if (!problem) setImage(file);
  };

  const goToStep2 = (event: FormEvent) => {
    event.preventDefault();
    const found = detailsErrors();
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found, detailsOrder);
    setSearch({ step: '2' });
  };

  const submitCreator = async (event: FormEvent) => {
    event.preventDefault();
    const { image: imageError, ...stepOne } = detailsErrors();
    if (Object.keys(stepOne).length || (imageError && !confirmed)) {
      setErrors({ ...stepOne, ...(imageError ? { image: imageError } : {}) });
      setSearch({});
      return;
    }
    const found = {
      ...(imageError ? { image: imageError } : {}),
      ...(creator.success ? {} : errorsOf(creator.error)),
    };
    setErrors(found);
    if (!creator.success || imageError) return focusFirst(found, ['image', ...creatorOrder]);
    const email = creator.data.email.trim().toLowerCase();
    if (draft.verification?.email === email)
      return draft.verification.confirmed ? createCampaign() : setAwaitingEmail(true);
    const sent = await flow.sendVerification({
      email,
      name: creator.data.name,
      formData: verificationFormData(draft),
    });
    if (sent) setAwaitingEmail(true);
  };

  const resend = () => {
    if (!creator.success) return;
    void flow.sendVerification(
      { email: creator.data.email, name: creator.data.name, formData: verificationFormData(draft) },
      true,
    );
  };

  const createCampaign = () => {
    if (!draft.verification || !details.success || !creator.success || !image.file)
      return setAwaitingEmail(false);
    void flow.createWhenVerified(draft.verification, {
      ...details.data,
      ...creator.data,
      image: image.file,
    });
  };

  const showPanel = step === 2 && awaitingEmail && Boolean(draft.verification) && creator.success;
  const passwordsLost =
    step === 2 &&
    restored &&
    !confirmed &&
    Boolean(draft.creator.email) &&
    !awaitingEmail &&
    !passwords.password;
  const creating = flow.busy === 'checking' || flow.busy === 'creating';

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>{t('create.heading')}</h1>
        <p>{t('create.intro')}</p>
      </header>
      <CreationProgress step={step} percent={percent} />
      <div className={styles.layout}>
        <div
          className={styles.card}
          onFocus={(event) => {
            // Only a field with a tip moves the tip: focusing a button keeps it, so nothing shifts under a tap.
            const field = event.target.id || event.target.getAttribute('name');
            if (field && hasHint(field)) setFocused(field);
          }}
        >
          <FocusedField.Provider value={showPanel || created ? null : focused}>
            {created ? (
              <Alert tone="success">{t('create.created')}</Alert>
            ) : showPanel ? (
              <VerificationPanel
                headingRef={heading}
                email={draft.verification?.email ?? ''}
                busy={flow.busy}
                notice={flow.notice}
                onVerified={createCampaign}
                onResend={resend}
                onChangeDetails={() => setAwaitingEmail(false)}
              />
            ) : step === 1 ? (
              <form onSubmit={goToStep2} noValidate aria-labelledby="step-title">
                <h2 id="step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
                  {t('create.step1.title')}
                </h2>
                <DetailsStep
                  values={draft.details}
                  errors={shown}
                  image={{ ...image, previewUrl }}
                  onChange={setDetails}
                  onImage={pickImage}
                />
                <p className={styles.feeNote}>{t('fees.whenFunded', fees)}</p>
                <div className={styles.actions}>
                  <Button type="submit" size="large">
                    {t('create.step1.next')}
                  </Button>
                </div>
              </form>
            ) : (
              <form
                onSubmit={(event) => void submitCreator(event)}
                noValidate
                aria-labelledby="step-title"
              >
                <h2 id="step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
                  {t('create.step2.title')}
                </h2>
                {passwordsLost && <Alert tone="info">{t('create.passwordsNotKept')}</Alert>}
                {confirmed && <Alert tone="success">{t('create.verifiedReturn')}</Alert>}
                {flow.notice && !awaitingEmail && (
                  <Alert tone={flow.notice.tone}>{flow.notice.text}</Alert>
                )}
                {confirmed && (
                  <ImagePicker
                    {...image}
                    previewUrl={previewUrl}
                    error={shown.image}
                    onPick={pickImage}
                  />
                )}
                <CreatorStep
                  values={draft.creator}
                  passwords={passwords}
                  errors={shown}
                  onChange={setCreator}
                  onPasswords={(patch) => setPasswords((current) => ({ ...current, ...patch }))}
                />
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setSearch({})}>
                    {t('create.back')}
                  </Button>
                  {confirmed ? (
                    <Button type="submit" size="large" disabled={creating}>
                      {t(creating ? 'create.creating' : 'create.create')}
                    </Button>
                  ) : (
                    <Button type="submit" size="large" disabled={flow.sending}>
                      {t(flow.sending ? 'create.sendingVerification' : 'create.verifyAndContinue')}
                    </Button>
                  )}
                </div>
              </form>
            )}
          </FocusedField.Provider>
        </div>
        <aside className={styles.aside} aria-label={t('create.aside')}>
          <FieldHint field={focused} step={step} />
          <CampaignPreview details={draft.details} creator={draft.creator} imageUrl={previewUrl} />
        </aside>
      </div>
    </div>
  );
}
