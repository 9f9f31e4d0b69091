import type { JobsContent } from '../lib/content/schema';

/** Open positions. Each gets a card in the career section and a page of its own at /career/<slug>/. */
export const jobs = {
  heading: 'Join Our Team',
  intro:
    'We are growing and looking for people who enjoy building software that real businesses use every day. Apply online in a few minutes.',
  applyLabel: 'Apply Now',
  detailsLabel: 'View job details',
  applyContext: 'for {title}',
  detailsContext: ': {title}',
  pageTitle: '{title} Job',
  location: { workplace: 'On-site at our {locality} office, {city}' },
  labels: { responsibilities: 'What you will do', requirements: 'What we look for', location: 'Where you will work' },
  pay: { label: 'Salary', month: '{min} - {max} a month', year: '{min} - {max} a year' },
  hiring: {
    heading: 'How we hire',
    steps: [
      'Apply online with the form behind Apply Now: it takes a few minutes.',
      'We call you within 5 working days to talk about the role and answer your questions.',
      'A conversation about your work with the people you would work with, at our {locality} office or by video call.',
      'An offer letter by email, with the salary, the joining date and the place of work in writing.',
    ],
  },
  applyingIsFree: {
    heading: 'Applying is free',
    text: '{companyName} never asks for money at any step of hiring: no fee for the application, the interview, training or a laptop. Our emails come only from addresses ending in @{domain}. If anyone asks you to pay for a job with us, do not pay, and tell us at {email}.',
  },
  noOpenings: {
    text: 'There are no open positions right now, but we are always glad to hear from people who enjoy building software.',
    howToApply:
      'Email your CV to {email} with a line about the work you would like to do, and we will get in touch when a suitable role opens.',
    emailLabel: 'Email your CV',
    emailSubject: 'CV for future openings',
  },
  jobs: [
    {
      slug: 'web-development',
      title: 'Web Development',
      postingTitle: 'Web Developer',
      details: 'B.E freshers can also apply',
      image: { src: '/images/jobs/web-development.svg', alt: 'A browser window with code' },
      summary:
        'Build fast, accessible websites and web applications for our clients and our own products, working with senior developers who review your code and help you grow.',
      responsibilities: [
        'Build responsive pages and features with HTML, CSS, JavaScript and React',
        'Write clean, tested code and take part in code reviews',
        'Work with designers and clients to turn requirements into working software',
      ],
      requirements: [
        'B.E or B.Tech in Computer Science, IT or a related branch; freshers are welcome',
        'A good grasp of HTML, CSS and JavaScript, shown in college or personal projects',
        'Clear written and spoken English or Tamil',
      ],
      employmentType: 'FULL_TIME',
      minimumExperienceMonths: 0,
      education: 'bachelor degree',
      salary: { min: 18000, max: 35000, per: 'MONTH' },
      directApply: false,
      datePosted: '2026-11-02',
      validThrough: '2027-05-31',
    },
    {
      slug: 'app-development',
      title: 'App Development',
      postingTitle: 'Mobile App Developer',
      details: 'B.E freshers can also apply',
      image: { src: '/images/jobs/app-development.svg', alt: 'A smartphone showing app screens' },
      summary:
        'Create Android and iOS apps for our own products and our clients, from the first screen to the release in the app stores.',
      responsibilities: [
        'Develop mobile apps with Flutter or React Native',
        'Connect apps to REST APIs and handle offline use on slow networks',
        'Test on real devices and fix issues reported by users',
      ],
      requirements: [
        'B.E or B.Tech in Computer Science, IT or a related branch; freshers are welcome',
        'Knowledge of Dart, Java, Kotlin or JavaScript, shown in a project you can demonstrate',
      ],
      employmentType: 'FULL_TIME',
      minimumExperienceMonths: 0,
      education: 'bachelor degree',
      salary: { min: 18000, max: 35000, per: 'MONTH' },
      directApply: false,
      datePosted: '2026-11-02',
      validThrough: '2027-05-31',
    },
    {
      slug: 'any-degree',
      title: 'Any Degree',
      postingTitle: 'Customer Success Executive',
      details: 'Experience: Minimum 2 years',
      image: { src: '/images/jobs/any-degree.svg', alt: 'A graduation cap resting on a briefcase' },
      summary:
        'Help clients get the most from our software as a business development and customer success executive: demonstrations, onboarding, training and follow-up.',
      responsibilities: [
        'Demonstrate our products to prospective clients in person and online',
        'Onboard and train new clients and answer their questions',
        'Keep client records up to date in our CRM and follow up on renewals',
      ],
      requirements: [
        'A degree in any discipline',
        'At least 2 years of experience in sales, support or client servicing',
        'Confident communication in English and Tamil',
      ],
      employmentType: 'FULL_TIME',
      minimumExperienceMonths: 24,
      education: 'bachelor degree',
      salary: { min: 300000, max: 480000, per: 'YEAR' },
      directApply: false,
      datePosted: '2026-11-02',
      validThrough: '2027-05-31',
    },
  ],
} satisfies JobsContent;
