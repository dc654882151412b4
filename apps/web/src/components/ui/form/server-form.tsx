import type { FieldValue, FormValues } from '@fairline/shared/validation';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../button';
import { cx } from '../cx';
import fieldStyles from '../field.module.css';
import { fieldNameText } from './field-labels';
import { fieldComponent } from './field-types';
import type { ButtonActionResult, FieldRenderContext, FormField, Maybe } from './form-field';
import styles from './forms.module.css';
import { useFieldText } from './use-field-text';
import { type ServerFormState, type UseServerFormOptions, useServerForm } from './use-server-form';

/** What a slot (captcha, social networks) gets to work with. */
export interface SlotProps {
  field: FormField;
  value: FieldValue;
  setValue: (value: FieldValue) => void;
  error?: string;
}

export type FormSlot = ReactNode | ((props: SlotProps) => ReactNode);

interface ServerFormViewProps {
  form: ServerFormState;
  fields: readonly FormField[];
  relationFields?: readonly FormField[];
  /** The submit button's caption: a key or a text. */
  submitLabel?: string;
  /** Content for slot fields, keyed by field name or by field type. */
  slots?: Record<string, FormSlot>;
  onButton?: (field: FormField, values: FormValues) => Promise<Maybe<ButtonActionResult>>;
  loadOptions?: FieldRenderContext['loadOptions'];
  /** Shown above the submit button (e.g. a bonus banner). */
  footer?: ReactNode;
  onSubmitError?: (error: unknown) => void;
  className?: string;
}

export type ServerFormProps = Omit<ServerFormViewProps, 'form'> & UseServerFormOptions;

function isChildOf(child: FormField, parent: FormField): boolean {
  return child.parentFieldName === parent.name || String(child.depends_on?.field_id ?? '') === String(parent.id);
}

/** The order fields show in: each main field followed by its relation fields; orphans last. */
export function orderFields(fields: readonly FormField[], relationFields: readonly FormField[]): FormField[] {
  const placed = new Set<FormField>();
  const ordered: FormField[] = [];
  for (const field of fields) {
    ordered.push(field);
    for (const child of relationFields) {
      if (!placed.has(child) && isChildOf(child, field)) {
        placed.add(child);
        ordered.push(child);
      }
    }
  }
  return [...ordered, ...relationFields.filter((child) => !placed.has(child))];
}

/** Renders a server-described form from a state made by `useServerForm`, then the submit button. */
export function ServerFormView(props: ServerFormViewProps) {
  const { form, fields, relationFields = [], slots = {}, onButton, footer } = props;
  const text = useFieldText();
  const errorText = (name: string) => {
    const error = form.errors[name];
    return error ? text(error.message, error.params) : undefined;
  };
  const report = props.onSubmitError ?? ((error: unknown) => console.error('form submit failed', error));
  const missingId = useId();
  const missing = useMissingText(form);

  const context: FieldRenderContext = {
    phoneCountries: form.phoneCountries,
    phoneMasks: form.phoneMasks,
    defaultPhoneCountryId: form.defaultPhoneCountryId,
    loadOptions: props.loadOptions,
    renderSlot: (field) => {
      const slot = slots[field.name] ?? slots[field.type];
      if (typeof slot !== 'function') return slot;
      const setValue = (value: FieldValue) => form.setValue(field.name, value);
      return slot({ field, value: form.values[field.name], setValue, error: errorText(field.name) });
    },
    onButton: async (field) => {
      try {
        return await onButton?.(field, form.values);
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    // A button waits for the fields of its group (e.g. the phone before "send code"); alone it is always on.
    isButtonEnabled: (button) =>
      button.group === undefined ||
      fields
        .filter((field) => field.group === button.group && field.type !== 'button' && form.isVisible(field))
        .every((field) => form.isFieldValid(field.name)),
  };

  return (
    <form
      className={cx(styles.form, props.className)}
      noValidate
      aria-busy={form.submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit().catch(report);
      }}
    >
      {orderFields(fields, relationFields)
        .map(form.resolve)
        .filter(form.isVisible)
        .map((field) => {
          const Component = fieldComponent(field.type);
          return (
            <Component
              key={field.name}
              field={field}
              value={form.values[field.name]}
              error={errorText(field.name)}
              disabled={form.submitting}
              onChange={(value) => form.setValue(field.name, value)}
              onBlur={() => form.blur(field.name)}
              context={context}
            />
          );
        })}
      {form.formErrors.map((error) => (
        <p key={error.field} className={fieldStyles.error} role="alert">
          {text(error.message, error.params)}
        </p>
      ))}
      {footer}
      <div className={styles.submit}>
        {/* Always in the page so that screen readers hear the sentence change as the player fills the form. */}
        <p id={missingId} className={styles.missing} aria-live="polite" data-testid="form-missing">
          {missing}
        </p>
        <Button
          type="submit"
          fullWidth
          isLoading={form.submitting}
          disabled={!form.canSubmit}
          aria-describedby={missing ? missingId : undefined}
        >
          {text(props.submitLabel || 'forms.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What the disabled submit button waits for, as one sentence naming the fields; empty when nothing is missing. */
function useMissingText(form: ServerFormState): string {
  const { t, i18n } = useTranslation();
  const text = useFieldText();
  if (form.submitting || form.unmet.length === 0) return '';
  const names = form.unmet.map((field) => fieldNameText(field, text));
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(names);
  return t('forms.missing', { fields: list });
}

/** A server-described form with its own state; the client appends the submit button (spec). */
export function ServerForm(props: ServerFormProps) {
  const form = useServerForm(props);
  return <ServerFormView {...props} form={form} />;
}
