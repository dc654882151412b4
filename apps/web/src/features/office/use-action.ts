import { useState } from 'react';
import { type FormFailure, formFailureOf } from '../../lib/form-failure';

/** Runs a form's call with a busy flag and keeps its failure (field messages and a general message). */
export function useAction() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isBusy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(formFailureOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { failure, isBusy, run, reset: () => setFailure(null) };
}
