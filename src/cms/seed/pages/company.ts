import { cards, cta, documents, hero, table, text } from '../blocks'
import {
  BRAND,
  CIN,
  COMPANY,
  GRIEVANCE_EMAIL,
  IRDAI_REG_NO,
  REGISTERED_OFFICE,
  SERVICE_HOURS,
  SUPPORT_EMAIL,
  TOLL_FREE,
} from '../catalogue'
import { h2, h3, p, ul } from '../lexical'
import type { PageSeed, SeedMedia } from '../types'

export const aboutSahyogLifePage = (media: SeedMedia): PageSeed => ({
  title: 'About Sahyog Life Insurance',
  path: '/about-sahyog-life',
  meta: {
    title: 'About Sahyog Life Insurance | Our Company, Purpose and Numbers',
    description:
      'Sahyog Life Insurance helps 2.4 million Indians protect their families and plan their futures. Learn about our purpose, our numbers and how we serve customers.',
    image: media.images.heroCompany,
  },
  layout: [
    hero(
      'Sahyog means support. It is what we promise every family we insure.',
      `${BRAND} has served Indian households since 2010 with protection, savings and retirement solutions built around one idea: a claim is the moment of truth.`,
      { image: media.images.heroCompany, cta: { label: 'Our story', url: '/discover/about-us' } },
    ),
    text(
      h2('Who we are'),
      `${COMPANY} is a life insurer registered with the Insurance Regulatory and Development Authority of India (IRDAI Regn. No. ${IRDAI_REG_NO}). We offer individual and group life insurance, including term, savings, unit-linked, child, pension and annuity plans, through our own advisors, bank partners, brokers and online.`,
      'Our customers range from first-time buyers in tier-3 towns to employers insuring thousands of staff. What they share is a need for cover they understand, premiums they can afford and a claim process that works when it matters.',
      h2('Our numbers at a glance'),
      ul([
        '2.4 million lives covered and ₹3.1 lakh crore of sum assured in force',
        '98.6% of individual death claims settled in FY 2024-25',
        '₹42,600 crore of assets under management',
        '310 branches in 480 cities and 45,000 advisors',
        'Solvency ratio of 2.05 as at 31 Mar 2025',
      ]),
      h2('What we stand for'),
      ul([
        '**Clarity**: plain-language brochures and a one-page summary with every policy.',
        '**Fairness**: products priced for the long term and sold only where they fit the customer’s need.',
        '**Speed**: claims without investigation settled within 15 days of complete documents, usually much sooner.',
      ]),
    ),
    cards('Learn more about us', '', [
      {
        title: 'Our story and leadership',
        text: 'Fifteen years of growth and the people who lead us.',
        url: '/discover/about-us',
      },
      { title: 'Careers', text: 'Join a team that puts customers first.', url: '/discover/careers' },
      {
        title: 'Public disclosures',
        text: 'Financial statements and regulatory disclosures.',
        url: '/about-us/public-disclosures',
      },
    ]),
  ],
})

export const aboutUsPage = (media: SeedMedia): PageSeed => ({
  title: 'Our story and leadership',
  path: '/discover/about-us',
  meta: {
    title: 'About Us: Our Story, Values and Leadership | Sahyog Life',
    description:
      'From a single office in Mumbai in 2010 to 310 branches today: the story of Sahyog Life Insurance, the values that guide us and the team that leads us.',
    image: media.images.heroCompany,
  },
  layout: [
    text(
      h2('Our story'),
      'Sahyog Life began in 2010 with a small team in Mumbai and a conviction that life insurance in India was too often sold, not bought. Customers were offered policies they did not understand, and families found out what was covered only when they made a claim.',
      'We set out to do things differently: fewer, simpler products; advisors trained and paid to recommend what fits; and a claims team empowered to settle first and ask questions only where there is a genuine reason to. Fifteen years on, that approach has made us one of the fastest-growing private life insurers in the country.',
      h3('Milestones'),
      ul([
        '**2010**: registered with IRDAI and opened our first branch in Mumbai.',
        '**2014**: crossed one lakh policies; launched our first online term plan.',
        '**2018**: bancassurance partnerships with three regional banks; 150 branches.',
        '**2022**: claims settled within 24 hours for eligible cases through a fast-track desk.',
        '**2025**: 2.4 million lives covered; Sahyog Smart Term launched.',
      ]),
      h2('Our values'),
      p(
        'Customer first, integrity always, simplicity in everything we say and write, and respect for every colleague and partner. We measure ourselves on persistency and claim experience, not only on new sales.',
      ),
      h2('Board and leadership'),
      p(
        'Our board has a majority of independent directors, and its audit, risk, policyholder protection and investment committees meet at least quarterly.',
      ),
    ),
    table(
      'Leadership team',
      'Members of the leadership team of Sahyog Life Insurance and their roles.',
      ['Name', 'Role', 'Joined'],
      [
        ['Ananya Deshpande', 'Managing Director and Chief Executive Officer', '2016'],
        ['Rakesh Iyer', 'Chief Financial Officer', '2012'],
        ['Farah Siddiqui', 'Appointed Actuary', '2018'],
        ['Vikram Chauhan', 'Chief Distribution Officer', '2014'],
        ['Meenakshi Rao', 'Chief Operations and Customer Officer', '2019'],
        ['Harpreet Gill', 'Chief Risk Officer', '2021'],
      ],
    ),
    cta(
      'Build your career with us',
      'We are hiring advisors, relationship managers, actuaries and engineers.',
      {
        label: 'See open roles',
        url: '/discover/careers',
      },
    ),
  ],
})

export const publicDisclosuresPage = (media: SeedMedia): PageSeed => ({
  title: 'Public disclosures',
  path: '/about-us/public-disclosures',
  meta: {
    title: 'Public Disclosures: Financial Statements and IRDAI Forms | Sahyog Life',
    description:
      'Quarterly public disclosures in IRDAI-prescribed formats, annual reports and other financial information of Sahyog Life Insurance Company Limited.',
  },
  layout: [
    text(
      h2('Public disclosures'),
      'As required by the IRDAI (Actuarial, Finance and Investment Functions of Insurers) Regulations, 2024 and the related master circular, we publish our financial statements and key business information in the prescribed formats within the prescribed time after the end of each quarter.',
      'The documents below are provided for information. Figures for the latest quarter are unaudited unless stated otherwise.',
    ),
    documents('Quarterly disclosures: FY 2025-26', [
      {
        title: 'Form L-1-A-RA: Revenue account',
        file: media.documents.revenueAccount,
        period: 'FY 2025-26 Q2',
      },
      {
        title: 'Form L-2-A-PL: Profit and loss account',
        file: media.documents.profitAndLoss,
        period: 'FY 2025-26 Q2',
      },
    ]),
    documents('Annual reports', [
      { title: 'Annual report 2024-25', file: media.documents.annualReport, period: 'FY 2024-25' },
    ]),
    text(
      h3('Need an older disclosure?'),
      'Disclosures for earlier periods are available on request. Write to the Company Secretary at our registered office, or e-mail care@sahyoglife.in with the form number and the period you need.',
    ),
  ],
})

export const otherDisclosuresPage = (media: SeedMedia): PageSeed => ({
  title: 'Other disclosures',
  path: '/other-disclosures',
  meta: {
    title: 'Other Disclosures: Policies, Ratios and Statutory Information | Sahyog Life',
    description:
      'Statutory and voluntary disclosures of Sahyog Life Insurance: claim settlement ratios, corporate governance, stewardship, CSR and company information.',
  },
  layout: [
    text(
      h2('Company information'),
      ul([
        `Name: ${COMPANY}`,
        `IRDAI Registration No.: ${IRDAI_REG_NO}`,
        `Corporate Identity Number (CIN): ${CIN}`,
        `Registered office: ${REGISTERED_OFFICE}`,
      ]),
      h2('Policies we publish'),
      'In addition to our quarterly public disclosures, we publish the policies that govern how we run the company and how we treat policyholders: the corporate governance policy, the stewardship code for our investments, the policy on protection of policyholders’ interests, the corporate social responsibility policy, and the anti-money laundering and counter-terrorist financing policy.',
    ),
    table(
      'Claim settlement (individual death claims)',
      'Individual death claims received, settled and repudiated by Sahyog Life Insurance over the last three financial years.',
      ['Financial year', 'Claims received', 'Claims settled', 'Settlement ratio (by number)'],
      [
        ['2022-23', '9,412', '9,196', '97.7%'],
        ['2023-24', '10,238', '10,043', '98.1%'],
        ['2024-25', '11,064', '10,909', '98.6%'],
      ],
    ),
    documents('Downloads', [
      {
        title: 'Annual report 2024-25 (includes the corporate governance report)',
        file: media.documents.annualReport,
        period: 'FY 2024-25',
      },
    ]),
  ],
})

export const underwritingPhilosophyPage = (): PageSeed => ({
  title: 'Disclosure of underwriting philosophy',
  path: '/disclosure-of-underwriting-philosophy',
  meta: {
    title: 'Disclosure of Underwriting Philosophy | Sahyog Life Insurance',
    description:
      'How Sahyog Life Insurance assesses proposals: the principles, medical and financial underwriting, and how we decide to accept, rate up, postpone or decline a proposal.',
  },
  layout: [
    text(
      h2('Our underwriting philosophy'),
      'Underwriting is how an insurer decides whether to accept a proposal and on what terms. Our philosophy, approved by the board, is to offer cover to as many applicants as we responsibly can, at a premium that is fair both to the applicant and to the existing policyholders whose interests we must protect.',
      h3('Principles'),
      ul([
        'Every proposal is assessed on its own facts, objectively and consistently.',
        'We do not discriminate on grounds of gender, religion, caste or place of residence, except where a risk difference is supported by data and permitted by law.',
        'Standard lives are accepted at standard rates; we use extra premiums, exclusions or reduced cover only where the evidence requires it.',
        'Our decision and its reasons are communicated in writing, and the applicant may ask us to reconsider with further medical evidence.',
      ]),
      h3('What we assess'),
      'We consider age, health history, family history, lifestyle (including tobacco and alcohol use), occupation and hobbies, residence, and the financial justification for the cover requested. Medical tests depend on the age and the total sum assured across all insurers.',
      h3('Possible decisions'),
      ul([
        '**Accept at standard rates**: most proposals.',
        '**Accept with modified terms**: an extra premium, a lower sum assured, a shorter term or a specific exclusion.',
        '**Postpone**: for example after recent surgery, until the condition has stabilised.',
        '**Decline**: only where the risk cannot be covered on any reasonable terms; any premium paid is refunded in full.',
      ]),
      p(
        'Proposals are decided within 15 days of receiving all the information we need, as required by IRDAI regulations.',
      ),
    ),
  ],
})

export const discoverPage = (media: SeedMedia): PageSeed => ({
  title: 'Discover Sahyog Life',
  path: '/discover',
  meta: {
    title: 'Discover Sahyog Life Insurance: Company, Media, Careers and Partners',
    description:
      'Everything about Sahyog Life Insurance in one place: our story, leadership, media centre, videos, careers, disclosures and the ways we reach customers.',
    image: media.images.heroCompany,
  },
  layout: [
    hero(
      'Discover Sahyog Life',
      'Who we are, what we stand for and how we work with customers, partners and the people who join us.',
      { image: media.images.heroCompany, cta: { label: 'About the company', url: '/about-sahyog-life' } },
    ),
    cards('The company', '', [
      {
        title: 'About Sahyog Life',
        text: 'Our purpose, our numbers at a glance and what we stand for.',
        url: '/about-sahyog-life',
      },
      {
        title: 'Our story and leadership',
        text: 'Fifteen years of milestones and the team that leads us.',
        url: '/discover/about-us',
      },
      {
        title: 'Public disclosures',
        text: 'Financial statements and the IRDAI L-forms, quarter by quarter.',
        url: '/about-us/public-disclosures',
        link_label: 'See disclosures',
      },
    ]),
    cards('News and stories', '', [
      {
        title: 'Media centre',
        text: 'Press releases, news coverage and awards.',
        url: '/discover/media',
        link_label: 'Visit the media centre',
      },
      {
        title: 'Videos',
        text: 'Short explainers on cover, claims and tax, each with a transcript.',
        url: '/discover/videos',
        link_label: 'Watch videos',
      },
      {
        title: 'Customer stories',
        text: 'Policyholders and families in their own words.',
        url: '/testimonials',
        link_label: 'Read stories',
      },
    ]),
    cards('Work with us', '', [
      {
        title: 'Careers',
        text: 'Open roles in sales, service, actuarial, technology and more.',
        url: '/discover/careers',
        link_label: 'See open roles',
      },
      {
        title: 'Distribution channels',
        text: 'Agency, bancassurance, brokers, corporate agents and online: how we reach customers.',
        url: '/discover/distribution-channels',
      },
      {
        title: 'Corporate agents',
        text: 'What a corporate agent is, and the partners registered to sell our plans.',
        url: '/discover/corporate-agent',
      },
    ]),
  ],
})

export const corporateAgentPage = (): PageSeed => ({
  title: 'Corporate agents',
  path: '/discover/corporate-agent',
  meta: {
    title: 'Corporate Agents of Sahyog Life Insurance | Bancassurance Partners',
    description:
      'What an IRDAI-registered corporate agent is, how to check a registration, and the banks and companies authorised to sell Sahyog Life Insurance plans.',
  },
  layout: [
    text(
      h2('What is a corporate agent?'),
      'A corporate agent is a company, a bank, a cooperative society or another entity registered with the Insurance Regulatory and Development Authority of India (IRDAI) to sell insurance. Most corporate agents are banks, which is why this channel is often called bancassurance.',
      'A corporate agent works through its own trained employees, called specified persons, who hold a certificate after the prescribed training and examination. Under the IRDAI (Registration of Corporate Agents) Regulations, a corporate agent may tie up with up to nine life insurers, so it can offer you a choice of plans.',
      h3('What a corporate agent must do for you'),
      ul([
        'Tell you which insurers it represents and that buying insurance is your choice, never a condition of a loan or any other product.',
        'Recommend a plan only after understanding your needs, and explain its benefits, charges and exclusions.',
        'Give you the benefit illustration, the brochure and the proposal form, and a copy of your signed proposal.',
        'Never collect the premium in cash beyond the permitted limit, nor in any account other than the insurer’s.',
      ]),
      h3('Check a registration'),
      p(
        'Every corporate agent has an IRDAI registration number, valid for three years. Ask for it, or check it on the IRDAI website. Specified persons carry an identity card from the corporate agent showing their certificate number.',
      ),
    ),
    table(
      'Our corporate agency partners',
      'Corporate agents authorised to sell Sahyog Life Insurance plans, with their registration numbers and where they operate (demo data).',
      ['Partner', 'Type', 'IRDAI registration no.', 'Valid until', 'Where'],
      [
        [
          'Deccan Co-operative Bank',
          'Co-operative bank',
          'CA0000-01',
          '31 Mar 2027',
          'Maharashtra, Karnataka',
        ],
        ['Ganga Gramin Bank', 'Regional rural bank', 'CA0000-02', '30 Jun 2026', 'Uttar Pradesh, Bihar'],
        [
          'Coastal Small Finance Bank',
          'Small finance bank',
          'CA0000-03',
          '31 Dec 2027',
          'Kerala, Tamil Nadu',
        ],
        ['Udaan Microfinance Limited', 'NBFC', 'CA0000-04', '30 Sep 2026', 'Odisha, West Bengal'],
      ],
    ),
    text(
      h2('Become our corporate agency partner'),
      'Banks, NBFCs and other registered entities that would like to offer our protection, savings and pension plans can write to bancassurance@sahyoglife.in. We provide product training, digital onboarding for your customers and a dedicated service team.',
      h3('Complaints about a sale'),
      p(
        `If you feel a plan was mis-sold to you by a corporate agent, write to ${GRIEVANCE_EMAIL} or call ${TOLL_FREE.service}. You can also return a new policy within the 30-day free-look period.`,
      ),
    ),
  ],
})

export const distributionChannelsPage = (): PageSeed => ({
  title: 'Distribution channels',
  path: '/discover/distribution-channels',
  meta: {
    title: 'Distribution Channels: Agents, Banks, Brokers and Online | Sahyog Life',
    description:
      'Buy Sahyog Life Insurance plans the way you prefer: through our advisors, partner banks, corporate agents, brokers, online or at a branch. Contact points for each.',
  },
  layout: [
    text(
      h2('How you can buy from us'),
      'Whichever way you choose, you get the same plans, the same premium rates and the same service after the sale. Every person who sells our plans is trained and licensed, and must recommend only what fits your needs.',
    ),
    cards('Our channels', '', [
      {
        title: 'Agency: our advisors',
        text: '45,000 individual agents licensed by IRDAI, attached to our 310 branches, who advise you at home or at work and help with service and claims.',
        url: '/contact-us/branches',
        link_label: 'Find a branch',
      },
      {
        title: 'Bancassurance',
        text: 'Our plans at the branches of partner banks, sold by their trained specified persons.',
        url: '/discover/corporate-agent',
        link_label: 'See our bank partners',
      },
      {
        title: 'Corporate agents',
        text: 'NBFCs, microfinance institutions and other registered corporate agents in small towns and villages.',
        url: '/discover/corporate-agent',
        link_label: 'About corporate agents',
      },
      {
        title: 'Insurance brokers',
        text: 'IRDAI-licensed brokers compare plans from several insurers and represent you, the buyer.',
        url: 'mailto:brokers@sahyoglife.in',
        link_label: 'Write to the broker desk',
      },
      {
        title: 'Online',
        text: 'Compare plans, use our calculators and buy online, with a medical test at home where needed.',
        url: '/life-insurance',
        link_label: 'Explore plans',
      },
      {
        title: 'Group and employer plans',
        text: 'Term cover for employees, credit life for lenders and gratuity solutions, through our group sales team.',
        url: '/group-life-insurance',
        link_label: 'Group insurance',
      },
    ]),
    table(
      'Contact points',
      'Who to contact for each distribution channel, with phone numbers and e-mail addresses.',
      ['Channel', 'Phone', 'E-mail', 'Hours'],
      [
        ['Buy a plan (any channel)', TOLL_FREE.sales, 'sales@sahyoglife.in', SERVICE_HOURS],
        ['Become an advisor', TOLL_FREE.sales, 'join@sahyoglife.in', SERVICE_HOURS],
        [
          'Bank and corporate agency partners',
          '022 4000 1300',
          'bancassurance@sahyoglife.in',
          'Monday to Friday, 10 am to 6 pm',
        ],
        ['Insurance brokers', '022 4000 1400', 'brokers@sahyoglife.in', 'Monday to Friday, 10 am to 6 pm'],
        ['Group insurance', '022 4000 1500', 'group@sahyoglife.in', 'Monday to Friday, 10 am to 6 pm'],
        ['Existing policies', TOLL_FREE.service, SUPPORT_EMAIL, SERVICE_HOURS],
      ],
    ),
    cta(
      'Become a Sahyog Life advisor',
      'Earn commission while helping families in your community plan for the future. Training and licensing support included.',
      { label: 'Talk to us', url: '/contact-us' },
      { label: `Call ${TOLL_FREE.sales}`, url: `tel:${TOLL_FREE.sales.replace(/-/g, '')}` },
    ),
  ],
})
