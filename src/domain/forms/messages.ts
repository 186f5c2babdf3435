import forms from '../i18n/en/forms.json' with { type: 'json' }

/**
 * Form messages keyed by the spec's message keys (spec 5). Texts the spec gives are exact; the others are ours.
 * One map, so the browser and the server say the same thing; the texts are written in `i18n/en/forms.json`.
 */
export const FORM_MESSAGES = forms.formMessages

export type TFormMessageKey = keyof typeof FORM_MESSAGES

export const formMessage = (key: TFormMessageKey) => FORM_MESSAGES[key]
