import en from './en'
import { type TDeepPartial, withFallback } from './fallback'

/** Every text of the shell, the forms and the messages, by part and key. */
export type TMessages = typeof en

/** A part of the site's texts: `shell`, `fields`, `forms`… (one file each, per language). */
export type TPart = keyof TMessages

/** A translation may lag behind English: whatever it lacks is shown in English (spec 9: "fallback English"). */
export type TTranslation = TDeepPartial<TMessages>

/** English: the default language, bundled where it is used. */
export const MESSAGES: TMessages = en

export { withFallback }
