/**
 * The rate tables and saved quotes in the real CMS on a fresh SQLite file: the seed links each table to its plan
 * page once, a table that leaves an age or term without a rate is refused with the problem on the rates field, and
 * who may read and write each collection.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSqlitePayload } from '@/testing/sqlite-payload'

import type { TRole } from '../../access'

let payload: Payload
let close: () => Promise<void>
// The seed reads the environment when loaded, so it is imported once the test database is open.
let seed: typeof import('../../seed/quote-tables')
let plans: typeof import('../../seed/pages/plans')
let SEED_CONTEXT: (typeof import('../../seed/types'))['SEED_CONTEXT']
let text: (typeof import('../../seed/blocks'))['text']

const SMART_TERM_PATH = '/life-insurance/sahyog-smart-term'

const staff = (id: number, ...roles: TRole[]) => ({ id, collection: 'users', roles }) as unknown as TypedUser

async function createPlanPage(title: string, path: string): Promise<number> {
  const page = await payload.create({
    collection: 'pages',
    data: {
      title,
      path,
      layout: [text(`About ${title}.`)],
      meta: { title, description: `${title}, a plan of Sahyog Life.` },
      _status: 'published',
    },
    draft: false,
    depth: 0,
    context: SEED_CONTEXT,
  })
  return page.id
}

/** The first field error of a refused save: where it shows and what it says. */
async function refusal(save: Promise<unknown>): Promise<{ path: string; message: string }> {
  const error = await save.then(
    () => null,
    (err: unknown) => err as { name?: string; data?: { errors?: { path: string; message: string }[] } },
  )
  expect(error?.name).toBe('ValidationError')
  const { path, message } = error!.data!.errors![0]!
  return { path, message }
}

beforeAll(async () => {
  ;({ payload, close } = await openSqlitePayload())
  seed = await import('../../seed/quote-tables')
  plans = await import('../../seed/pages/plans')
  ;({ SEED_CONTEXT } = await import('../../seed/types'))
  ;({ text } = await import('../../seed/blocks'))
  for (const plan of [
    plans.SMART_TERM,
    plans.TERM_RETURN_OF_PREMIUM,
    plans.GUARANTEED_INCOME,
    plans.CHILD_FUTURE,
  ]) {
    await createPlanPage(plan.title, plan.path)
  }
}, 120_000)

afterAll(async () => close?.())

describe('premium rate tables', () => {
  it('are seeded once for each plan page found by its path', async () => {
    expect(await seed.seedQuoteTables(payload)).toBe(4)
    expect(await seed.seedQuoteTables(payload)).toBe(0)
    expect((await payload.count({ collection: 'quote-tables' })).totalDocs).toBe(4)
  })

  it('are found by their plan’s path, named after the plan, with their rows as numbers', async () => {
    const { docs } = await payload.find({
      collection: 'quote-tables',
      where: { 'plan.path': { equals: SMART_TERM_PATH } },
      depth: 1,
    })
    expect(docs).toHaveLength(1)
    const table = docs[0]!
    expect(table.planName).toBe('Sahyog Smart Term')
    expect(typeof table.plan === 'object' && table.plan.path).toBe(SMART_TERM_PATH)
    expect(
      table.rates.map(({ age_from, age_to, term_from, term_to, rate }) => ({
        age_from,
        age_to,
        term_from,
        term_to,
        rate,
      })),
    ).toEqual(seed.SMART_TERM_RATES.rates)
    expect(table.maturity_benefit).toBe('none')
  })

  it('refuses a table with an age and term left without a rate, the problem shown on the rates', async () => {
    const { docs } = await payload.find({
      collection: 'quote-tables',
      where: { 'plan.path': { equals: SMART_TERM_PATH } },
      depth: 0,
    })
    const table = docs[0]!
    const rates = table.rates.filter((row) => row.age_from !== 51)
    expect(
      await refusal(payload.update({ collection: 'quote-tables', id: table.id, data: { rates } })),
    ).toEqual({
      path: 'rates',
      message: 'No rate for age 51 with a 10-year term',
    })
    // A rule changed alone is checked against the stored rows too.
    expect(
      await refusal(
        payload.update({ collection: 'quote-tables', id: table.id, data: { cover_till_age_max: 74 } }),
      ),
    ).toEqual({
      path: 'rates',
      message: 'The oldest cover-till age should leave the oldest entrant the shortest policy term',
    })
    expect(
      await refusal(payload.update({ collection: 'quote-tables', id: table.id, data: { entry_age_min: 8 } })),
    ).toEqual({ path: 'rates', message: 'No rate for age 8 with a 10-year term' })
  })

  it('keeps the plan’s questionnaire in English and Hindi, and refuses a key that is not one', async () => {
    const { docs } = await payload.find({
      collection: 'quote-tables',
      where: { 'plan.path': { equals: SMART_TERM_PATH } },
      depth: 0,
      locale: 'all',
    })
    const table = docs[0]!
    const questionnaire = table.questionnaire!
    expect(questionnaire.map((row) => row.key)).toEqual([
      'tobacco',
      'alcohol',
      'hazard',
      'conditions',
      'hospitalised',
      'declined',
    ])
    expect(questionnaire[0]!.text).toMatchObject({
      en: 'In the last 12 months, have you smoked or used tobacco or nicotine in any form?',
      hi: expect.stringContaining('तंबाकू'),
    })
    const rows = [{ key: 'Heart Disease', text: 'Any heart disease?', review: true }]
    expect(
      await refusal(
        payload.update({ collection: 'quote-tables', id: table.id, data: { questionnaire: rows } }),
      ),
    ).toEqual({
      path: 'questionnaire.0.key',
      message:
        'The key “Heart Disease” may have only lowercase letters and underscores, starting with a letter, e.g. heart_disease',
    })
    const twice = [
      { key: 'heart', text: 'Any heart disease?', review: true },
      { key: 'heart', text: 'Any heart surgery?', review: false },
    ]
    expect(
      await refusal(
        payload.update({ collection: 'quote-tables', id: table.id, data: { questionnaire: twice } }),
      ),
    ).toMatchObject({ message: 'The key “heart” is used by two questions: each question needs its own key' })
    expect(
      await refusal(
        payload.update({ collection: 'quote-tables', id: table.id, data: { questionnaire: [] } }),
      ),
    ).toMatchObject({ path: 'questionnaire' })
  })

  it('keeps one table per plan', async () => {
    const plan = (
      await payload.find({ collection: 'pages', where: { path: { equals: SMART_TERM_PATH } }, depth: 0 })
    ).docs[0]!
    const { planPath: _path, ...table } = seed.SMART_TERM_RATES
    expect(
      await refusal(
        payload.create({
          collection: 'quote-tables',
          data: {
            ...table,
            limited_pay_years: [...table.limited_pay_years],
            plan: plan.id,
            questionnaire: [{ key: 'tobacco', text: 'Do you smoke?', review: true }],
          },
        }),
      ),
    ).toEqual({
      path: 'plan',
      message: 'This plan has a rate table already: change the rates in that one',
    })
    // Saving the table that has the plan is not refused for it.
    const { docs } = await payload.find({
      collection: 'quote-tables',
      where: { plan: { equals: plan.id } },
      depth: 0,
    })
    await expect(
      payload.update({ collection: 'quote-tables', id: docs[0]!.id, data: { plan: plan.id } }),
    ).resolves.toMatchObject({ id: docs[0]!.id })
  })

  it('are read by staff only and changed by administrators and editors', async () => {
    const read = (user?: TypedUser) =>
      payload.count({ collection: 'quote-tables', overrideAccess: false, ...(user ? { user } : {}) })
    await expect(read()).rejects.toThrow(/not allowed/)
    expect((await read(staff(1, 'viewer'))).totalDocs).toBe(4)
    const { docs } = await payload.find({ collection: 'quote-tables', depth: 0, limit: 1 })
    const update = (user: TypedUser) =>
      payload.update({
        collection: 'quote-tables',
        id: docs[0]!.id,
        data: { income_min: docs[0]!.income_min },
        overrideAccess: false,
        user,
      })
    await expect(update(staff(1, 'viewer'))).rejects.toThrow()
    await expect(update(staff(1, 'sales'))).rejects.toThrow()
    // A real account: the save records who made it (lastEditedBy).
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'editor@sahyoglife.in',
        password: 'a-long-editor-password',
        name: 'Editor',
        roles: ['editor'],
      },
    })
    await expect(update({ ...editor, collection: 'users' } as TypedUser)).resolves.toMatchObject({
      id: docs[0]!.id,
      lastEditedBy: editor.id,
    })
  })
})

describe('saved quotes', () => {
  it('are written by the site alone, read by administrators and sales, mobile and e-mail masked for administrators', async () => {
    const plan = (
      await payload.find({ collection: 'pages', where: { path: { equals: SMART_TERM_PATH } }, depth: 0 })
    ).docs[0]!
    const data = {
      ref: 'QT-TEST-0001',
      plan: plan.id,
      planName: 'Sahyog Smart Term',
      fullName: 'Asha Verma',
      phone: '9876543210',
      email: 'asha@example.org',
      dob: '1996-02-14',
      age: 30,
      gender: 'female' as const,
      smoker: false,
      income: 1_200_000,
      sum_assured: 10_000_000,
      policy_term: 25,
      ppt: 25,
      mode: 'yearly' as const,
      yearly: 9_450,
      premium: { rate: 1.05, yearly: 9_450 },
    }
    await expect(
      payload.create({ collection: 'quotes', data, overrideAccess: false, user: staff(1, 'admin') }),
    ).rejects.toThrow()
    const quote = await payload.create({ collection: 'quotes', data })
    expect(quote).toMatchObject({ ref: 'QT-TEST-0001', yearly: 9_450, premium: { rate: 1.05 } })

    const list = (user: TypedUser) =>
      payload.find({ collection: 'quotes', overrideAccess: false, user, depth: 0 }).then(({ docs }) => docs)
    expect((await list(staff(2, 'sales')))[0]).toMatchObject({
      phone: '9876543210',
      email: 'asha@example.org',
    })
    const masked = (await list(staff(1, 'admin')))[0]!
    expect(masked.phone).not.toBe('9876543210')
    expect(masked.email).not.toBe('asha@example.org')
    await expect(list(staff(3, 'editor'))).rejects.toThrow()

    await expect(
      payload.update({
        collection: 'quotes',
        id: quote.id,
        data: { yearly: 1 },
        overrideAccess: false,
        user: staff(1, 'admin'),
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'quotes', id: quote.id, overrideAccess: false, user: staff(1, 'admin') }),
    ).rejects.toThrow()
    await expect(payload.create({ collection: 'quotes', data })).rejects.toThrow()
  })
})
