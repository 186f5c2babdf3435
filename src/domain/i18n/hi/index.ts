/**
 * The Hindi translation files, one per part, the same keys as English's (`../en`). A key missing here is shown in
 * English (`withFallback`); `messages.test.ts` refuses a key English does not have or a changed placeholder.
 * Imported only where a Hindi page needs its part, so English pages never carry these texts.
 */
import calculators from './calculators.json' with { type: 'json' }
import errors from './errors.json' with { type: 'json' }
import fields from './fields.json' with { type: 'json' }
import forms from './forms.json' with { type: 'json' }
import otp from './otp.json' with { type: 'json' }
import services from './services.json' with { type: 'json' }
import shell from './shell.json' with { type: 'json' }
import tax from './tax.json' with { type: 'json' }

const hi = { shell, fields, forms, otp, services, calculators, errors, tax }

export default hi
