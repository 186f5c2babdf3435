/**
 * Form messages keyed by the spec's message keys (spec 5). Texts the spec gives are exact; the others are ours.
 * One map, so the browser and the server say the same thing.
 */
export const FORM_MESSAGES = {
  fullNameEmptyValidation: 'Name is required',
  namelengthValidation: 'Name must be at least 3 characters.',
  nameMaxLengthValidation: 'Name should not exceed above 64 characters',
  fullNameValidtion: 'Space should not be at the beginning',
  fullNameEndValidation: 'Name should not end with a space',
  fullNameCharacters: 'Name can have only letters, spaces and dots',
  emailEmptyValidation: 'Please enter the email id',
  emailValid: 'Please enter valid email id',
  mobileNumberEmptyValidation: 'Mobile number is required',
  mobileNumberValidation: 'Please enter a valid mobile number',
  mobileNumberMaxLength: 'Mobile number should be maximum 10',
  mobileNumberMinLength: 'Mobile number should be minimum 10',
  languageValidation: 'Please select your preferred language',
  authorization: 'Please accept the terms before proceeding',
} as const

export type TFormMessageKey = keyof typeof FORM_MESSAGES

export const formMessage = (key: TFormMessageKey) => FORM_MESSAGES[key]
