'use client';

import { createContext, type ReactNode, use } from 'react';

/** The error screen's words (content/chrome.yaml's errors), which app/error.tsx cannot load: it runs in the browser. */
export type ErrorWords = { heading: string; retry: string };

const ErrorWordsContext = createContext<ErrorWords | null>(null);

/** Hands the error screen its words from the layout, which loads the content at build time. */
export function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: ReactNode }) {
  return <ErrorWordsContext value={words}>{children}</ErrorWordsContext>;
}

export function useErrorWords(): ErrorWords {
  const words = use(ErrorWordsContext);
  if (!words) throw new Error('The error screen is shown outside the layout that gives it its words');
  return words;
}
