/**
 * The English translation files, one per part of the site. Each file is plain JSON a translator can edit:
 * keys are stable names, values the exact texts (the spec's texts as the spec writes them, misspellings
 * included), `{name}` marks a value filled in at run time.
 */
import calculators from './calculators.json' with { type: 'json' }
import errors from './errors.json' with { type: 'json' }
import fields from './fields.json' with { type: 'json' }
import forms from './forms.json' with { type: 'json' }
import otp from './otp.json' with { type: 'json' }
import services from './services.json' with { type: 'json' }
import shell from './shell.json' with { type: 'json' }
import tax from './tax.json' with { type: 'json' }

const en = { shell, fields, forms, otp, services, calculators, errors, tax }

export default en
