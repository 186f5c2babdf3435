/**
 * Demo testimonials, media-centre items and videos of the fictional insurer. Pictures are gradient stand-ins drawn
 * in code (nothing is downloaded). The customers have no photo (a gradient is no portrait): the site shows their
 * initials until an editor adds one. The videos' YouTube ids are placeholders: an editor replaces them with the
 * company's own uploads; the site never loads a player until a visitor presses play.
 *
 * Idempotent: an item whose slug already exists is left alone.
 */
import type { Payload } from 'payload'

import { slugFrom as slug, type TMediaType } from '@/domain/media-centre'

import { IRDAI_REG_NO, TOLL_FREE } from './catalogue'
import { h2, p, richText, ul } from './lexical'
import { ensureMedia, png } from './media'
import { SEED_CONTEXT } from './types'

const PHOTO = { width: 1280, height: 720 }

type TestimonialSeed = {
  name: string
  city: string
  plan: string
  headline: string
  quote: string
  rating: number
  featured?: boolean
}

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    name: 'Kavita Menon',
    city: 'Kochi',
    plan: 'Sahyog Smart Term',
    headline: 'The claim was settled in six days',
    quote:
      'When my husband passed away suddenly, I did not know where to begin. The branch manager in Kochi came home with the claim form, helped me collect the documents, and the full sum assured reached my account six days later. The home loan is closed and our daughter is still in the same school.',
    rating: 5,
    featured: true,
  },
  {
    name: 'Rajesh Kulkarni',
    city: 'Pune',
    plan: 'Sahyog Guaranteed Income Plan',
    headline: 'A second income I can count on',
    quote:
      'I wanted an income after retirement that did not depend on the stock market. My advisor showed me the guaranteed income table in plain numbers, and for the last two years the money has arrived on the same date every month.',
    rating: 5,
    featured: true,
  },
  {
    name: 'Farhan Qureshi',
    city: 'Lucknow',
    plan: 'Sahyog Child Future Plan',
    headline: 'Buying online took fifteen minutes',
    quote:
      'I compared three insurers on my phone during a lunch break. The premium calculator was clear, the medical test was booked for my home, and the policy document came on e-mail and WhatsApp the same week.',
    rating: 4,
    featured: true,
  },
  {
    name: 'Lakshmi Narayanan',
    city: 'Chennai',
    plan: 'Sahyog Wealth Builder ULIP',
    headline: 'Help in Tamil whenever I call',
    quote:
      'My mother speaks only Tamil, and every time she calls the helpline someone explains her fund value and switches to her in her own language. That patience is why our whole family now holds policies with Sahyog Life.',
    rating: 5,
  },
  {
    name: 'Gurpreet Sandhu',
    city: 'Ludhiana',
    plan: 'Sahyog Term with Return of Premium',
    headline: 'A policy that paid for itself',
    quote:
      'I chose the return-of-premium option because I wanted my money back if nothing happened. The advisor was honest that the premium is higher, and the comparison sheet made the decision easy.',
    rating: 4,
  },
  {
    name: 'Ananya Bose',
    city: 'Kolkata',
    plan: 'Sahyog Deferred Pension Plan',
    headline: 'Revived my lapsed policy without fuss',
    quote:
      'I missed two premiums during a job change and thought the policy was gone. The service desk explained the revival rules, waived the late fee in the revival campaign and my cover was back within a week.',
    rating: 5,
  },
]

type MediaSeed = {
  title: string
  type: TMediaType
  date: string
  source?: string
  summary: string
  body: string[]
  photos?: { alt: string; caption: string; colours: [string, string] }[]
  external_url?: string
}

export const MEDIA_ITEMS: MediaSeed[] = [
  {
    title: 'Sahyog Life settles 98.6% of individual death claims in FY 2024-25',
    type: 'press-release',
    date: '2025-05-20',
    summary:
      'Sahyog Life Insurance settled 10,909 of 11,064 individual death claims in FY 2024-25, its best claim settlement ratio so far, with fast-track claims paid within a day.',
    body: [
      'Mumbai, 20 May 2025: Sahyog Life Insurance Company Limited today announced that it settled 98.6% of individual death claims by number in the financial year 2024-25, up from 98.1% a year earlier.',
      'Claims that needed no investigation were settled in an average of 4.2 days from the receipt of the last document. Eligible claims under the fast-track desk, launched in 2022, were paid within 24 hours.',
      '"A claim is the moment of truth for every family we insure," said Ananya Deshpande, Managing Director and CEO. "Our teams in 310 branches work to one goal: that no family waits for money it is owed."',
    ],
    photos: [
      {
        alt: 'Claims team members at the Mumbai head office celebrating the results',
        caption: 'The claims team at the head office in Lower Parel, Mumbai.',
        colours: ['#0b3a6f', '#1e88e5'],
      },
      {
        alt: 'Managing Director Ananya Deshpande speaking at the results briefing',
        caption: 'Ananya Deshpande, MD and CEO, at the results briefing.',
        colours: ['#1a237e', '#5c6bc0'],
      },
    ],
  },
  {
    title: 'Sahyog Life launches Sahyog Smart Term with cover up to age 85',
    type: 'press-release',
    date: '2025-03-03',
    summary:
      'A new pure protection plan with whole-life style cover up to age 85, special rates for women and non-smokers, and optional critical illness and accidental death riders.',
    body: [
      'Mumbai, 3 Mar 2025: Sahyog Life Insurance today launched Sahyog Smart Term, a non-linked, non-participating individual pure risk plan.',
      'The plan offers a sum assured from ₹25 lakh with cover up to age 85, lower premiums for women and non-smokers, and the choice of a lump sum or a monthly income for the family.',
    ],
    photos: [
      {
        alt: 'The product team on stage at the launch of Sahyog Smart Term',
        caption: 'The launch of Sahyog Smart Term in Mumbai.',
        colours: ['#0d47a1', '#42a5f5'],
      },
    ],
  },
  {
    title: 'Sahyog Life partners with Deccan Co-operative Bank to bring cover to 40 lakh customers',
    type: 'press-release',
    date: '2024-11-18',
    summary:
      'A bancassurance partnership that makes term, savings and pension plans available in 260 branches of the bank across Maharashtra and Karnataka.',
    body: [
      'Pune, 18 Nov 2024: Sahyog Life Insurance and Deccan Co-operative Bank (a fictional bank) today signed a corporate agency agreement.',
      'Trained specified persons in the bank’s branches will help customers choose plans suited to their needs, with every sale checked for suitability.',
    ],
  },
  {
    title: 'Sahyog Life opens 25 new branches in tier-2 and tier-3 towns',
    type: 'press-release',
    date: '2024-08-05',
    summary:
      'New branches in towns such as Hubballi, Kolhapur, Bareilly and Siliguri take the network to 310, as the company brings advice closer to first-time buyers.',
    body: [
      'Mumbai, 5 Aug 2024: Sahyog Life Insurance today opened 25 branches across 11 states, taking its network to 310 branches.',
      'Each branch offers policy services, premium payments and claims help, and employs advisors who speak the local language.',
    ],
  },
  {
    title: 'Sahyog Life announces bonus of ₹2,150 crore for participating policyholders',
    type: 'press-release',
    date: '2024-06-12',
    summary:
      'Reversionary and cash bonuses declared for FY 2023-24 benefit about 9 lakh participating policies.',
    body: [
      'Mumbai, 12 Jun 2024: the board of Sahyog Life Insurance approved bonuses of ₹2,150 crore for participating policyholders for the year 2023-24, on the recommendation of the Appointed Actuary.',
      'Bonus rates for each plan are published on the bonus information page of the website.',
    ],
  },
  {
    title: 'Sahyog Life results: new business premium up 18% in FY 2023-24',
    type: 'press-release',
    date: '2024-04-29',
    summary:
      'Individual new business premium grew 18% to ₹3,420 crore; the solvency ratio stood at 2.05 against the regulatory minimum of 1.50.',
    body: [
      'Mumbai, 29 Apr 2024: Sahyog Life Insurance reported its results for the financial year 2023-24.',
      'Assets under management rose to ₹42,600 crore and the 13th-month persistency ratio improved to 86%.',
    ],
  },
  {
    title: 'How a mid-sized insurer cut claim times to a single day',
    type: 'news',
    date: '2025-06-02',
    source: 'The Financial Ledger',
    summary:
      'A look at the fast-track claims desk of Sahyog Life, and what it takes to pay a family within 24 hours.',
    body: [
      'The Financial Ledger (a fictional newspaper) profiled the claims desk that settles eligible claims within a day of the last document.',
    ],
  },
  {
    title: 'Term insurance premiums for women fall as insurers compete',
    type: 'news',
    date: '2025-03-15',
    source: 'Money Matters Weekly',
    summary:
      'Sahyog Life is among insurers offering lower term premiums for women, reflecting their longer life expectancy.',
    body: [
      'Money Matters Weekly (a fictional magazine) compared term plan premiums for women across insurers.',
    ],
  },
  {
    title: 'Insurers take cover to small towns',
    type: 'news',
    date: '2024-09-09',
    source: 'Bharat Business Daily',
    summary:
      'Our expansion into tier-2 and tier-3 towns features in a report on how life insurers reach first-time buyers.',
    body: [
      'Bharat Business Daily (a fictional newspaper) reported on life insurers’ growth outside metro cities.',
    ],
  },
  {
    title: 'Five questions to ask before buying a ULIP',
    type: 'news',
    date: '2024-05-21',
    source: 'Personal Finance Today',
    summary:
      'Our Chief Distribution Officer Vikram Chauhan explains charges, lock-in and fund switches in an interview.',
    body: [
      'Personal Finance Today (a fictional publication) interviewed Vikram Chauhan on unit-linked plans.',
    ],
  },
  {
    title: 'Claims Excellence Award 2025',
    type: 'award',
    date: '2025-02-21',
    source: 'Indian Insurance Forum',
    summary:
      'Sahyog Life received the Claims Excellence Award for the fastest settlement of individual death claims among mid-sized insurers.',
    body: [
      'The Indian Insurance Forum (a fictional body) recognised the company’s claims turnaround and its transparency with claimants.',
    ],
    photos: [
      {
        alt: 'Sahyog Life team receiving the Claims Excellence Award on stage',
        caption: 'Receiving the Claims Excellence Award 2025.',
        colours: ['#e65100', '#ffb74d'],
      },
    ],
  },
  {
    title: 'Great Place to Work in Financial Services 2024',
    type: 'award',
    date: '2024-07-30',
    source: 'Workplace Institute',
    summary: 'Employees voted Sahyog Life one of the best workplaces in Indian financial services for 2024.',
    body: [
      'The Workplace Institute (a fictional organisation) surveyed employees on trust, fairness and pride in their work.',
    ],
  },
]

type VideoSeed = {
  title: string
  youtube_id: string
  date: string
  duration_seconds: number
  description: string
  transcript: string
  colours: [string, string]
}

export const VIDEOS: VideoSeed[] = [
  {
    title: 'Term insurance in two minutes',
    youtube_id: 'sahyogTerm1',
    date: '2025-04-10',
    duration_seconds: 128,
    description: 'What a term plan is, how much cover you need and why buying early keeps the premium low.',
    transcript: `Narrator: A term plan is the simplest kind of life insurance. You pay a small premium every year, and if you die during the policy term, your family receives the sum assured.
How much cover? A common rule is ten to fifteen times your yearly income, plus your loans.
Buy early: the premium is fixed when you buy, so a 25-year-old pays far less than a 40-year-old for the same cover.
Call ${TOLL_FREE.sales} or use our calculators to find your number.`,
    colours: ['#0b3a6f', '#1e88e5'],
  },
  {
    title: 'How to make a claim',
    youtube_id: 'sahyogClaim',
    date: '2025-02-14',
    duration_seconds: 185,
    description: 'The documents you need, where to submit them and how long a death claim takes.',
    transcript: `Narrator: Losing someone is hard enough. Making the claim should not be.
Step one: inform us on ${TOLL_FREE.service}, by e-mail or at any branch.
Step two: submit the claim form, the death certificate, the policy document and the nominee's KYC and bank details.
Step three: we settle claims that need no investigation within 15 days of the last document, and usually much sooner.`,
    colours: ['#00695c', '#43a047'],
  },
  {
    title: 'Tax benefits of life insurance explained',
    youtube_id: 'sahyogTax01',
    date: '2024-12-02',
    duration_seconds: 154,
    description: 'Sections 80C and 10(10D) in plain words, and what changes under the new tax regime.',
    transcript: `Narrator: Premiums you pay for life insurance may be deducted from your taxable income under section 80C, up to one and a half lakh rupees a year, if you choose the old tax regime.
The amount your family receives on death, and in most cases the maturity amount, may be tax-free under section 10(10D), subject to conditions.
Tax laws change: check the rules for your year or ask your tax adviser.`,
    colours: ['#4a148c', '#ab47bc'],
  },
  {
    title: 'Set up auto-debit for your premium',
    youtube_id: 'sahyogNach1',
    date: '2024-09-20',
    duration_seconds: 96,
    description: 'Register an e-NACH or UPI autopay mandate so you never miss a premium.',
    transcript: `Narrator: Go to Services, then NACH mandate activation. Enter your policy number and date of birth and verify the OTP sent to your registered mobile.
Choose e-NACH through net banking or a debit card, or UPI autopay, and approve the mandate in your bank's page or app.
Your premium is then collected on the due date, and you get an SMS before every debit.`,
    colours: ['#e65100', '#ffb74d'],
  },
]

async function exists(
  payload: Payload,
  collection: 'testimonials' | 'media-items' | 'videos',
  value: string,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection,
    where: { slug: { equals: value } },
    context: SEED_CONTEXT,
  })
  return totalDocs > 0
}

/** Creates the demo testimonials, media-centre items and videos; returns how many were created. */
export async function seedMediaCentre(payload: Payload): Promise<number> {
  let created = 0

  for (const item of TESTIMONIALS) {
    const itemSlug = slug(item.name)
    if (await exists(payload, 'testimonials', itemSlug)) continue
    await payload.create({
      collection: 'testimonials',
      data: {
        name: item.name,
        slug: itemSlug,
        city: item.city,
        plan: item.plan,
        headline: item.headline,
        quote: item.quote,
        rating: item.rating,
        featured: !!item.featured,
        published: true,
      },
      context: SEED_CONTEXT,
    })
    created++
  }

  for (const item of MEDIA_ITEMS) {
    const itemSlug = slug(item.title)
    if (await exists(payload, 'media-items', itemSlug)) continue
    const images = []
    for (const [index, photo] of (item.photos ?? []).entries()) {
      images.push({
        image: await ensureMedia(
          payload,
          png(`media-${itemSlug.slice(0, 60)}-${index + 1}.png`, photo.alt, {
            ...PHOTO,
            from: photo.colours[0],
            to: photo.colours[1],
            accent: '#f9a825',
          }),
        ),
        caption: photo.caption,
      })
    }
    await payload.create({
      collection: 'media-items',
      data: {
        title: item.title,
        slug: itemSlug,
        type: item.type,
        date: new Date(`${item.date}T00:00:00.000Z`).toISOString(),
        source: item.source ?? null,
        summary: item.summary,
        body: richText(
          ...item.body.map((text) => p(text)),
          ...(item.type === 'press-release'
            ? [
                h2('About Sahyog Life Insurance'),
                p(
                  `Sahyog Life Insurance Company Limited (IRDAI Regn. No. ${IRDAI_REG_NO}) offers protection, savings, retirement and group plans through 310 branches, bank partners, brokers and online.`,
                ),
                ul(['Media contact: media@sahyoglife.in', `Customer helpline: ${TOLL_FREE.service}`]),
              ]
            : []),
        ),
        images,
        external_url: item.external_url ?? null,
        published: true,
      },
      context: SEED_CONTEXT,
    })
    created++
  }

  for (const video of VIDEOS) {
    const itemSlug = slug(video.title)
    if (await exists(payload, 'videos', itemSlug)) continue
    const poster = await ensureMedia(
      payload,
      png(`video-${itemSlug}.png`, `Poster of the video: ${video.title}`, {
        ...PHOTO,
        from: video.colours[0],
        to: video.colours[1],
        accent: '#ffffff',
      }),
    )
    await payload.create({
      collection: 'videos',
      data: {
        title: video.title,
        slug: itemSlug,
        description: video.description,
        provider: 'youtube',
        youtube_id: video.youtube_id,
        date: new Date(`${video.date}T00:00:00.000Z`).toISOString(),
        duration_seconds: video.duration_seconds,
        poster,
        transcript: video.transcript,
        published: true,
      },
      context: SEED_CONTEXT,
    })
    created++
  }

  return created
}
