/** The sections that links can jump to ("/career#career"); each section component uses its id from here. */
export const sectionIds = {
  main: 'main-content',
  services: 'services',
  about: 'about',
  career: 'career',
  products: 'products',
  contact: 'contact',
} as const;
