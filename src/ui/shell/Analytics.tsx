import { CONSENT, type TConsentPurpose } from '@/domain/consent'
import { googleTagNodes, type IGoogleTagIds } from '@/domain/shell/google-tags'
import { isHeadNode, parseSnippet, toReactProps, type TSnippetNode } from '@/domain/shell/html-snippet'
import { serializeJsonLd } from '@/domain/shell/json-ld'
import { scriptSignature } from '@/server/http/script-signature'

/**
 * The analytics code an administrator entered in the site settings (only administrators may edit it: access
 * rules). It is rendered as real elements in the server HTML, but waiting for the visitor's consent (decision 60):
 * each script as `type="text/plain"` marked with its purpose, which no browser runs, and markup that would load
 * something (a pixel, an iframe, a preconnect) inside a `<template>`. The consent banner (`Consent.tsx`) brings
 * them to life once the visitor says yes, in the order they were written. A `<noscript>` fallback is left out: a
 * visitor without JavaScript cannot say yes. Each script is signed, which is what lets it into the page's
 * Content-Security-Policy (src/host/csp.ts); a script that reached a page any other way does not run.
 */
function SnippetNode({ node, purpose }: { node: TSnippetNode; purpose: TConsentPurpose }) {
  switch (node.kind) {
    case 'script': {
      const { type, ...props } = toReactProps(node.attrs)
      const src = typeof props.src === 'string' ? props.src : null
      const signature = scriptSignature(src ?? node.content)
      const waiting = {
        ...props,
        type: 'text/plain',
        'data-type': typeof type === 'string' ? type : undefined,
        [CONSENT.attribute]: purpose,
        'data-sig': signature,
      }
      return node.content.trim() && !src ? (
        <script {...waiting} dangerouslySetInnerHTML={{ __html: node.content }} />
      ) : (
        <script {...waiting} />
      )
    }
    case 'raw':
      return node.tag === 'style' ? (
        <style {...toReactProps(node.attrs)} dangerouslySetInnerHTML={{ __html: node.content }} />
      ) : null
    case 'void': {
      if (node.tag !== 'meta') return null
      return <meta {...toReactProps(node.attrs)} />
    }
    case 'html':
      return (
        <template {...{ [CONSENT.attribute]: purpose }} dangerouslySetInnerHTML={{ __html: node.html }} />
      )
  }
}

/**
 * What belongs in <head>: the Google tags for the ids set in the settings (src/domain/shell/google-tags.ts), then
 * the head code's scripts, noscript, style, meta, link. All of it waits for consent in the same way.
 */
export function AnalyticsHead({ code, ids }: { code: string | null | undefined; ids?: IGoogleTagIds }) {
  const nodes = [...googleTagNodes(ids ?? {}), ...parseSnippet(code).filter(isHeadNode)]
  return nodes.map((node, index) => <SnippetNode key={index} node={node} purpose="analytics" />)
}

/**
 * The start of <body>: the body code, then whatever part of the head code cannot live in <head> (a browser would
 * have moved it into the body too).
 */
export function AnalyticsBody({
  headCode,
  bodyCode,
}: {
  headCode: string | null | undefined
  bodyCode: string | null | undefined
}) {
  const nodes = [...parseSnippet(bodyCode), ...parseSnippet(headCode).filter((node) => !isHeadNode(node))]
  if (nodes.length === 0) return null
  return nodes.map((node, index) => <SnippetNode key={index} node={node} purpose="analytics" />)
}

/** Site-wide structured data, one script per object, with `<` escaped. */
export function JsonLd({ values }: { values: object[] }) {
  return values.map((value, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(value) }}
    />
  ))
}
