/** The build's day, as content dates are written ("2026-11-23"). */
export const dayOf = (today: Date) => today.toISOString().slice(0, 10);

/** A job is open through its validThrough day: the build makes its page, its card and its JobPosting. */
export const isOpen = (job: { validThrough: string }, today: Date) => job.validThrough >= dayOf(today);
