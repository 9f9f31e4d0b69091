/**
 * A job's salary as applicants read it, from the same "salary" its JobPosting gives search engines
 * (lib/structured-data.ts), so the page and the posting cannot disagree.
 */
import type { Content } from './content';
import { fillTemplate } from './template';

type Salary = NonNullable<Content['jobs']['jobs'][number]['salary']>;

// Indian digit grouping, whole rupees: 300000 is "₹3,00,000".
const inRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A whole number of rupees as written in India: "₹18,000", "₹3,00,000". */
export function rupees(amount: number): string {
  return inRupees.format(amount);
}

/** "₹18,000 - ₹35,000 a month": the range in content's words for a monthly or a yearly salary. */
export function salaryText(salary: Salary, words: Content['jobs']['pay']): string {
  return fillTemplate(salary.per === 'MONTH' ? words.month : words.year, {
    min: rupees(salary.min),
    max: rupees(salary.max),
  });
}
