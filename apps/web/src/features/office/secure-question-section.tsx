import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Input, Select, useNotify } from '../../components/ui';
import { fieldText, LocalCheckError } from '../../lib/form-failure';
import { useTranslation } from '../../lib/i18n';
import { FormMessage } from './form-message';
import styles from './office.module.css';
import { fetchSecureQuestions, fetchUserSecureQuestion, saveSecureQuestion } from './office-api';
import { useAction } from './use-action';

const CUSTOM = 'custom';

/** The secure question: one of the offered questions or the player's own, with the answer twice. */
export function SecureQuestionSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const notify = useNotify();
  const client = useQueryClient();
  const questions = useQuery({ queryKey: ['secure-questions', lang], queryFn: () => fetchSecureQuestions(lang) });
  const current = useQuery({ queryKey: ['secure-question', lang], queryFn: () => fetchUserSecureQuestion(lang) });
  const action = useAction();
  const [choice, setChoice] = useState('');
  const [custom, setCustom] = useState('');
  const [answer, setAnswer] = useState('');
  const [answerRepeat, setAnswerRepeat] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      if (choice === '') throw new LocalCheckError('question_id', 'auth_required_field');
      if (answer !== answerRepeat) throw new LocalCheckError('answer_repeat', 'fields_not_equal');
      await saveSecureQuestion({
        ...(choice === CUSTOM ? { question: custom } : { questionId: Number(choice) }),
        answer,
        answerRepeat,
        password,
      });
      setAnswer('');
      setAnswerRepeat('');
      setPassword('');
      notify({ type: 'success', text: t('office.secureQuestion.saved') });
      await client.invalidateQueries({ queryKey: ['secure-question'] });
    });
  };
  const f = action.failure;
  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="secure-question-title">
      <h2 id="secure-question-title" className={styles.subtitle}>
        {t('office.secureQuestion.title')}
      </h2>
      <p className={styles.meta}>
        {current.data?.secure_question
          ? t('office.secureQuestion.current', { question: current.data.secure_question })
          : t('office.secureQuestion.none')}
      </p>
      <Select
        name="question_id"
        label={t('office.secureQuestion.question')}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        error={fieldText(t, f, 'question_id')}
      >
        <option value="">{t('office.secureQuestion.choose')}</option>
        {questions.data?.questions.map((q) => (
          <option key={q.id} value={q.id}>
            {q.text}
          </option>
        ))}
        <option value={CUSTOM}>{t('office.secureQuestion.custom')}</option>
      </Select>
      {choice === CUSTOM && (
        <Input
          name="question"
          label={t('office.secureQuestion.own')}
          maxLength={200}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          error={fieldText(t, f, 'question')}
        />
      )}
      <Input
        name="answer"
        label={t('office.secureQuestion.answer')}
        autoComplete="off"
        maxLength={100}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={fieldText(t, f, 'answer')}
      />
      <Input
        name="answer_repeat"
        label={t('office.secureQuestion.answerRepeat')}
        autoComplete="off"
        maxLength={100}
        value={answerRepeat}
        onChange={(e) => setAnswerRepeat(e.target.value)}
        error={fieldText(t, f, 'answer_repeat')}
      />
      <Input
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('office.confirmPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldText(t, f, 'password')}
      />
      <FormMessage failure={f} />
      <Button type="submit" isLoading={action.isBusy}>
        {t('office.save')}
      </Button>
    </form>
  );
}
