/**
 * A send refused by the server (203 or 429, spec 8 "Send OTP"): its message in a toast at the top of the screen,
 * announced to screen readers, gone after 3 s (spec 4: the error toast auto-clears after 3 s).
 */
export function SendToast({ message }: { message: string | null }) {
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-4 top-4 z-[95] flex justify-center"
    >
      {message ? (
        <p
          role="alert"
          data-testid="otp-send-toast"
          className="max-w-md rounded-md bg-red-800 px-4 py-3 text-sm font-semibold text-white shadow-lg"
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}
