/**
 * Buy online (issue 43), the health and lifestyle questions are the plan's CMS content: an editor changes the
 * questionnaire kept with the plan's rate table (a question added and marked review, one removed, one added that a
 * yes does not send to review), and the next proposal's health step asks and checks exactly those, in Hindi on a
 * Hindi page; a yes routes to review only where the question says so; a proposal submitted before the change keeps
 * the questions it was asked.
 *
 * The API tests run one file at a time; the seeded questionnaire is put back after the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, BASE_URL, get } from './support/http'
import { freshPhone } from './support/otp'
import {
  call,
  completedProposal,
  HEALTH,
  NOMINEE,
  PERSONAL,
  PLAN,
  start,
  stored,
  WORK,
} from './support/proposals'

type TRow = { id?: string; key: string; review: boolean; text: { en: string; hi?: string } | string }

let admin: string
let tableId: number | string
let seeded: TRow[]

/** The plan's questionnaire in both languages. */
async function questionnaire(): Promise<TRow[]> {
  const res = await get(`/cms/api/quote-tables/${tableId}?depth=0&locale=all`, {
    headers: { Authorization: admin },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { questionnaire: TRow[] }).questionnaire
}

/** Saves the questionnaire as an editor does: the English text, then the Hindi text in the Hindi locale. */
async function saveQuestionnaire(rows: { key: string; review: boolean; en: string; hi?: string }[]) {
  const patch = async (locale: string, body: unknown) => {
    const res = await get(`/cms/api/quote-tables/${tableId}?locale=${locale}`, {
      method: 'PATCH',
      headers: { Authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status, await res.text()).toBe(200)
  }
  await patch('en', { questionnaire: rows.map(({ key, review, en }) => ({ key, review, text: en })) })
  const saved = await questionnaire()
  await patch('hi', {
    questionnaire: saved.map((row, at) => ({ ...row, text: rows[at]!.hi || rows[at]!.en })),
  })
}

const textOf = (row: TRow) => (typeof row.text === 'string' ? { en: row.text } : row.text)

beforeAll(async () => {
  admin = `JWT ${await adminToken()}`
  const found = await get('/cms/api/quote-tables?depth=1&limit=100', { headers: { Authorization: admin } })
  const docs = ((await found.json()) as { docs: { id: number; plan: { path: string } }[] }).docs
  tableId = docs.find((doc) => doc.plan.path === PLAN)!.id
  seeded = await questionnaire()
}, 60_000)

afterAll(async () => {
  await saveQuestionnaire(
    seeded.map((row) => ({ key: row.key, review: row.review, en: textOf(row).en, hi: textOf(row).hi })),
  )
}, 60_000)

const DIVING = {
  key: 'diving',
  review: true,
  en: 'Do you dive deeper than 30 metres?',
  hi: 'क्या आप 30 मीटर से अधिक गहराई तक गोता लगाते हैं?',
}
const SPORTS = { key: 'sports', review: false, en: 'Do you play a team sport?' }

describe('a plan’s health questionnaire, edited in the CMS', () => {
  it('is asked and checked as the editor left it; a submitted proposal keeps the questions it was asked', async () => {
    // As seeded: the six starting questions, each sent to review on a yes.
    expect(seeded.map((row) => [row.key, row.review])).toEqual([
      ['tobacco', true],
      ['alcohol', true],
      ['hazard', true],
      ['conditions', true],
      ['hospitalised', true],
      ['declined', true],
    ])

    // A proposal submitted before the change.
    const before = await completedProposal()
    expect(
      (await call(`/api/v1/proposals/${before.ref}/submit`, { declaration: true }, before.cookie)).status,
    ).toBe(200)

    // The editor removes "hazard" and adds a question marked review and one that is not.
    const kept = seeded.filter((row) => row.key !== 'hazard')
    await saveQuestionnaire([
      ...kept.map((row) => ({ key: row.key, review: row.review, en: textOf(row).en, hi: textOf(row).hi })),
      DIVING,
      SPORTS,
    ])

    const phone = freshPhone()
    const { ref, cookie } = await start(phone)
    for (const [step, body] of Object.entries({ personal: PERSONAL, work: WORK, nominee: NOMINEE }))
      expect((await call(`/api/v1/proposals/${ref}/steps/${step}`, body, cookie)).status).toBe(200)

    // The page is given exactly the plan's questions, in the page's language.
    const read = await call(`/api/v1/proposals/${ref}`, undefined, cookie)
    const questions = (read.body.data as { questions: { key: string; text: string; review: boolean }[] })
      .questions
    expect(questions.map((q) => q.key)).toEqual([
      'tobacco',
      'alcohol',
      'conditions',
      'hospitalised',
      'declined',
      'diving',
      'sports',
    ])
    expect(questions.at(-2)).toEqual({ key: 'diving', text: DIVING.en, review: true })
    const hindi = await call(`/api/v1/proposals/${ref}`, undefined, cookie, {
      referer: `${BASE_URL}/hi/proposal/${ref}`,
    })
    const hindiQuestions = (hindi.body.data as { questions: { key: string; text: string }[] }).questions
    expect(hindiQuestions.find((q) => q.key === 'diving')!.text).toBe(DIVING.hi)
    expect(hindiQuestions.find((q) => q.key === 'tobacco')!.text).toContain('तंबाकू')
    // No Hindi text written: the English one.
    expect(hindiQuestions.find((q) => q.key === 'sports')!.text).toBe(SPORTS.en)

    // The old answers miss the new questions: refused, a message beside each; the removed one is not asked.
    const old = await call(`/api/v1/proposals/${ref}/steps/health`, HEALTH, cookie)
    expect(old.status).toBe(400)
    expect(old.body.data!.errors).toEqual({
      answer_diving: 'Please answer Yes or No',
      answer_sports: 'Please answer Yes or No',
    })

    // A yes to the question not marked review: saved, no review; the removed question's answer is not kept.
    const { answer_hazard: _hazard, ...rest } = HEALTH
    const sporty = {
      ...rest,
      answer_hazard: 'yes',
      answer_diving: 'no',
      answer_sports: 'yes',
      details_sports: 'Cricket on Sundays',
    }
    expect((await call(`/api/v1/proposals/${ref}/steps/health`, sporty, cookie)).status).toBe(200)
    let doc = await stored(ref)
    expect(doc.needsReview).toBe(false)
    const health = (doc.answers as { health: Record<string, string> }).health
    expect(health).toMatchObject({ answer_sports: 'yes', details_sports: 'Cricket on Sundays' })
    expect(health).not.toHaveProperty('answer_hazard')

    // A yes to the new question marked review: the proposal goes to review, and is submitted so.
    const diver = { ...sporty, answer_diving: 'yes', details_diving: 'Forty metres, twice a year' }
    expect((await call(`/api/v1/proposals/${ref}/steps/health`, diver, cookie)).status).toBe(200)
    doc = await stored(ref)
    expect(doc.needsReview).toBe(true)
    const submitted = await call(`/api/v1/proposals/${ref}/submit`, { declaration: true }, cookie)
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ needsReview: true })
    doc = await stored(ref)
    expect((doc.questions as { key: string }[]).map((q) => q.key)).toContain('diving')
    expect(
      (doc.questions as { key: string; text: { en: string; hi: string }; review: boolean }[]).at(-2),
    ).toEqual({ key: 'diving', text: { en: DIVING.en, hi: DIVING.hi }, review: true })

    // The proposal submitted before the change keeps its six questions, "hazard" among them, and shows them.
    const earlier = await stored(before.ref)
    expect((earlier.questions as { key: string }[]).map((q) => q.key)).toEqual(seeded.map((row) => row.key))
    expect(earlier.needsReview).toBe(false)
    const shown = await call(`/api/v1/proposals/${before.ref}`, undefined, before.cookie)
    expect((shown.body.data as { questions: { key: string }[] }).questions.map((q) => q.key)).toContain(
      'hazard',
    )
  }, 180_000)

  it('keeps a changed questionnaire only with keys of lowercase letters and underscores, each once', async () => {
    const res = await get(`/cms/api/quote-tables/${tableId}?locale=en`, {
      method: 'PATCH',
      headers: { Authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        questionnaire: [{ key: 'Heart Disease', text: 'Any heart disease?', review: true }],
      }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'The key “Heart Disease” may have only lowercase letters and underscores, starting with a letter, e.g. heart_disease',
    )
  }, 60_000)
})
