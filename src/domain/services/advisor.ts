import { checkMobile, checkName, collect, field, SERVICE_MESSAGES, type TValidation } from './common'

/** The meet_advisor form (spec 3: its data stream carries `mobile_number`). */
export const ADVISOR_TIMES = [
  { value: 'morning', label: 'Morning (9 am to 12 noon)' },
  { value: 'afternoon', label: 'Afternoon (12 noon to 4 pm)' },
  { value: 'evening', label: 'Evening (4 pm to 7 pm)' },
] as const
export type TAdvisorTime = (typeof ADVISOR_TIMES)[number]['value']

export const ADVISOR_FIELDS = ['full_name', 'mobile_number', 'city', 'pincode', 'preferred_time'] as const
export type TAdvisorField = (typeof ADVISOR_FIELDS)[number]

export interface IAdvisorRequest {
  full_name: string
  mobile_number: string
  city: string
  pincode: string
  preferred_time: TAdvisorTime
}

export function checkCity(value: string): string | null {
  const text = value.trim()
  if (text.length < 3) return SERVICE_MESSAGES.cityMin
  if (text.length > 30) return SERVICE_MESSAGES.cityMax
  return /^[A-Za-z][A-Za-z .-]*$/.test(text) ? null : SERVICE_MESSAGES.invalidInputs
}

/** Indian PIN code: six digits, the first 1 to 9. */
export function checkPincode(value: string): string | null {
  if (!value) return SERVICE_MESSAGES.pincodeRequired
  return /^[1-9]\d{5}$/.test(value) ? null : SERVICE_MESSAGES.pincodeInvalid
}

export const checkPreferredTime = (value: string): string | null =>
  ADVISOR_TIMES.some((time) => time.value === value) ? null : 'Please choose a convenient time'

export function validateAdvisorRequest(input: unknown): TValidation<IAdvisorRequest, TAdvisorField> {
  const value = {
    full_name: field(input, 'full_name', false),
    mobile_number: field(input, 'mobile_number'),
    city: field(input, 'city'),
    pincode: field(input, 'pincode'),
    preferred_time: field(input, 'preferred_time') as TAdvisorTime,
  }
  return collect<IAdvisorRequest, TAdvisorField>(
    {
      full_name: checkName(value.full_name),
      mobile_number: checkMobile(value.mobile_number),
      city: checkCity(value.city),
      pincode: checkPincode(value.pincode),
      preferred_time: checkPreferredTime(value.preferred_time),
    },
    { ...value, full_name: value.full_name.trim() },
  )
}
