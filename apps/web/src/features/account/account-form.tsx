import { type FieldValue, type FormValues, IDENTITY_CHECKS } from '@fairline/shared/validation';
import type { AccountForm } from '@fairline/shared/wire/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  type FormField,
  ServerFormView,
  Skeleton,
  type SubmitResult,
  useNotify,
  useServerForm,
} from '../../components/ui';
import { failureText, formFailureOf } from '../../lib/form-failure';
import { useLang, useTranslation } from '../../lib/i18n';
import styles from './account.module.css';
import {
  type AccountData,
  accountKeys,
  fetchAccountData,
  fetchRelationOptions,
  saveAccountFields,
} from './account-api';
import { accountFields, formValuesOf, type StoredOptions, storedRelations } from './account-fields';

interface AccountFieldsFormProps {
  form: AccountForm;
  /** The submit caption (a key). */
  submitLabel: string;
  /** Told after a save that changed something. */
  onSaved?: (saved: string[]) => void;
  /** Told once the form has loaded, with whether it asks anything. */
  onLoaded?: (data: AccountData) => void;
}

/** The player's account fields, editable as the brand allows, saved under the registration rules. */
export function AccountFieldsForm(props: AccountFieldsFormProps) {
  const lang = useLang();
  const query = useQuery({
    queryKey: accountKeys.form(props.form, lang),
    queryFn: async () => {
      const data = await fetchAccountData(props.form, lang);
      const stored: StoredOptions = {};
      for (const relation of storedRelations(data)) {
        const parent = String(data.values[relation.parent_field_id]);
        stored[relation.field_id] = await fetchRelationOptions(relation, parent, lang).catch(() => []);
      }
      return { data, stored };
    },
  });
  const { onLoaded } = props;
  useEffect(() => {
    if (query.data) onLoaded?.(query.data.data);
  }, [query.data, onLoaded]);
  if (query.isError) return <p className={styles.error}>{String(query.error.message)}</p>;
  if (!query.data) return <Skeleton rows={6} rowHeight={40} gap={12} />;
  return <AccountFormBody {...props} data={query.data.data} stored={query.data.stored} lang={lang} />;
}

interface BodyProps extends AccountFieldsFormProps {
  data: AccountData;
  stored: StoredOptions;
  lang: string;
}

function AccountFormBody({ form, submitLabel, onSaved, data, stored, lang }: BodyProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [values, setShownValues] = useState<FormValues>(() => formValuesOf(data));
  const fields = useMemo(() => accountFields(data, t, values, stored), [data, t, values, stored]);

  const onSubmit = async (submitted: FormValues): Promise<SubmitResult | undefined> => {
    setFailure(undefined);
    try {
      const { saved } = await saveAccountFields(form, submitted);
      await client.invalidateQueries({ queryKey: accountKeys.all });
      notify({ type: 'success', text: t(saved.length > 0 ? 'account.saved' : 'account.unchanged') });
      onSaved?.(saved);
      return undefined;
    } catch (error) {
      const found = formFailureOf(error);
      if (Object.keys(found.fields).length > 0) return { validation_errors: found.fields };
      setFailure(failureText(t, found));
      return undefined;
    }
  };

  const state = useServerForm({ fields, onSubmit, minAge: data.min_age, customChecks: IDENTITY_CHECKS });
  // The stored values replace the kit's first values once, and again after a save reloads them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the server resets the form
  useEffect(() => {
    for (const [name, value] of Object.entries(formValuesOf(data))) state.setValue(name, value);
  }, [data]);
  useEffect(() => setShownValues(state.values), [state.values]);

  // A new region empties the city: a city of the old region is no longer a valid choice.
  const setValue = (name: string, value: FieldValue) => {
    const changed = String(state.values[name] ?? '') !== String(value ?? '');
    state.setValue(name, value);
    if (!changed) return;
    for (const r of data.relation_fields) if (r.parent_field_id === name) state.setValue(r.field_id, '');
  };
  const loadOptions = (field: FormField) => {
    const relation = data.relation_fields.find((r) => r.field_id === field.name);
    const parent = relation ? state.values[relation.parent_field_id] : undefined;
    if (!relation || (typeof parent !== 'string' && typeof parent !== 'number') || parent === '') {
      return Promise.resolve([]);
    }
    return fetchRelationOptions(relation, String(parent), lang);
  };

  const isEditable = fields.some((field) => field.disabled !== true);
  return (
    <div className={styles.form} data-testid={`account-form-${form}`}>
      {data.locked && <p className={styles.note}>{t('account.locked')}</p>}
      {isEditable ? (
        <ServerFormView
          form={{ ...state, setValue }}
          fields={fields}
          submitLabel={submitLabel}
          loadOptions={loadOptions}
          footer={
            failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )
          }
        />
      ) : (
        <ServerFormView form={state} fields={fields} submitLabel={submitLabel} className={styles.readOnly} />
      )}
    </div>
  );
}
