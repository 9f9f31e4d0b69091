type Props = { label: string; text: string; className?: string };

/**
 * What a job pays, on its card and its page: `text` comes from lib/salary, from the same data as the job's
 * JobPosting baseSalary, so what applicants read and what search engines get agree.
 */
export function Salary({ label, text, className = '' }: Props) {
  return (
    <dl className={`flex flex-wrap gap-x-2 ${className}`}>
      <dt className="font-semibold text-ink after:content-[':']">{label}</dt>
      <dd className="text-ink">{text}</dd>
    </dl>
  );
}
