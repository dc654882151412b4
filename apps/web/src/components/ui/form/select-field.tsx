import type { SelectOption } from '@fairline/shared/validation';
import { useId, useState } from 'react';
import { cx } from '../cx';
import { describedBy, FieldShell, withRequired } from '../field';
import { Icon } from '../icons';
import inputStyles from '../input.module.css';
import { registerModal } from '../modal-registry';
import { ModalStatus, modalStore } from '../modal-store';
import { useFieldLabels } from './field-labels';
import { SELECT_MODAL } from './form-constants';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';
import { SelectModal, type SelectModalArgs } from './select-modal';
import { findOption, optionKey, optionLabel } from './select-options';

// Registered where it is used (not as an import-time effect of the modal's module, which the bundle,
// told our modules have none, would drop: apps/web/package.json "sideEffects").
registerModal(SELECT_MODAL, SelectModal);

/** A select whose options open in a searchable modal; the value is the picked option's key. */
export function SelectField({ field, value, error, disabled, onChange, onBlur, context }: FieldComponentProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  // Options loaded by the modal are not in the description; the picked one is kept to show its name.
  const [picked, setPicked] = useState<SelectOption>();
  const selected = findOption(field.options, value) ?? findOption(picked ? [picked] : [], value);
  const loadOptions = context.loadOptions;

  const open = async () => {
    const args: SelectModalArgs = {
      title: labels.label,
      options: field.options,
      loadOptions: !field.options?.length && loadOptions ? () => loadOptions(field) : undefined,
      value: selected ? String(value) : undefined,
    };
    // Registration itself may be a popup, so the list opens over it instead of queueing behind it.
    const record = await modalStore.getState().show(SELECT_MODAL, args, { over: true }).closed;
    const option = record.status === ModalStatus.closed ? (record.result as SelectOption | undefined) : undefined;
    if (option) {
      setPicked(option);
      onChange(optionKey(option));
    }
    onBlur();
  };

  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      requiredText={labels.requiredText}
      label={labels.label}
      isLabelHidden={labels.isLabelHidden}
      hint={labels.hint}
      error={error}
    >
      <button
        id={id}
        type="button"
        name={field.name}
        className={cx(inputStyles.input, styles.picker)}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={withRequired(describedBy(id, labels.hint, error), labels.isRequired, id)}
        disabled={disabled || labels.isDisabled}
        onClick={open}
      >
        <span className={selected ? undefined : styles.pickerPlaceholder}>
          {selected ? optionLabel(selected) : labels.placeholder}
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
    </FieldShell>
  );
}
