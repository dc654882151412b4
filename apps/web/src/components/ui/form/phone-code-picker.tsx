import { formatPhoneCode, sanitizePhoneCodeSearch, searchByPhoneCode } from '@fairline/shared/validation';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cx } from '../cx';
import { Icon } from '../icons';
import inputStyles from '../input.module.css';
import { SelectModalLimits } from './form-constants';
import type { PhoneCountry } from './form-field';
import styles from './forms.module.css';

interface PhoneCodePickerProps {
  id?: string;
  countries: readonly PhoneCountry[];
  selected: PhoneCountry | undefined;
  onSelect: (country: PhoneCountry) => void;
  disabled?: boolean;
  describedBy?: string;
  isInvalid?: boolean;
}

/** The phone-code button and its list, searchable by code (digits only, at most 3, shown with a plus). */
export function PhoneCodePicker({
  id,
  countries,
  selected,
  onSelect,
  disabled,
  describedBy,
  isInvalid,
}: PhoneCodePickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = searchByPhoneCode(countries, query).slice(0, SelectModalLimits.optionsLimit);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (country: PhoneCountry) => {
    onSelect(country);
    close();
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const code = selected ? formatPhoneCode(selected.tel_code) : '+';
  return (
    // Escape and focus leaving the popup close it; the controls inside are the interactive parts.
    // biome-ignore lint/a11y/noStaticElementInteractions: container-level keyboard and focus handling
    <div className={styles.phoneCode} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={cx(inputStyles.input, styles.picker, styles.codeButton, styles.ltr)}
        aria-label={t('forms.phone.code', { code, country: selected?.name ?? '' })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${listId}-panel` : undefined}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        {code}
        <Icon name="chevronDown" size={14} />
      </button>
      {isOpen && (
        <div id={`${listId}-panel`} className={styles.popover}>
          <input
            type="text"
            inputMode="numeric"
            className={cx(inputStyles.input, styles.ltr)}
            aria-label={t('forms.phone.codeSearch')}
            aria-controls={listId}
            placeholder="+"
            // biome-ignore lint/a11y/noAutofocus: the list was opened to search it
            autoFocus
            value={query === '' ? '' : `+${query}`}
            onChange={(event) => setQuery(sanitizePhoneCodeSearch(event.target.value))}
          />
          {shown.length === 0 && <p className={styles.empty}>{t('forms.list.noResult')}</p>}
          <ul id={listId} className={styles.list} style={{ maxBlockSize: SelectModalLimits.maxHeight }}>
            {shown.map((country) => (
              <li key={country.id}>
                <button
                  type="button"
                  className={styles.option}
                  style={{ blockSize: SelectModalLimits.optionHeight }}
                  aria-current={country.id === selected?.id || undefined}
                  onClick={() => pick(country)}
                >
                  {country.name}
                  <span className={cx(styles.optionMeta, styles.ltr)}>{formatPhoneCode(country.tel_code)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
