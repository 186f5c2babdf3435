/* Sahyog Life chat assistant: a small self-contained widget. No dependencies, no outside service.
   Quick answers for the commonest needs; any other question is answered from the site's own FAQs
   (GET /api/v1/faqs/answer, matched on the server by src/domain/chat/match.ts), with a link to the page the answer
   is on. When no FAQ fits it offers a call back: the contact panel opens (event 'sahyog:lead-panel', see
   src/ui/contact/open.ts) with the question in the lead's comments.
   Settings come from the data attributes of #chat-config, which the page shell renders. */
;(function () {
  'use strict'
  if (window.SahyogChat) return
  var doc = document
  var cfg = function () {
    var el = doc.getElementById('chat-config')
    return (el && el.dataset) || {}
  }
  var make = function (tag, attrs, text) {
    var el = doc.createElement(tag)
    for (var k in attrs) el.setAttribute(k, attrs[k])
    if (text) el.textContent = text
    return el
  }

  var root = make('div', { class: 'sc-root', 'data-hidden': 'false' })
  var launcher = make('button', {
    type: 'button',
    class: 'sc-launcher',
    'aria-expanded': 'false',
    'aria-controls': 'sc-panel',
  })
  launcher.innerHTML =
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>'
  launcher.appendChild(make('span', {}, 'Chat with us'))

  var panel = make('div', {
    id: 'sc-panel',
    class: 'sc-panel',
    role: 'dialog',
    'aria-modal': 'false',
    'aria-labelledby': 'sc-title',
    hidden: '',
  })
  var head = make('div', { class: 'sc-head' })
  head.appendChild(make('h2', { id: 'sc-title', class: 'sc-title', tabindex: '-1' }, 'Sahyog Life assistant'))
  var closeBtn = make('button', { type: 'button', class: 'sc-close', 'aria-label': 'Close chat' })
  closeBtn.innerHTML =
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>'
  head.appendChild(closeBtn)

  var log = make('div', { class: 'sc-log', role: 'log', 'aria-live': 'polite' })
  var say = function (text, who) {
    var bubble = make('p', { class: 'sc-msg sc-' + (who || 'bot') }, text)
    log.appendChild(bubble)
    log.scrollTop = log.scrollHeight
    return bubble
  }
  var action = function (bubble, href, label) {
    if (!href) return
    bubble.appendChild(doc.createElement('br'))
    bubble.appendChild(make('a', { href: href, class: 'sc-action' }, label))
  }

  // The contact panel, opened with the question in the lead's comments; the contact page when no panel is here.
  var callBack = function (bubble, question) {
    bubble.appendChild(doc.createElement('br'))
    var btn = make('button', { type: 'button', class: 'sc-action sc-link' }, 'Request a call back')
    btn.addEventListener('click', function () {
      close()
      var request = new CustomEvent('sahyog:lead-panel', {
        cancelable: true,
        detail: {
          formType: 'chat',
          comments: question
            ? 'Asked the chat assistant: ' + question
            : 'Asked the chat assistant for a call back.',
        },
      })
      if (window.dispatchEvent(request)) window.location.assign(cfg().advisorUrl || '/contact-us')
    })
    bubble.appendChild(btn)
  }

  var ask = function (question) {
    question = question.replace(/\s+/g, ' ').trim().slice(0, 200)
    if (!question) return
    say(question, 'me')
    var wait = say('Looking that up…')
    fetch('/api/v1/faqs/answer?q=' + encodeURIComponent(question), { headers: { 'api-version': 'v1' } })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status))
        return res.json()
      })
      .then(function (reply) {
        wait.remove()
        if (reply.kind === 'answer') {
          var b = say(reply.faq.answer)
          b.appendChild(doc.createElement('br'))
          b.appendChild(
            make('a', { href: reply.faq.url, class: 'sc-action' }, 'Read more: ' + reply.faq.page_title),
          )
          suggest(reply.related, 'Related questions')
          return
        }
        callBack(say('Sorry, I could not find an answer to that. An advisor can call you back.'), question)
        suggest(reply.suggestions, 'Did you mean')
      })
      .catch(function () {
        wait.remove()
        callBack(say('Sorry, I cannot look that up right now. An advisor can call you back.'), question)
      })
  }
  var suggest = function (faqs, label) {
    if (!faqs || !faqs.length) return
    var group = make('div', { class: 'sc-choices sc-inline', role: 'group', 'aria-label': label })
    faqs.forEach(function (faq) {
      var btn = make('button', { type: 'button', class: 'sc-choice' }, faq.question)
      btn.addEventListener('click', function () {
        ask(faq.question)
      })
      group.appendChild(btn)
    })
    log.appendChild(group)
    log.scrollTop = log.scrollHeight
  }

  var answers = [
    [
      'Call the toll-free line',
      function () {
        var c = cfg()
        if (!c.phoneHref) return say('Our phone lines are listed on the contact page.')
        var b = say(
          (c.phoneLabel ? c.phoneLabel + ': ' : '') + 'call us free on ' + c.phone + ', Monday to Saturday.',
        )
        action(b, c.phoneHref, 'Call ' + c.phone)
      },
    ],
    [
      'E-mail support',
      function () {
        var c = cfg()
        var b = say(
          'Write to us at ' + (c.email || 'our support address') + '. We reply within one working day.',
        )
        if (c.email) action(b, 'mailto:' + c.email, 'E-mail ' + c.email)
      },
    ],
    [
      'Talk to an advisor',
      function () {
        callBack(say('An advisor can call you back at a time that suits you.'), '')
      },
    ],
    [
      'Pay premium',
      function () {
        var b = say('You can renew your policy online in a few steps.')
        action(b, cfg().payUrl || '/renewal-payment', 'Pay premium online')
      },
    ],
  ]
  var choices = make('div', { class: 'sc-choices', role: 'group', 'aria-label': 'Quick answers' })
  answers.forEach(function (item) {
    var btn = make('button', { type: 'button', class: 'sc-choice' }, item[0])
    btn.addEventListener('click', function () {
      say(item[0], 'me')
      item[1]()
    })
    choices.appendChild(btn)
  })

  var form = make('form', { class: 'sc-ask', 'aria-label': 'Ask a question' })
  var input = make('input', {
    id: 'sc-question',
    type: 'text',
    name: 'question',
    maxlength: '200',
    autocomplete: 'off',
    placeholder: 'e.g. How do I pay my premium?',
  })
  form.appendChild(make('label', { for: 'sc-question', class: 'sc-label' }, 'Type your question'))
  form.appendChild(input)
  form.appendChild(make('button', { type: 'submit', class: 'sc-send' }, 'Send'))
  form.addEventListener('submit', function (e) {
    e.preventDefault()
    ask(input.value)
    input.value = ''
  })

  panel.appendChild(head)
  panel.appendChild(log)
  panel.appendChild(choices)
  panel.appendChild(form)
  root.appendChild(panel)
  root.appendChild(launcher)

  var isOpen = false
  function open() {
    if (isOpen) return
    isOpen = true
    panel.hidden = false
    launcher.setAttribute('aria-expanded', 'true')
    if (!log.firstChild) say('Hello! How can we help you today? Choose a topic or type your question below.')
    panel.querySelector('.sc-title').focus()
  }
  function close(returnFocus) {
    if (!isOpen) return
    isOpen = false
    panel.hidden = true
    launcher.setAttribute('aria-expanded', 'false')
    if (returnFocus === false) return
    // On a phone the launcher is hidden while the contact tab is the one floating control: focus goes back there.
    var shown = launcher.checkVisibility
      ? launcher.checkVisibility({ visibilityProperty: true })
      : getComputedStyle(launcher).visibility !== 'hidden'
    var tab = doc.getElementById('contact-tab')
    if (!shown && tab) tab.focus()
    else launcher.focus()
  }
  launcher.addEventListener('click', function () {
    if (isOpen) close()
    else open()
  })
  closeBtn.addEventListener('click', function () {
    close()
  })
  panel.addEventListener('keydown', function (e) {
    if (e.key === 'Escape') {
      e.stopPropagation()
      close()
    }
  })
  // Following an answer's link closes the panel; the page behind changes.
  log.addEventListener('click', function (e) {
    if (e.target.closest && e.target.closest('a')) close(false)
  })

  window.SahyogChat = {
    open: open,
    close: close,
    show: function () {
      root.setAttribute('data-hidden', 'false')
    },
    hide: function () {
      close(false)
      root.setAttribute('data-hidden', 'true')
    },
  }
  if (!doc.getElementById('chat-config')) root.setAttribute('data-hidden', 'true')
  doc.body.appendChild(root)
  // Asked for before the script was here (the lead panel's 'Chat with us' on a phone): open at once.
  if (window.SahyogChatOpenOnLoad) {
    window.SahyogChatOpenOnLoad = false
    open()
  }
})()
