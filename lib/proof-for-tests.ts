/**
 * Proof for tests and the editor's screenshots only, never shipped: plainly examples (no real person or company is
 * named), so nothing here can be mistaken for a client's words. The site ships with no testimonial and no logo.
 */
export const exampleTestimonial = {
  quote: 'Example quote: our invoices now take minutes instead of an afternoon.',
  person: 'Example Person',
  role: 'Example role',
  company: 'Example Company',
  town: 'Example Town',
  consentGiven: '2026-10-01',
  source: 'an example email',
};

export const exampleClient = {
  name: 'Example Client',
  logo: { src: '/images/logo.svg', alt: 'Example Client' },
  permissionGiven: '2026-10-01',
};
