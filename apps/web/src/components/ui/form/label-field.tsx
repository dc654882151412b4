import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';
import { useFieldText } from './use-field-text';

/** A text shown inside the form; it holds no value. */
export function LabelField({ field }: FieldComponentProps) {
  const text = useFieldText();
  return <p className={styles.labelText}>{text(field.title || field.text || field.label)}</p>;
}
