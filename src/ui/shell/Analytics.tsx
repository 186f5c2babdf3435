import { isHeadNode, parseSnippet, toReactProps, type TSnippetNode } from '@/domain/shell/html-snippet'
import { serializeJsonLd } from '@/domain/shell/json-ld'
import { scriptSignature } from '@/server/http/script-signature'

/**
 * The analytics code an administrator entered in the site settings (only administrators may edit it: access
 * rules). It is rendered as real elements in the server HTML, so its scripts run as the page is parsed, once per
 * page load, exactly as if it had been pasted into the document. Each script is signed, which is what lets it into
 * the page's Content-Security-Policy (src/host/csp.ts); a script that reached a page any other way does not run.
 */
function SnippetNode({ node }: { node: TSnippetNode }) {
  switch (node.kind) {
    case 'script': {
      const props = toReactProps(node.attrs)
      const src = typeof props.src === 'string' ? props.src : null
      const signature = scriptSignature(src ?? node.content)
      return node.content.trim() && !src ? (
        <script {...props} data-sig={signature} dangerouslySetInnerHTML={{ __html: node.content }} />
      ) : (
        <script {...props} data-sig={signature} />
      )
    }
    case 'raw':
      return node.tag === 'style' ? (
        <style {...toReactProps(node.attrs)} dangerouslySetInnerHTML={{ __html: node.content }} />
      ) : (
        <noscript {...toReactProps(node.attrs)} dangerouslySetInnerHTML={{ __html: node.content }} />
      )
    case 'void': {
      const Tag = node.tag
      return <Tag {...toReactProps(node.attrs)} />
    }
    case 'html':
      return <div className="contents" dangerouslySetInnerHTML={{ __html: node.html }} />
  }
}

/** What belongs in <head>: scripts, noscript, style, meta, link. */
export function AnalyticsHead({ code }: { code: string | null | undefined }) {
  const nodes = parseSnippet(code).filter(isHeadNode)
  return nodes.map((node, index) => <SnippetNode key={index} node={node} />)
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
  return nodes.map((node, index) => <SnippetNode key={index} node={node} />)
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
