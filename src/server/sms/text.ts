/**
 * The OTP SMS. It must match the template registered on the DLT platform (TRAI), and ends with the WebOTP line
 * `@<host> #<code>` so Android browsers on the site's host can offer the code to the page.
 */
export function otpSmsText(code: string, host: string, minutes: number): string {
  return (
    `${code} is your OTP to verify your mobile number with Sahyog Life Insurance. ` +
    `It is valid for ${minutes} minutes. Do not share it with anyone.\n\n@${host} #${code}`
  )
}
