/**
 * The demo testimonials and videos in Hindi (decision 109): each the Hindi locale of the English item with the same
 * address (slug). A customer's words are written as a Hindi-speaking customer would say them, not translated word
 * for word; plan names are brand names and stay as they are.
 */
import type { Payload } from 'payload'

import { slugFrom } from '@/domain/media-centre'

import { TOLL_FREE } from '../catalogue'
import { TESTIMONIALS, VIDEOS } from '../media-centre'
import { SEED_CONTEXT } from '../types'

type THindiTestimonial = { name: string; city: string; headline: string; quote: string }

/** By the English customer's name (the item's slug comes from it). */
export const HINDI_TESTIMONIALS: Record<string, THindiTestimonial> = {
  'Kavita Menon': {
    name: 'कविता मेनन',
    city: 'कोच्चि',
    headline: 'दावा छह दिन में निपट गया',
    quote:
      'पति के अचानक चले जाने के बाद मुझे समझ नहीं आ रहा था कि कहां से शुरू करूं। कोच्चि शाखा के प्रबंधक खुद दावा फॉर्म लेकर घर आए, दस्तावेज जुटाने में मदद की, और छह दिन बाद पूरी बीमा राशि मेरे खाते में आ गई। गृह ऋण चुक गया और बेटी आज भी उसी स्कूल में पढ़ रही है।',
  },
  'Rajesh Kulkarni': {
    name: 'राजेश कुलकर्णी',
    city: 'पुणे',
    headline: 'दूसरी आय, जिस पर भरोसा कर सकता हूं',
    quote:
      'मैं सेवानिवृत्ति के बाद ऐसी आय चाहता था जो शेयर बाजार पर न टिकी हो। सलाहकार ने गारंटीड आय की तालिका सीधे आंकड़ों में समझाई, और पिछले दो वर्षों से हर महीने एक ही तारीख को पैसा आ जाता है।',
  },
  'Farhan Qureshi': {
    name: 'फरहान कुरैशी',
    city: 'लखनऊ',
    headline: 'ऑनलाइन पॉलिसी पंद्रह मिनट में',
    quote:
      'लंच के समय फोन पर तीन बीमा कंपनियों की तुलना की। प्रीमियम कैलकुलेटर साफ था, मेडिकल जांच घर पर ही हो गई, और उसी हफ्ते पॉलिसी के कागज ई-मेल और व्हाट्सऐप पर मिल गए।',
  },
  'Lakshmi Narayanan': {
    name: 'लक्ष्मी नारायणन',
    city: 'चेन्नई',
    headline: 'जब भी फोन करूं, तमिल में मदद',
    quote:
      'मेरी मां सिर्फ तमिल बोलती हैं। जब भी वे हेल्पलाइन पर फोन करती हैं, कोई न कोई उन्हें उनकी अपनी भाषा में फंड का मूल्य और फंड बदलना समझा देता है। इसी धैर्य की वजह से आज हमारे पूरे परिवार की पॉलिसियां Sahyog Life में हैं।',
  },
  'Gurpreet Sandhu': {
    name: 'गुरप्रीत संधू',
    city: 'लुधियाना',
    headline: 'ऐसी पॉलिसी जिसका पैसा वापस मिलता है',
    quote:
      'मैंने प्रीमियम वापसी वाला विकल्प इसलिए चुना कि कुछ न हो तो मेरा पैसा लौट आए। सलाहकार ने ईमानदारी से बताया कि इसका प्रीमियम ज्यादा है, और तुलना की शीट से फैसला आसान हो गया।',
  },
  'Ananya Bose': {
    name: 'अनन्या बोस',
    city: 'कोलकाता',
    headline: 'बंद पॉलिसी बिना झंझट फिर चालू',
    quote:
      'नौकरी बदलते समय मेरे दो प्रीमियम छूट गए और मुझे लगा कि पॉलिसी गई। सेवा डेस्क ने पुनर्चालन के नियम समझाए, अभियान में विलंब शुल्क माफ हुआ और एक हफ्ते में मेरा कवर फिर शुरू हो गया।',
  },
}

type THindiVideo = { title: string; description: string; transcript: string }

/** By the English video's title (the item's slug comes from it). */
export const HINDI_VIDEOS: Record<string, THindiVideo> = {
  'Term insurance in two minutes': {
    title: 'दो मिनट में टर्म बीमा',
    description: 'टर्म योजना क्या है, कितना कवर चाहिए और जल्दी लेने पर प्रीमियम कम क्यों रहता है।',
    transcript: `सूत्रधार: टर्म योजना जीवन बीमा का सबसे सरल रूप है। आप हर वर्ष छोटा सा प्रीमियम देते हैं, और पॉलिसी की अवधि में आपकी मृत्यु होने पर परिवार को बीमा राशि मिलती है।
कितना कवर लें? आम तौर पर अपनी सालाना आय का दस से पंद्रह गुना, और साथ में अपने कर्ज।
जल्दी लें: प्रीमियम पॉलिसी लेते समय तय हो जाता है, इसलिए उसी कवर के लिए 25 वर्ष का व्यक्ति 40 वर्ष वाले से बहुत कम देता है।
अपनी रकम जानने के लिए ${TOLL_FREE.sales} पर फोन करें या हमारे कैलकुलेटर आजमाएं।`,
  },
  'How to make a claim': {
    title: 'दावा कैसे करें',
    description: 'कौन से दस्तावेज चाहिए, कहां जमा करें और मृत्यु दावे में कितना समय लगता है।',
    transcript: `सूत्रधार: किसी अपने को खोना ही बहुत कठिन है। दावा करना कठिन नहीं होना चाहिए।
पहला कदम: ${TOLL_FREE.service} पर, ई-मेल से या किसी भी शाखा में हमें सूचना दें।
दूसरा कदम: दावा फॉर्म, मृत्यु प्रमाणपत्र, पॉलिसी के कागज और नामांकित व्यक्ति का केवाईसी व बैंक विवरण जमा करें।
तीसरा कदम: जिन दावों में जांच की जरूरत नहीं, उन्हें हम आखिरी दस्तावेज मिलने के 15 दिन के भीतर निपटाते हैं, और अक्सर इससे भी जल्दी।`,
  },
  'Tax benefits of life insurance explained': {
    title: 'जीवन बीमा के कर लाभ, आसान भाषा में',
    description: 'धारा 80सी और 10(10डी) सरल शब्दों में, और नई कर व्यवस्था में क्या बदलता है।',
    transcript: `सूत्रधार: पुरानी कर व्यवस्था चुनने पर जीवन बीमा के प्रीमियम पर धारा 80सी के तहत हर वर्ष डेढ़ लाख रुपये तक की कटौती मिल सकती है।
मृत्यु पर परिवार को मिलने वाली रकम, और ज्यादातर मामलों में परिपक्वता राशि भी, शर्तों के साथ धारा 10(10डी) के तहत कर-मुक्त हो सकती है।
कर कानून बदलते रहते हैं: अपने वर्ष के नियम देखें या अपने कर सलाहकार से पूछें।`,
  },
  'Set up auto-debit for your premium': {
    title: 'प्रीमियम के लिए ऑटो-डेबिट शुरू करें',
    description: 'ई-नैच या यूपीआई ऑटोपे मैंडेट दर्ज करें, ताकि कोई प्रीमियम न छूटे।',
    transcript: `सूत्रधार: सेवाएं में जाकर नैच मैंडेट चालू करना चुनें। पॉलिसी नंबर और जन्म तिथि भरें, और पंजीकृत मोबाइल पर आया ओटीपी डालें।
नेट बैंकिंग या डेबिट कार्ड से ई-नैच, या यूपीआई ऑटोपे चुनें, और अपने बैंक के पेज या ऐप में मैंडेट मंजूर करें।
इसके बाद प्रीमियम नियत तारीख को अपने आप कट जाएगा, और हर कटौती से पहले आपको एसएमएस मिलेगा।`,
  },
}

/** Writes the Hindi version of each seeded testimonial and video; returns how many were written. */
export async function seedHindiMediaCentre(payload: Payload): Promise<number> {
  let written = 0
  const write = async (collection: 'testimonials' | 'videos', slug: string, data: Record<string, string>) => {
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      context: SEED_CONTEXT,
    })
    const english = docs[0]
    if (!english) return
    await payload.update({
      collection,
      id: english.id,
      locale: 'hi',
      data: { ...data, slug },
      depth: 0,
      context: SEED_CONTEXT,
    })
    written += 1
  }
  for (const item of TESTIMONIALS) {
    const hindi = HINDI_TESTIMONIALS[item.name]
    if (hindi) await write('testimonials', slugFrom(item.name), { ...hindi, plan: item.plan })
  }
  for (const video of VIDEOS) {
    const hindi = HINDI_VIDEOS[video.title]
    if (hindi) await write('videos', slugFrom(video.title), hindi)
  }
  return written
}
