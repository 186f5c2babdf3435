/** How the server says the browser reaches the gateway's checkout (src/server/payments/types.ts). */
export interface ICheckout {
  method: 'GET' | 'POST'
  url: string
  fields: Record<string, string>
}

/** Sends the browser to the gateway: a plain link, or Razorpay's hosted checkout by a posted form. */
export function goToCheckout(checkout: ICheckout) {
  if (checkout.method === 'GET') {
    window.location.assign(checkout.url)
    return
  }
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = checkout.url
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}
