import type { TPdfBlock } from './document'

/** Who issues the site's documents, as Site settings → Company states it (one source for footer text and PDFs). */
export interface ICompany {
  legalName: string
  irdaiRegistration: string | null
  cin: string | null
  registeredOffice: string | null
}

/** The company as Site settings → Company states it; the brand name when no registered name is set. */
export function companyOf(settings: {
  brand_name: string
  company?: {
    legal_name?: string | null
    irdai_registration?: string | null
    cin?: string | null
    registered_office?: string | null
  } | null
}): ICompany {
  const company = settings.company
  return {
    legalName: company?.legal_name?.trim() || settings.brand_name,
    irdaiRegistration: company?.irdai_registration?.trim() || null,
    cin: company?.cin?.trim() || null,
    registeredOffice: company?.registered_office?.trim() || null,
  }
}

/** "IRDAI Regn. No. 000 · CIN U00…": the registration line, or null when neither is set. */
export function registrationLine(company: ICompany): string | null {
  const parts = [
    company.irdaiRegistration ? `IRDAI Regn. No. ${company.irdaiRegistration}` : null,
    company.cin ? `CIN ${company.cin}` : null,
  ].filter((part): part is string => part !== null)
  return parts.length ? parts.join(' · ') : null
}

/** The company's letterhead and a document title: the top of every PDF the site issues (certificates, receipts). */
export const letterhead = (title: string, company: ICompany): TPdfBlock[] => {
  const registration = registrationLine(company)
  return [
    { kind: 'text', text: company.legalName, bold: true, size: 12 },
    ...(company.registeredOffice
      ? [{ kind: 'text', text: company.registeredOffice.replace(/\s*\n\s*/g, ', '), size: 9 } as TPdfBlock]
      : []),
    ...(registration ? [{ kind: 'text', text: registration, size: 9 } as TPdfBlock] : []),
    { kind: 'space', height: 6 },
    { kind: 'title', text: title },
  ]
}
