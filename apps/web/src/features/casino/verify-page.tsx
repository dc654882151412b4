import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../config';
import base from './casino.module.css';
import styles from './casino-tools.module.css';
import { JackpotVerify } from './jackpot-verify';
import { GAME_PARAMS, VERIFY_GAMES, type VerifyGame, verifiableGame } from './verify-games';
import { verifyRound } from './verify-outcome';
import { VerifyResult } from './verify-result';

type Form = {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  params: Record<string, string>;
};

/** The form's first values: the studio's link (`?game=…&server_seed=…&client_seed=…&nonce=…` and the game's parameters). */
export function formFromQuery(query: URLSearchParams): Form {
  const asked = query.get('game') ?? '';
  const game: VerifyGame = verifiableGame(asked) ? asked : 'dice';
  const params = Object.fromEntries(
    Object.entries(GAME_PARAMS[game]).map(([key, value]) => [key, query.get(key) ?? value]),
  );
  return {
    game,
    serverSeed: query.get('server_seed') ?? '',
    serverSeedHash: query.get('server_seed_hash') ?? '',
    clientSeed: query.get('client_seed') ?? '',
    nonce: query.get('nonce') ?? '0',
    params,
  };
}

const PARAM_CHOICES: Readonly<Record<string, readonly string[]>> = {
  direction: ['over', 'under'],
  risk: ['low', 'medium', 'high'],
  rows: ['8', '9', '10', '11', '12', '13', '14', '15', '16'],
};

/** `/casino/verify`: recomputes a round in the browser from its revealed seeds with the studio's own maths. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [form, setForm] = useState(() => formFromQuery(query));
  usePageTitle(t('casino.verify.title'));
  const result = useMemo(() => verifyRound(form), [form]);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const isCrash = form.game === 'crash';

  return (
    <section className={base.page} aria-labelledby="verify-title" data-testid="casino-verify">
      <header className={base.hero}>
        <h1 id="verify-title" className={base.title}>
          {t('casino.verify.title')}
        </h1>
        <p className={base.subtitle}>{t('casino.verify.intro')}</p>
      </header>
      <div className={styles.verifyLayout}>
        <form className={styles.verifyForm} onSubmit={(e) => e.preventDefault()} aria-label={t('casino.verify.title')}>
          <label className={styles.field}>
            <span>{t('casino.verify.game')}</span>
            <select
              value={form.game}
              data-testid="verify-game"
              onChange={(e) => {
                const game = e.target.value as VerifyGame;
                set({ game, params: { ...GAME_PARAMS[game] } });
              }}
            >
              {VERIFY_GAMES.map((g) => (
                <option key={g} value={g}>
                  {t(`casino.game.name.${g}`)}
                </option>
              ))}
            </select>
          </label>
          {!isCrash && (
            <>
              <Field
                label={t('casino.verify.serverSeed')}
                value={form.serverSeed}
                testId="verify-server-seed"
                onChange={(v) => set({ serverSeed: v })}
              />
              <Field
                label={t('casino.verify.serverSeedHash')}
                value={form.serverSeedHash}
                testId="verify-server-seed-hash"
                onChange={(v) => set({ serverSeedHash: v })}
              />
              <Field
                label={t('casino.verify.clientSeed')}
                value={form.clientSeed}
                testId="verify-client-seed"
                onChange={(v) => set({ clientSeed: v })}
              />
              <Field
                label={t('casino.verify.nonce')}
                value={form.nonce}
                testId="verify-nonce"
                inputMode="numeric"
                onChange={(v) => set({ nonce: v })}
              />
            </>
          )}
          {Object.keys(GAME_PARAMS[form.game]).map((key) => {
            const choices = PARAM_CHOICES[key];
            const value = form.params[key] ?? '';
            const onChange = (v: string) => set({ params: { ...form.params, [key]: v } });
            return choices ? (
              <label key={key} className={styles.field}>
                <span>{t(`casino.verify.param.${key}`)}</span>
                <select value={value} data-testid={`verify-${key}`} onChange={(e) => onChange(e.target.value)}>
                  {choices.map((c) => (
                    <option key={c} value={c}>
                      {key === 'rows' ? c : t(`casino.verify.choice.${c}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <Field
                key={key}
                label={t(`casino.verify.param.${key}`)}
                hint={t(`casino.verify.hint.${key}`)}
                value={value}
                multiline={key === 'stakes'}
                testId={`verify-${key}`}
                onChange={onChange}
              />
            );
          })}
        </form>
        <VerifyResult result={result} game={form.game} />
      </div>
      {!isCrash && <JackpotVerify seeds={form} query={query} />}
    </section>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  hint?: string;
  multiline?: boolean;
  inputMode?: 'numeric';
}

function Field({ label, value, onChange, testId, hint, multiline, inputMode }: FieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    dir: 'ltr',
    spellCheck: false,
    'data-testid': testId,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} autoComplete="off" inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
    </div>
  );
}
