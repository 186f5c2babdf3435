/** Open positions of the fictional insurer across cities and functions (issue 5: ~12 jobs, 8 per page). */
import type { Payload } from 'payload'

import type { TEmploymentType, TJobFunction } from '@/domain/careers'
import type { Job } from '@/payload-types'

import { BRAND } from './catalogue'
import { h2, p } from './lexical'
import { richText } from './lexical'
import { SEED_CONTEXT } from './types'

export type JobSeed = {
  title: string
  slug: string
  function: TJobFunction
  locations: string[]
  experience: [min: number, max: number | null]
  type?: TEmploymentType
  /** Days before the seed date. */
  postedDaysAgo: number
  status?: 'open' | 'closed'
  summary: string
  about: string
  responsibilities: string[]
  qualifications: string[]
}

export const JOBS: JobSeed[] = [
  {
    title: 'Agency Development Manager',
    slug: 'agency-development-manager-pune',
    function: 'sales',
    locations: ['Pune', 'Nashik'],
    experience: [2, 6],
    postedDaysAgo: 2,
    summary:
      'Recruit, train and lead a team of life insurance advisors, and help them build lasting relationships with families in your territory.',
    about:
      'Our agency channel serves families in tier-2 and tier-3 towns through trained, licensed advisors. As an Agency Development Manager you build that team from the ground up.',
    responsibilities: [
      'Recruit and licence new advisors, and coach them through their first year',
      'Plan monthly business with each advisor and track new premium and persistency',
      'Run product and needs-based selling workshops with the training team',
      'Make sure every sale follows IRDAI guidelines and our code of conduct',
    ],
    qualifications: [
      'Graduate in any discipline',
      '2 to 6 years in field sales, preferably life insurance, mutual funds or banking',
      'Fluency in Marathi and English',
      'A two-wheeler and a valid driving licence',
    ],
  },
  {
    title: 'Relationship Manager, Bancassurance',
    slug: 'relationship-manager-bancassurance-bengaluru',
    function: 'bancassurance',
    locations: ['Bengaluru', 'Mysuru'],
    experience: [1, 4],
    postedDaysAgo: 3,
    summary:
      'Work inside our partner bank’s branches to help its customers choose protection and savings plans that fit their needs.',
    about:
      'Our bank partners’ customers trust their branch. You make sure the life insurance they buy there is explained simply and suits them.',
    responsibilities: [
      'Meet customers referred by branch staff and understand their financial goals',
      'Recommend suitable plans and complete the proposal digitally',
      'Train branch staff on products and on fair selling',
      'Support customers until their policy is issued',
    ],
    qualifications: [
      'Graduate; an MBA is welcome but not required',
      '1 to 4 years in banking or insurance sales',
      'IRDAI certification (we help you get it if you do not have it)',
      'Kannada and English',
    ],
  },
  {
    title: 'Senior Underwriter',
    slug: 'senior-underwriter-mumbai',
    function: 'underwriting',
    locations: ['Mumbai'],
    experience: [5, 10],
    postedDaysAgo: 5,
    summary:
      'Assess life and health risk on high-value proposals and help shape our underwriting guidelines.',
    about:
      'The underwriting team decides how we accept risk fairly and consistently, following our Board-approved underwriting philosophy.',
    responsibilities: [
      'Underwrite proposals with medical, financial and occupational risk',
      'Work with reinsurers on large cases and facultative referrals',
      'Review and improve our rules engine and straight-through acceptance rates',
      'Coach junior underwriters and answer queries from sales',
    ],
    qualifications: [
      'Graduate with a life-underwriting qualification (AU, FALU or equivalent) or a medical degree',
      '5 to 10 years of life underwriting',
      'Working knowledge of reinsurance manuals',
    ],
  },
  {
    title: 'Claims Assessor',
    slug: 'claims-assessor-chennai',
    function: 'claims',
    locations: ['Chennai'],
    experience: [2, 5],
    postedDaysAgo: 6,
    summary: 'Assess death and health claims quickly and fairly, and keep families informed at every step.',
    about:
      'A claim is the moment we keep our promise. Our claims team settles most claims within days, and treats every family with care.',
    responsibilities: [
      'Review claim documents and decide admissibility within our service timelines',
      'Ask for further information only when it is really needed, and explain why',
      'Refer suspicious claims to the investigation team',
      'Keep claimants informed by phone, SMS and e-mail',
    ],
    qualifications: [
      'Graduate; a degree in medicine, nursing or pharmacy is an advantage',
      '2 to 5 years in life or health claims',
      'Tamil and English',
    ],
  },
  {
    title: 'Full-stack Developer',
    slug: 'full-stack-developer-hyderabad',
    function: 'technology',
    locations: ['Hyderabad', 'Bengaluru'],
    experience: [3, 7],
    postedDaysAgo: 1,
    summary:
      'Build the website, customer portal and service journeys that millions of policyholders use on their phones.',
    about:
      'Our digital team builds fast, accessible journeys for buying a policy, paying premiums and servicing it, in TypeScript end to end.',
    responsibilities: [
      'Design and build features across the web front end and the services behind it',
      'Write automated tests and keep pages fast on low-cost phones',
      'Take part in code reviews and on-call for the services you build',
      'Protect customer data in every feature you ship',
    ],
    qualifications: [
      'B.E., B.Tech or MCA, or equivalent experience',
      '3 to 7 years with TypeScript, React and a relational database',
      'Experience with accessibility and web performance is welcome',
    ],
  },
  {
    title: 'Actuarial Analyst',
    slug: 'actuarial-analyst-mumbai',
    function: 'actuarial',
    locations: ['Mumbai'],
    experience: [0, 3],
    postedDaysAgo: 8,
    summary:
      'Support product pricing, reserving and experience studies while you progress through your actuarial exams.',
    about:
      'The actuarial team prices our products, values our liabilities and advises the Appointed Actuary.',
    responsibilities: [
      'Build and check pricing and valuation models',
      'Run mortality and persistency experience studies',
      'Prepare regulatory returns under guidance',
    ],
    qualifications: [
      'Graduate in mathematics, statistics or economics',
      'Passed at least 3 papers of the Institute of Actuaries of India',
      'Good spreadsheet and programming skills (Python or R)',
    ],
  },
  {
    title: 'Customer Service Executive',
    slug: 'customer-service-executive-kolkata',
    function: 'customer-service',
    locations: ['Kolkata'],
    experience: [0, 2],
    postedDaysAgo: 4,
    summary:
      'Help policyholders with premium payments, policy changes and claims on the phone, by e-mail and at the branch.',
    about:
      'Our customer service team answers more than 3,000 queries a day and resolves most of them on the first contact.',
    responsibilities: [
      'Answer calls and e-mails from policyholders and resolve their requests',
      'Process service requests such as address, nominee and bank-account changes',
      'Escalate complaints to the grievance team with complete information',
    ],
    qualifications: [
      'Graduate in any discipline; freshers are welcome',
      'Bengali, Hindi and English',
      'Willingness to work in shifts, Monday to Saturday',
    ],
  },
  {
    title: 'Policy Servicing Officer',
    slug: 'policy-servicing-officer-jaipur',
    function: 'operations',
    locations: ['Jaipur', 'Udaipur'],
    experience: [1, 3],
    postedDaysAgo: 9,
    summary:
      'Process policy changes, revivals and surrenders accurately and within our service-level timelines.',
    about: 'The operations team makes sure every request a policyholder makes is done right the first time.',
    responsibilities: [
      'Check documents and process policy alterations, revivals and payouts',
      'Maintain the quality and turnaround time of each request',
      'Suggest process improvements and help automate routine work',
    ],
    qualifications: ['Graduate, preferably in commerce', '1 to 3 years in insurance or banking operations'],
  },
  {
    title: 'Digital Marketing Manager',
    slug: 'digital-marketing-manager-gurugram',
    function: 'marketing',
    locations: ['Gurugram'],
    experience: [4, 8],
    postedDaysAgo: 7,
    summary: `Plan and run the digital campaigns that introduce ${BRAND} to young families across India.`,
    about:
      'Marketing builds our brand and brings visitors who are looking for protection and savings to our website and advisors.',
    responsibilities: [
      'Plan search, social and programmatic campaigns and manage their budgets',
      'Measure campaign performance and improve the cost per qualified lead',
      'Work with compliance so every advertisement meets IRDAI’s advertisement regulations',
    ],
    qualifications: [
      'MBA in marketing or equivalent experience',
      '4 to 8 years in performance marketing, preferably in financial services',
    ],
  },
  {
    title: 'Compliance Officer',
    slug: 'compliance-officer-mumbai',
    function: 'legal-compliance',
    locations: ['Mumbai'],
    experience: [3, 6],
    postedDaysAgo: 12,
    summary:
      'Monitor our compliance with IRDAI regulations, anti-money laundering rules and data-protection law.',
    about:
      'The compliance team helps every department meet its regulatory obligations and reports to the Chief Compliance Officer.',
    responsibilities: [
      'Track new regulations and circulars and explain their impact to the business',
      'Review products, advertisements and processes before launch',
      'Prepare regulatory filings and support inspections and audits',
    ],
    qualifications: [
      'Law graduate or Company Secretary',
      '3 to 6 years of compliance work in insurance, banking or mutual funds',
    ],
  },
  {
    title: 'Finance Executive, Accounts Payable',
    slug: 'finance-executive-accounts-payable-pune',
    function: 'finance',
    locations: ['Pune'],
    experience: [1, 3],
    postedDaysAgo: 10,
    summary: 'Process vendor and commission payments accurately and on time, and support the monthly close.',
    about: 'The finance team keeps our books, pays our partners and prepares our statutory accounts.',
    responsibilities: [
      'Check and book vendor invoices and advisor commission statements',
      'Reconcile bank accounts and GST input credits',
      'Support the monthly close and the statutory audit',
    ],
    qualifications: ['B.Com or M.Com; CA Inter is an advantage', '1 to 3 years in accounts payable'],
  },
  {
    title: 'HR Business Partner',
    slug: 'hr-business-partner-new-delhi',
    function: 'human-resources',
    locations: ['New Delhi'],
    experience: [5, 9],
    postedDaysAgo: 11,
    summary:
      'Partner with the sales leadership of the north zone on hiring, performance, learning and employee well-being.',
    about:
      'Our people team helps more than 4,000 colleagues grow, from their first day to their next role with us.',
    responsibilities: [
      'Plan hiring with zone leaders and keep the recruitment pipeline healthy',
      'Run the performance and reward cycle for the zone',
      'Handle employee relations fairly and confidentially',
    ],
    qualifications: ['MBA or PG diploma in human resources', '5 to 9 years as an HR business partner'],
  },
  {
    title: 'Summer Intern, Data Analytics',
    slug: 'summer-intern-data-analytics-mumbai',
    function: 'technology',
    locations: ['Mumbai'],
    experience: [0, 0],
    type: 'INTERN',
    postedDaysAgo: 14,
    summary: 'A ten-week internship analysing customer and policy data to answer real business questions.',
    about:
      'Interns join a project team and present their findings to the leadership at the end of the summer.',
    responsibilities: [
      'Clean and analyse anonymised policy and service data',
      'Build dashboards and present findings to the project sponsor',
    ],
    qualifications: [
      'Students in the first year of an MBA, M.Sc. or M.Tech programme',
      'SQL and Python or R',
    ],
  },
  {
    title: 'Branch Manager',
    slug: 'branch-manager-lucknow',
    function: 'sales',
    locations: ['Lucknow'],
    experience: [8, 12],
    postedDaysAgo: 30,
    status: 'closed',
    summary: 'Lead the Lucknow branch’s sales and service teams.',
    about: 'This position has been filled.',
    responsibilities: ['Lead the branch'],
    qualifications: ['8 to 12 years in life insurance sales'],
  },
]

const DAY = 86_400_000

export function jobData(job: JobSeed, today = new Date()): Omit<Job, 'id' | 'createdAt' | 'updatedAt'> {
  const posted = new Date(today.getTime() - job.postedDaysAgo * DAY)
  return {
    title: job.title,
    slug: job.slug,
    status: job.status ?? 'open',
    posted_date: posted.toISOString(),
    valid_through: new Date(posted.getTime() + 60 * DAY).toISOString(),
    function: job.function,
    employment_type: job.type ?? 'FULL_TIME',
    locations: job.locations,
    experience_min: job.experience[0],
    experience_max: job.experience[1],
    summary: job.summary,
    description: richText(
      p(job.about),
      h2('Why join us'),
      `At ${BRAND} you work with people who care about doing right by customers. We offer medical cover for your family, term life cover, a learning budget and flexible leave.`,
    ),
    responsibilities: job.responsibilities.map((text) => ({ text })),
    qualifications: job.qualifications.map((text) => ({ text })),
  }
}

/** Creates each job; a job whose slug exists is left alone, so a re-run is safe. */
export async function seedJobs(payload: Payload): Promise<number> {
  let created = 0
  for (const job of JOBS) {
    const existing = await payload.find({
      collection: 'jobs',
      where: { slug: { equals: job.slug } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    if (existing.docs.length > 0) continue
    await payload.create({ collection: 'jobs', data: jobData(job), depth: 0, context: SEED_CONTEXT })
    created++
  }
  return created
}
