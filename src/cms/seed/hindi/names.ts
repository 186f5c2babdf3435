/**
 * The Hindi names and one-line summaries of what the menus, the footer and the landing pages link to, by address.
 * Plan names are brand names and stay as they are.
 */
import type { Category } from '../catalogue'

type Named = { name: string; summary: string }

export const CATEGORY_HI: Record<Category['key'], Named> = {
  term: {
    name: 'टर्म योजनाएं',
    summary: 'कम प्रीमियम में बड़ा जीवन कवर, ताकि आपके बाद भी परिवार का खर्च और सपने चलते रहें।',
  },
  savings: {
    name: 'बचत योजनाएं',
    summary: 'जीवन कवर के साथ गारंटीड बचत, शादी, घर या पढ़ाई जैसे तय लक्ष्यों के लिए।',
  },
  ulip: { name: 'यूलिप योजनाएं', summary: 'जीवन कवर के साथ बाजार से जुड़ी बढ़त, फंड चुनने और बदलने की आजादी।' },
  retirement: {
    name: 'सेवानिवृत्ति योजनाएं',
    summary: 'कमाते हुए पेंशन की रकम जोड़ें और उसे जीवन भर चलने वाली आय में बदलें।',
  },
  child: { name: 'बच्चों की योजनाएं', summary: 'बच्चे की पढ़ाई और बड़े मौकों के लिए पैसा, चाहे आप रहें या न रहें।' },
  group: {
    name: 'समूह योजनाएं',
    summary: 'कर्मचारियों, संगठनों के सदस्यों और कर्जदारों के लिए जीवन कवर और सेवानिवृत्ति लाभ।',
  },
}

/** The plans' one-line summaries in the menu, by the plan's address. */
export const PRODUCT_SUMMARY_HI: Record<string, string> = {
  '/life-insurance/sahyog-smart-term': '85 वर्ष की उम्र तक शुद्ध सुरक्षा, गंभीर बीमारी और दुर्घटना राइडर के साथ।',
  '/life-insurance/sahyog-term-return-of-premium': 'पूरी अवधि का कवर, और अवधि पूरी होने पर सभी मूल प्रीमियम वापस।',
  '/life-insurance/sahyog-saral-jeevan-bima': 'सबके लिए एक जैसी शर्तों वाली सरल और मानक टर्म योजना।',
  '/life-insurance/sahyog-guaranteed-income-plan': 'तय मासिक या सालाना आय देने वाली गारंटीड योजना।',
  '/life-insurance/sahyog-assured-savings-plan': 'परिपक्वता पर गारंटीड एकमुश्त रकम, पूरी अवधि जीवन कवर के साथ।',
  '/life-insurance/sahyog-money-back-plus': 'हर कुछ वर्ष में जीवित रहने पर लाभ और बोनस, तय पड़ावों के लिए।',
  '/life-insurance/sahyog-wealth-builder-ulip': 'आठ फंड, साल में चार मुफ्त स्विच और छठे वर्ष से लॉयल्टी एडिशन।',
  '/life-insurance/sahyog-fortune-plus-ulip':
    'एकल या सीमित भुगतान वाली यूलिप, परिपक्वता पर मृत्यु शुल्क की वापसी के साथ।',
  '/life-insurance/sahyog-immediate-annuity': 'एक बार भुगतान करें और अगले महीने से जीवन भर गारंटीड आय पाएं।',
  '/life-insurance/sahyog-deferred-pension-plan': 'अभी बचत करें और आज की दर पर आगे शुरू होने वाली पेंशन तय करें।',
  '/life-insurance/sahyog-child-future-plan': 'कॉलेज की फीस के समय गारंटीड भुगतान, प्रीमियम माफी के साथ।',
  '/life-insurance/sahyog-young-scholar-ulip': 'ऊंची पढ़ाई के लिए बाजार से जुड़ी बचत, छठे वर्ष से आंशिक निकासी।',
  '/group-life-insurance/sahyog-group-term-life':
    'नियोक्ता-कर्मचारी और दूसरे समूहों के लिए एक वर्ष का नवीकरणीय जीवन कवर।',
  '/group-life-insurance/sahyog-group-credit-life': 'कर्जदार की मृत्यु पर बकाया कर्ज चुकाने वाला कवर।',
  '/group-life-insurance/sahyog-group-gratuity-plan': 'कर्मचारियों की ग्रेच्युटी देनदारी के लिए कोष का प्रबंधन।',
}

export const CALCULATOR_HI: Record<string, Named> = {
  '/income-tax-calculator': { name: 'आयकर कैलकुलेटर', summary: 'पुरानी और नई कर व्यवस्था में अपना कर मिलाकर देखें।' },
  '/hra-calculator': { name: 'एचआरए कैलकुलेटर', summary: 'मकान किराया भत्ते का कर-मुक्त हिस्सा निकालें।' },
  '/hlv-calculator': {
    name: 'मानव जीवन मूल्य कैलकुलेटर',
    summary: 'जानें कि आपके परिवार को सच में कितना जीवन कवर चाहिए।',
  },
  '/retirement-calculator': {
    name: 'सेवानिवृत्ति कैलकुलेटर',
    summary: 'अपनी शर्तों पर सेवानिवृत्त होने के लिए कितनी जमा राशि चाहिए।',
  },
  '/child-growth-planner': { name: 'बच्चे के भविष्य का प्लानर', summary: 'बच्चे की पढ़ाई और बड़े मौकों की तैयारी करें।' },
  '/savings-planner': { name: 'बचत प्लानर', summary: 'वह मासिक बचत खोजें जो समय पर आपके लक्ष्य तक पहुंचाए।' },
  '/double-your-money-calculator': { name: 'पैसा दोगुना कैलकुलेटर', summary: 'आपका पैसा कितने समय में दोगुना होगा?' },
  '/smoking-calculator': {
    name: 'धूम्रपान खर्च कैलकुलेटर',
    summary: 'धूम्रपान आपकी जेब और प्रीमियम पर कितना भारी पड़ता है।',
  },
  '/bmi-calculator': { name: 'बीएमआई कैलकुलेटर', summary: 'लंबाई और वजन से अपना बॉडी मास इंडेक्स जांचें।' },
  '/calculators': { name: 'सभी कैलकुलेटर', summary: 'वित्तीय योजना के सारे औजार एक जगह।' },
}

export const SERVICE_HI: Record<string, Named> = {
  '/renewal-payment': { name: 'प्रीमियम भरें', summary: 'यूपीआई, कार्ड या नेट बैंकिंग से नवीकरण प्रीमियम ऑनलाइन भरें।' },
  '/services/nach-mandate-activation': {
    name: 'नैच मैंडेट चालू करें',
    summary: 'अपने-आप कटौती शुरू करें, ताकि कोई नियत तारीख न छूटे।',
  },
  '/register-for-whatsapp': { name: 'व्हाट्सऐप पर जुड़ें', summary: 'पॉलिसी की जानकारी और रसीदें व्हाट्सऐप पर पाएं।' },
  '/register-grievance': { name: 'शिकायत दर्ज करें', summary: 'बताएं कि क्या गलत हुआ और समाधान पर नजर रखें।' },
  '/unclaimed-amounts': {
    name: 'बिना दावे की राशि',
    summary: 'देखें कि किसी पॉलिसी पर आपका कोई पैसा बाकी तो नहीं।',
  },
  '/premium-paid-certificate': {
    name: 'प्रीमियम भुगतान प्रमाणपत्र',
    summary: 'कर घोषणा के लिए जरूरी प्रमाणपत्र डाउनलोड करें।',
  },
  '/nav-history': { name: 'एनएवी इतिहास', summary: 'हमारे सभी यूनिट-लिंक्ड फंडों का रोज का शुद्ध संपत्ति मूल्य देखें।' },
}

/** A name from one of the lists above; a missing one is a mistake in the seed, not a page shown in English. */
export function hindiOf(list: Record<string, Named>, url: string): Named {
  const found = list[url]
  if (!found) throw new Error(`No Hindi name for ${url}`)
  return found
}
