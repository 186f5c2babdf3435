/**
 * A small IFSC table (bank and branch by IFSC) for the e-NACH form: a known code fills bank, branch and MICR;
 * an unknown one that has the right shape is accepted and the visitor types them. Demo data for the fictional site.
 */
export interface IIfscEntry {
  bank: string
  branch: string
  micr: string
}

export const IFSC_TABLE: Readonly<Record<string, IIfscEntry>> = {
  SBIN0001234: { bank: 'State Bank of India', branch: 'Mylapore, Chennai', micr: '600002012' },
  SBIN0005678: { bank: 'State Bank of India', branch: 'Fort, Mumbai', micr: '400002003' },
  HDFC0000123: { bank: 'HDFC Bank', branch: 'Lower Parel, Mumbai', micr: '400240015' },
  ICIC0000456: { bank: 'ICICI Bank', branch: 'Connaught Place, New Delhi', micr: '110229002' },
  UTIB0000789: { bank: 'Axis Bank', branch: 'Koramangala, Bengaluru', micr: '560211005' },
  PUNB0123400: { bank: 'Punjab National Bank', branch: 'Civil Lines, Ludhiana', micr: '141024003' },
  BARB0PUNEXX: { bank: 'Bank of Baroda', branch: 'Camp, Pune', micr: '411012004' },
  CNRB0001122: { bank: 'Canara Bank', branch: 'Jayanagar, Bengaluru', micr: '560015007' },
}

export const lookupIfsc = (code: string): IIfscEntry | null => IFSC_TABLE[code.trim().toUpperCase()] ?? null
