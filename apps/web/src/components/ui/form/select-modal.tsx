import type { SelectOption } from '@fairline/shared/validation';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import inputStyles from '../input.module.css';
import { Modal } from '../modal';
import type { ModalComponentProps } from '../modal-registry';
import { Skeleton } from '../skeleton';
import { SEARCH_MAX_LENGTH, SelectModalLimits } from './form-constants';
import styles from './forms.module.css';
import { optionKey, optionLabel, searchOptions } from './select-options';

export interface SelectModalArgs {
  title: string;
  options?: readonly SelectOption[];
  /** Loads the options when the modal opens; placeholders show meanwhile. */
  loadOptions?: () => Promise<SelectOption[]>;
  value?: string;
}

type Loaded = { state: 'loading' } | { state: 'ready'; options: readonly SelectOption[] } | { state: 'failed' };

function useOptions(args: SelectModalArgs): Loaded {
  const { options, loadOptions } = args;
  const [loaded, setLoaded] = useState<Loaded>(
    loadOptions ? { state: 'loading' } : { state: 'ready', options: options ?? [] },
  );
  useEffect(() => {
    if (!loadOptions) return;
    let isCurrent = true;
    loadOptions().then(
      (list) => isCurrent && setLoaded({ state: 'ready', options: list }),
      () => isCurrent && setLoaded({ state: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [loadOptions]);
  return loaded;
}

/** A searchable option list (by name and iso); closes with the picked option. */
export function SelectModal({ args, close }: ModalComponentProps<SelectModalArgs>) {
  const { t } = useTranslation();
  const listId = useId();
  const loaded = useOptions(args);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const all = loaded.state === 'ready' ? loaded.options : [];
  const shown = searchOptions(all, query);
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined && shown.length > 0) {
      event.preventDefault();
      const index = Math.min(Math.max(next, 0), shown.length - 1);
      setActive(index);
      document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault();
      close(shown[active]);
    }
  };

  return (
    <Modal title={args.title} onClose={() => close()} closeTitle={t('common.close')} size="sm">
      <div className={styles.choices}>
        <input
          type="search"
          role="combobox"
          className={inputStyles.input}
          aria-label={t('forms.select.search')}
          placeholder={t('forms.select.search')}
          maxLength={SEARCH_MAX_LENGTH}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown[active] ? optionId(active) : undefined}
          value={query}
          data-autofocus=""
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
        />
        {loaded.state === 'loading' && (
          <div role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="select-loading">
            <Skeleton rows={SelectModalLimits.placeholders} rowHeight={SelectModalLimits.optionHeight} gap={2} />
          </div>
        )}
        {loaded.state === 'failed' && <p className={styles.empty}>{t('forms.select.loadFailed')}</p>}
        {loaded.state === 'ready' && shown.length === 0 && (
          <p className={styles.empty} role="status">
            {t(all.length === 0 ? 'forms.list.empty' : 'forms.list.noResult')}
          </p>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={args.title}
          className={`${styles.list} ${styles.choiceList}`}
          style={{ '--choice-list-max': `${SelectModalLimits.maxHeight}px` } as CSSProperties}
        >
          {shown.map((option, index) => (
            // The search box owns the keyboard (combobox with aria-activedescendant); options take clicks.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
            <div
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={optionKey(option) === args.value}
              data-active={index === active}
              className={styles.option}
              style={{ blockSize: SelectModalLimits.optionHeight }}
              tabIndex={-1}
              onClick={() => close(option)}
            >
              {optionLabel(option)}
              {option.Alpha2 && <span className={styles.optionMeta}>{option.Alpha2}</span>}
            </div>
          ))}
        </div>
      </div>
    </Modal>
  );
}
