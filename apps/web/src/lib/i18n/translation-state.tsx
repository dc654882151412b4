// The translator's version reaches components through a context set in a transition (ADR 0026): a
// dictionary that arrives or a language switch re-renders the texts time-sliced, in the background.
// Read through `useSyncExternalStore`, every change re-rendered the whole page synchronously — and
// forced the parts of a server-rendered page still waiting to hydrate to hydrate at once: one task of
// 250–300 ms at 4× CPU on the home page when the rest of the dictionary came in after the first screen.
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import type { Translator } from './translator';

const Version = createContext(0);

/** Re-renders the calling component when the provider's translator changes (a no-op outside one). */
export function useTranslatorVersion(): number {
  return useContext(Version);
}

/** Around the app: passes on the translator's changes as transitions. */
export function TranslationState({ translator, children }: { translator: Translator; children: ReactNode }) {
  const [version, setVersion] = useState(translator.version);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(translator.version));
    // A change between the first render and this subscription is not lost.
    update();
    const unsubscribe = translator.subscribe(update);
    return () => {
      unsubscribe();
    };
  }, [translator]);
  return <Version.Provider value={version}>{children}</Version.Provider>;
}
