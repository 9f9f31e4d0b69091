/** @jest-environment node */
import { fillTemplate } from './template';

test('fills every blank, as often as it appears, and leaves an unknown one as written', () => {
  expect(fillTemplate('Product {current} of {total}: {title}', { current: 2, total: 5, title: 'ERP' })).toBe(
    'Product 2 of 5: ERP',
  );
  expect(fillTemplate('{title} / {title}', { title: 'CRM' })).toBe('CRM / CRM');
  expect(fillTemplate('about {name}', { title: 'CRM' })).toBe('about {name}');
});
