/**
 * The site's content as pages receive it: checked, with every {placeholder} filled in. Tests read copy from
 * here, never from content/ directly, whose texts may hold placeholders.
 */
import { loadContent, samplesShown } from '../lib/content';

/** Each service's own page, with its card's slug: lib/routes reads them from the services of content/services.yaml. */
export { servicePages } from '../lib/routes';

export const {
  about,
  behaviour,
  chrome,
  contact,
  home,
  jobs,
  navigation,
  pages,
  privacy,
  productPages,
  products,
  proof,
  services,
  site,
} = loadContent();

/** What a tap on the site's phone number dials: the digits visitors read, after the country code's "+". */
export const dialledPhone = site.phone.replace(/[ -]/g, '');

/** How many facts of the content are still samples, as the preview's notice counts them (lib/content/samples). */
export const samplesInPreview = samplesShown();
