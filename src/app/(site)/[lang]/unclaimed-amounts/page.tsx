import type { Metadata } from 'next'

import { type IServiceScreen, serviceFormProps, serviceMeta, serviceTrail } from '@/server/services/page'
import { HelpBox, ServiceScreen } from '@/ui/services/ServiceScreen'
import { UnclaimedSearch } from '@/ui/services/UnclaimedSearch'
import { toMetadata } from '@/ui/shell/metadata'

export const dynamic = 'force-dynamic'

const SCREEN: IServiceScreen = {
  path: '/unclaimed-amounts',
  name: 'Unclaimed amounts',
  parent: { name: 'Services', path: '/services' },
  title: 'Unclaimed Amounts of Policyholders: Search and Claim',
  description:
    'Check whether any maturity, survival benefit, claim or refund is due to you on a Sahyog Life policy, by policy number or by name and date of birth, and how to claim it.',
}

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata(await serviceMeta(SCREEN))
}

/** unclaimed-amounts: the IRDAI unclaimed-amount search, the claim process and the documents needed. */
export default async function UnclaimedAmountsPage() {
  const record = await serviceMeta(SCREEN)
  return (
    <ServiceScreen
      path={SCREEN.path}
      trail={serviceTrail(SCREEN)}
      schema={record.schema}
      heading="Unclaimed amounts"
      headingId="unclaimed-amounts-heading"
      intro={
        <p>
          Money due on a policy, such as a maturity or survival benefit, a claim or a premium refund,
          sometimes stays unpaid because we could not reach the policyholder. Search by policy number, or by
          the policyholder&rsquo;s name and date of birth, to see whether anything is due.
        </p>
      }
      aside={
        <>
          <HelpBox title="How to claim">
            <ol className="list-decimal space-y-1 pl-5">
              <li>Write to us or visit any branch with the policy number and the documents below.</li>
              <li>We check the documents and confirm the amount, with any interest due on it.</li>
              <li>The amount is paid to your bank account by NEFT within 15 days of complete documents.</li>
            </ol>
          </HelpBox>
          <HelpBox title="Documents needed">
            <ul className="list-disc space-y-1 pl-5">
              <li>Claim or discharge form, signed by the policyholder or claimant</li>
              <li>Photo identity and address proof (KYC), and PAN</li>
              <li>A cancelled cheque or bank statement showing the account holder&rsquo;s name</li>
              <li>For a death claim: the death certificate and the claimant&rsquo;s relationship proof</li>
            </ul>
          </HelpBox>
          <HelpBox title="Unclaimed for more than 10 years?">
            <p>
              Amounts unclaimed for more than 10 years go to the Senior Citizens&rsquo; Welfare Fund. You can
              still claim them for 25 years: we process the claim and recover the amount from the fund.
            </p>
          </HelpBox>
        </>
      }
    >
      <UnclaimedSearch servicesPath={serviceFormProps().servicesPath} />
    </ServiceScreen>
  )
}
