/**
 * The Hindi texts every page's browser code may show (the shell's, the forms', the OTP popup's, the APIs' answers),
 * each English text beside its translation: a chunk of its own, loaded by Hindi pages only (`PageTexts`), under a
 * content-hashed name the browser keeps a year, so a page's HTML no longer carries them (docs/performance.md).
 */
import enErrors from '@/domain/i18n/en/errors.json' with { type: 'json' }
import enFields from '@/domain/i18n/en/fields.json' with { type: 'json' }
import enForms from '@/domain/i18n/en/forms.json' with { type: 'json' }
import enOtp from '@/domain/i18n/en/otp.json' with { type: 'json' }
import enShell from '@/domain/i18n/en/shell.json' with { type: 'json' }
import { textPairs } from '@/domain/i18n/fallback'
import hiErrors from '@/domain/i18n/hi/errors.json' with { type: 'json' }
import hiFields from '@/domain/i18n/hi/fields.json' with { type: 'json' }
import hiForms from '@/domain/i18n/hi/forms.json' with { type: 'json' }
import hiOtp from '@/domain/i18n/hi/otp.json' with { type: 'json' }
import hiShell from '@/domain/i18n/hi/shell.json' with { type: 'json' }

import { uniquePairs } from './page-parts'

/** `PAGE_PARTS` in its order, English beside Hindi. */
export const PAIRS = uniquePairs([
  ...textPairs(enShell, hiShell),
  ...textPairs(enFields, hiFields),
  ...textPairs(enForms, hiForms),
  ...textPairs(enOtp, hiOtp),
  ...textPairs(enErrors, hiErrors),
])
