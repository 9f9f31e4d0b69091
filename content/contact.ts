import type { ContactContent } from '../lib/content/schema';

export const contact = {
  heading: 'Ready to Level up Your Business With US',
  intro: 'Tell us what you need. Call, email or visit our office; we reply to every enquiry within one working day.',
  callLabel: 'Call us',
  emailLabel: 'Email us',
  mapSavingData: 'The map is not loaded, to save your data.',
  mapLinkLabel: 'Open in Google Maps',
  mapShowLabel: 'Show the map',
} satisfies ContactContent;
