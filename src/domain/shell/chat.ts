import { telHref } from './menu'

/** What the chat assistant script reads from the page (data attributes of #chat-config). */
export type TChatConfig = {
  phone: string
  phoneHref: string
  phoneLabel: string
  email: string
  advisorUrl: string
  payUrl: string
}

export const CHAT_ASSETS = { script: '/assets/chat/chat.js', style: '/assets/chat/chat.css' } as const

export function chatConfig(settings: {
  toll_free?: { label: string; number: string }[] | null
  support_email: string
}): TChatConfig {
  const line = settings.toll_free?.[0]
  return {
    phone: line?.number ?? '',
    phoneHref: line ? telHref(line.number) : '',
    phoneLabel: line?.label ?? '',
    email: settings.support_email,
    advisorUrl: '/contact-us',
    payUrl: '/renewal-payment',
  }
}
