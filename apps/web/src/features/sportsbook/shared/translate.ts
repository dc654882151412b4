/** The translator's `t`, as components receive it from `useTranslation()`. */
export type Translate = (key: string, params?: Record<string, string | number | undefined>) => string;
