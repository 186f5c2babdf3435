/* Sahyog Life chat assistant: a small self-contained widget with quick answers. No dependencies.
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
        var b = say('An advisor can call you back at a time that suits you.')
        action(b, cfg().advisorUrl || '/contact-us', 'Request a call back')
      },
    ],
    [
      'Pay premium',
      function () {
        var b = say('You can renew your policy online in a few steps.')
        action(b, cfg().payUrl || '/services/renewal-payment', 'Pay premium online')
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

  panel.appendChild(head)
  panel.appendChild(log)
  panel.appendChild(choices)
  root.appendChild(panel)
  root.appendChild(launcher)

  var isOpen = false
  function open() {
    if (isOpen) return
    isOpen = true
    panel.hidden = false
    launcher.setAttribute('aria-expanded', 'true')
    if (!log.firstChild) say('Hello! How can we help you today? Choose a topic below.')
    panel.querySelector('.sc-title').focus()
  }
  function close(returnFocus) {
    if (!isOpen) return
    isOpen = false
    panel.hidden = true
    launcher.setAttribute('aria-expanded', 'false')
    if (returnFocus !== false) launcher.focus()
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
})()
