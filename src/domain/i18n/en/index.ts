/**
 * The English translation files, one per part of the site. Each file is plain JSON a translator can edit:
 * keys are stable names, values the exact texts (the spec's texts as the spec writes them, misspellings
 * included), `{name}` marks a value filled in at run time.
 */
import calculators from './calculators.json'
import errors from './errors.json'
import fields from './fields.json'
import forms from './forms.json'
import otp from './otp.json'
import services from './services.json'
import shell from './shell.json'

const en = { shell, fields, forms, otp, services, calculators, errors }

export default en
