'use client';

import { useState, type ComponentProps, type FormEvent } from 'react';
import { isApiError } from '@dating/core/client';
import { type TUser } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useSettings } from '@/providers/settings-context';
import { useInterests } from '@/hooks/use-interests';
import { useUpdateProfile } from '@/hooks/use-update-profile';
import { AboutFields } from './about-fields';
import { InterestChips } from './interest-chips';
import { LooksFields } from './looks-fields';
import { Card, Form, FormSection, Muted, SaveBar } from './my-profile.styles';
import {
  changedFields,
  errorsFromApi,
  firstInvalid,
  validateProfile,
  valuesFromProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form-model';
import { type SectionProps } from './section-props';
import { ProfileTextArea } from './text-area-field';
import { WhereFields } from './where-fields';
import { type LooseT } from '@/lib/loose-t';

/** The control of a field, by the ids the parts give them; radio groups and chips are never invalid. */
function focusField(field: ProfileField) {
  document.getElementById(`profile-${field}`)?.focus();
}

/** A titled part of the form: its legend first, as FormSection's styles expect. */
function TitledSection({ title, children, ...rest }: ComponentProps<'fieldset'> & { title: string }) {
  return (
    <FormSection {...rest}>
      <legend>{title}</legend>
      {children}
    </FormSection>
  );
}

export interface ProfileEditorProps {
  user: TUser;
  /** The clock of the age check (tests fix it). */
  now?: () => Date;
}

/**
 * Every field of spec §3 in four parts and one Save: only what changed is sent, with the same zod contract the
 * API applies. Errors show at their field (red, `aria-invalid`, `aria-describedby`) and nothing typed is lost.
 */
export function ProfileEditor({ user, now = () => new Date() }: ProfileEditorProps) {
  const { t, i18n } = useTranslation('editor');
  const toast = useToast();
  const settings = useSettings();
  const apiErrorText = useApiErrorText();
  const update = useUpdateProfile();
  const interests = useInterests();
  const [baseline, setBaseline] = useState(() => valuesFromProfile(user.profile));
  const [values, setValues] = useState<ProfileFormValues>(baseline);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = Object.keys(changedFields(baseline, values)).length > 0;

  const errorText = (field: ProfileField) => {
    const problem = errors[field];
    return problem ? (i18n.t as unknown as LooseT)(problem.key, problem.params) : undefined;
  };
  const set: SectionProps['set'] = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as ProfileField]) setErrors(({ [field as ProfileField]: _gone, ...rest }) => rest);
  };
  const fail = (next: ProfileErrors) => {
    setErrors(next);
    const first = firstInvalid(next);
    if (first) focusField(first);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateProfile(values, { minAge: settings.min_age, now: now() });
    if (firstInvalid(problems)) return fail(problems);
    setErrors({});
    const input = changedFields(baseline, values);
    if (Object.keys(input).length === 0) {
      toast.show({ tone: 'info', title: t('form.nothingChanged') });
      return;
    }
    update.mutate(input, {
      onSuccess: ({ user: saved }) => {
        const stored = valuesFromProfile(saved.profile);
        setBaseline(stored);
        // What was sent now reads as stored (trimmed); anything typed meanwhile stays.
        setValues((current) => {
          const next = { ...current };
          for (const key of Object.keys(input) as (keyof ProfileFormValues)[]) {
            (next as Record<string, unknown>)[key] = stored[key];
          }
          return next;
        });
        toast.show({ tone: 'success', title: t('form.saved') });
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? errorsFromApi(error) : {};
        if (firstInvalid(fieldErrors)) {
          setFormError(t('form.fixFields'));
          fail(fieldErrors);
        } else {
          setFormError(apiErrorText(error));
        }
      },
    });
  };

  const props: SectionProps = { values, errorText, set };
  const invalidCount = Object.keys(errors).length;

  return (
    <Card aria-labelledby="profile-form-title" data-testid="profile-editor">
      <h2 id="profile-form-title">{t('form.title')}</h2>
      <Form onSubmit={onSubmit} noValidate>
        {formError || invalidCount ? (
          <Alert tone="danger" data-testid="profile-form-error">
            {formError ?? t('form.fixFields')}
          </Alert>
        ) : null}
        <TitledSection title={t('form.about.title')}>
          <AboutFields {...props} />
        </TitledSection>
        <TitledSection title={t('form.where.title')}>
          <WhereFields {...props} />
        </TitledSection>
        <TitledSection title={t('form.interests.title')} aria-describedby="profile-interests-hint">
          <Muted id="profile-interests-hint">
            {t('form.interests.hint')} {t('form.interests.selected', { count: values.interests.length })}
          </Muted>
          <InterestChips
            interests={interests.data?.interests}
            selected={values.interests}
            onToggle={(key) =>
              set(
                'interests',
                values.interests.includes(key)
                  ? values.interests.filter((k) => k !== key)
                  : [...values.interests, key],
              )
            }
          />
        </TitledSection>
        <TitledSection title={t('form.looks.title')}>
          <LooksFields {...props} />
        </TitledSection>
        <TitledSection title={t('form.note.title')}>
          <ProfileTextArea
            field="note"
            label={t('form.note.label')}
            hint={t('form.note.hint')}
            rows={3}
            {...props}
          />
        </TitledSection>
        <SaveBar>
          <p aria-live="polite">{dirty ? t('form.unsaved') : ''}</p>
          {dirty ? (
            <Button
              variant="ghost"
              onClick={() => {
                setValues(baseline);
                setErrors({});
                setFormError(null);
              }}
              disabled={update.isPending}
            >
              {t('form.undo')}
            </Button>
          ) : null}
          <Button type="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </SaveBar>
      </Form>
    </Card>
  );
}
