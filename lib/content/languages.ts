/**
 * The languages the site has pages in besides English: each a folder of translation files beside the English ones
 * (lib/content/translation), and the pages under its own address (/ta/).
 */
export const languages = {
  ta: { tag: 'ta-IN', name: 'தமிழ்', englishName: 'Tamil', wording: { and: 'மற்றும்', countsInWords: false } },
} as const;

export type Language = 'en' | keyof typeof languages;

/** A language's tag, as <html lang>, hreflang and inLanguage give it ("ta-IN"). */
export const languageTag = (language: Language) => (language === 'en' ? 'en-IN' : languages[language].tag);
