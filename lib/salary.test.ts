/** @jest-environment node */
import { loadContent } from './content';
import { rupees, salaryText } from './salary';

const { pay } = loadContent().jobs;

describe('a salary as applicants read it', () => {
  it('is whole rupees with Indian digit grouping', () => {
    expect(rupees(18000)).toBe('₹18,000');
    expect(rupees(300000)).toBe('₹3,00,000');
    expect(rupees(1250000)).toBe('₹12,50,000');
  });

  it("is the range in content's words for a month or a year", () => {
    const words = { label: 'Salary', month: '{min} - {max} a month', year: '{min} to {max} a year' };
    expect(salaryText({ min: 18000, max: 35000, per: 'MONTH' }, words)).toBe('₹18,000 - ₹35,000 a month');
    expect(salaryText({ min: 300000, max: 480000, per: 'YEAR' }, words)).toBe('₹3,00,000 to ₹4,80,000 a year');
  });

  it('fills every blank of the words content gives', () => {
    const text = salaryText({ min: 1, max: 2, per: 'YEAR' }, pay);
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain('₹1');
  });
});
