'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The words of the route's error screen (app/(en)/error.tsx), from content/chrome.yaml's `errors`. */
export type ErrorWords = { heading: string; retry: string };

const ErrorWordsContext = createContext<ErrorWords | null>(null);

/**
 * Hands the error screen its words as data: the root layout loads the checked content and passes them down, so the
 * screen, a client component Next renders with no props of its own, never imports a content file as code.
 */
export function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: ReactNode }) {
  return <ErrorWordsContext.Provider value={words}>{children}</ErrorWordsContext.Provider>;
}

/** The words the layout handed down; throws outside it, where no content was loaded to take them from. */
export function useErrorWords(): ErrorWords {
  const words = useContext(ErrorWordsContext);
  if (!words) throw new Error('The error screen is rendered outside the root layout, which gives it its words');
  return words;
}
