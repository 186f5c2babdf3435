import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { PAGE_BLOCKS } from './blocks/config'
import { BonusRates } from './cms/collections/BonusRates'
import { AdvisorRequests } from './cms/collections/AdvisorRequests'
import { BlogCategories } from './cms/collections/BlogCategories'
import { BlogTags } from './cms/collections/BlogTags'
import { Branches } from './cms/collections/Branches'
import { CrmLocalOutbox } from './cms/collections/CrmOutbox'
import { JobApplications } from './cms/collections/JobApplications'
import { Jobs } from './cms/collections/Jobs'
import { FundNavs } from './cms/collections/FundNavs'
import { Funds } from './cms/collections/Funds'
import { DghReports } from './cms/collections/DghReports'
import { DghSubmissions } from './cms/collections/DghSubmissions'
import { EkycRevocations } from './cms/collections/EkycRevocations'
import { GrievanceAttachments } from './cms/collections/GrievanceAttachments'
import { Grievances } from './cms/collections/Grievances'
import { Leads } from './cms/collections/Leads'
import { Media } from './cms/collections/Media'
import { MediaItems } from './cms/collections/MediaItems'
import { NachDeactivationRequests } from './cms/collections/NachDeactivationRequests'
import { NachMandates } from './cms/collections/NachMandates'
import { Payments } from './cms/collections/Payments'
import { pagesCollection } from './cms/collections/Pages'
import { Policies } from './cms/collections/Policies'
import { ProposalDocuments } from './cms/collections/ProposalDocuments'
import { Proposals } from './cms/collections/Proposals'
import { Quotes } from './cms/collections/Quotes'
import { QuoteTables } from './cms/collections/QuoteTables'
import { Redirects } from './cms/collections/Redirects'
import { Resumes } from './cms/collections/Resumes'
import { SearchIndex } from './cms/collections/SearchIndex'
import { Testimonials } from './cms/collections/Testimonials'
import { UnclaimedAmounts } from './cms/collections/UnclaimedAmounts'
import { Users } from './cms/collections/Users'
import { Videos } from './cms/collections/Videos'
import { WhatsappOptins } from './cms/collections/WhatsappOptins'
import { ConsentRecords } from './cms/collections/ConsentRecords'
import { FieldVitals } from './cms/collections/FieldVitals'
import { PersonalDataLog } from './cms/collections/PersonalDataLog'
import { Footer } from './cms/globals/Footer'
import { Header } from './cms/globals/Header'
import { SiteSettings } from './cms/globals/SiteSettings'
import { collectionWithEnglishBeside, globalWithEnglishBeside } from './cms/english-beside/attach'
import { collectionWithHistory, globalWithHistory } from './cms/history'
import { withIndiaTime } from './cms/india-time'
import { uploadStoragePlugins } from './cms/uploads/storage'
import { INDIA_TIME_ZONE } from './domain/format/india-time'
import { DEFAULT_LANGUAGE, LANGUAGES, shownLanguages } from './domain/i18n/languages'
import { MEDIA_MAX_BYTES } from './domain/uploads'
import { allowedAdminOrigins } from './server/admin'
import { providePayloadConfig } from './server/content/payload-config'
import { isServerProcess, startCrmWorker } from './server/crm'
import { env, isPostgres, payloadSecret } from './server/env'
import { mayRunJobs, startJobRunner } from './server/jobs'
import { endMaintenanceTask } from './server/maintenance'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()
const adminOrigins = allowedAdminOrigins()

const sqliteUrl = config.DATABASE_URL ?? `file:${path.resolve(config.SQLITE_PATH)}`
const db = isPostgres(config.DATABASE_URL)
  ? postgresAdapter({
      // Bounded: at most DATABASE_POOL_MAX connections per instance (instances × max must stay under the server's
      // max_connections), a request waits at most DATABASE_CONNECT_TIMEOUT_MS for one, and no statement runs longer
      // than DATABASE_STATEMENT_TIMEOUT_MS (docs/operations.md, "Several instances").
      pool: {
        connectionString: config.DATABASE_URL,
        max: config.DATABASE_POOL_MAX,
        connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
        // 0: none (the migration run: a migration may rightly take longer, and it waits for the lock).
        statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
        idle_in_transaction_session_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS * 2 || undefined,
        idleTimeoutMillis: 30_000,
      },
      migrationDir: path.resolve(dirname, 'cms/migrations/postgres'),
      push: false,
    })
  : sqliteAdapter({
      client: { url: sqliteUrl },
      migrationDir: path.resolve(dirname, 'cms/migrations/sqlite'),
      push: false,
      // Write-ahead log, each commit still synced to disk before it is answered (synchronous FULL): a saved lead
      // survives a power cut, and a commit costs one sync instead of the rollback journal's several, which the
      // driver waits for on the event loop. verifyOtp went from about 40 to 55-80 a second (decision 73). A file only: WAL
      // needs shared memory beside it, which a remote or in-memory database has not.
      wal: sqliteUrl.startsWith('file:'),
      // Another process writing at the same moment (a backup, a maintenance script) is waited for, not answered
      // with "database is locked".
      busyTimeout: 5_000,
    })

const payloadConfig = buildConfig({
  // No serverURL: the admin calls its API on the origin it was opened from, so it works on any of the origins below
  // (127.0.0.1 as well as localhost outside production). A staff cookie counts only on a request from one of them
  // (CSRF), and only they get CORS answers (decision 62).
  csrf: adminOrigins,
  cors: adminOrigins,
  secret: payloadSecret(),
  routes: {
    admin: '/admin',
    api: '/cms/api',
    graphQL: '/cms/graphql',
    graphQLPlayground: '/cms/graphql-playground',
  },
  // A file over the limit is refused (413) while it streams in, never read whole (src/server/cms-api bounds the rest).
  upload: { limits: { fileSize: MEDIA_MAX_BYTES }, abortOnLimit: true },
  admin: {
    user: Users.slug,
    // The built-in avatar: no staff e-mail hash leaves for an avatar service (and the admin's CSP allows no such host).
    avatar: 'default',
    meta: { titleSuffix: ' | Site admin' },
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      beforeDashboard: ['/cms/dashboard/Dashboard#Dashboard'],
      // A banner on every admin screen while visitors get the maintenance page (decision 85).
      header: ['/cms/maintenance/MaintenanceBanner#MaintenanceBanner'],
    },
    // India time first, whatever the clock of the computer the admin is opened on: the zone a scheduled publish is
    // typed in unless the editor picks UTC, and the lists' dates (src/cms/india-time.ts). Dates read "24 Nov 2026,
    // 14:05".
    timezones: {
      defaultTimezone: INDIA_TIME_ZONE,
      supportedTimezones: [
        { label: 'India time (IST, UTC+05:30)', value: INDIA_TIME_ZONE },
        { label: 'UTC', value: 'UTC' },
      ],
    },
    dateFormat: 'd MMM yyyy, HH:mm',
  },
  // Grouped as the admin's navigation shows them (src/cms/groups.ts): a group is listed where its first collection is.
  // What staff change keeps a version of every change with who made it (src/cms/history.ts).
  // Every list's dates in India time (src/cms/india-time.ts). Each text written per language shows its English
  // beside it while the form is in Hindi (src/cms/english-beside, decision 116).
  collections: [
    // Content
    collectionWithHistory(pagesCollection(PAGE_BLOCKS)),
    BlogCategories,
    BlogTags,
    Media,
    collectionWithHistory(MediaItems),
    collectionWithHistory(Videos),
    collectionWithHistory(Testimonials),
    collectionWithHistory(Branches),
    // Products
    collectionWithHistory(Funds),
    FundNavs,
    collectionWithHistory(BonusRates),
    collectionWithHistory(QuoteTables),
    // Services and requests
    Policies,
    Payments,
    NachMandates,
    NachDeactivationRequests,
    collectionWithHistory(Grievances),
    GrievanceAttachments,
    collectionWithHistory(AdvisorRequests),
    WhatsappOptins,
    UnclaimedAmounts,
    EkycRevocations,
    DghSubmissions,
    DghReports,
    // Leads
    Leads,
    CrmLocalOutbox,
    Quotes,
    Proposals,
    ProposalDocuments,
    // Careers
    collectionWithHistory(Jobs),
    JobApplications,
    Resumes,
    // Settings
    Users,
    collectionWithHistory(Redirects),
    SearchIndex,
    ConsentRecords,
    FieldVitals,
    PersonalDataLog,
  ]
    .map(withIndiaTime)
    .map(collectionWithEnglishBeside),
  // Header and Footer join Content, Site settings joins Settings.
  globals: [Header, Footer, SiteSettings].map(globalWithHistory).map(globalWithEnglishBeside),
  // The content's languages: the site's shown ones, English first. A field marked `localized` keeps one value per
  // language; a Hindi read of a field without Hindi gets the English (decision 109). The admin's language selector
  // switches the form between them.
  localization: {
    locales: shownLanguages().map((code) => ({
      code,
      label:
        code === DEFAULT_LANGUAGE
          ? LANGUAGES[code].name
          : `${LANGUAGES[code].name} (${LANGUAGES[code].nativeName})`,
    })),
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db,
  sharp,
  // Where the upload collections keep their files: a folder of the disk, or the bucket of S3_BUCKET
  // (src/cms/uploads/storage.ts).
  plugins: uploadStoragePlugins(),
  graphQL: { disable: true },
  telemetry: false,
  // A wrong staff password is a visitor's mistake, not the server's: one line at info, not an error with its stack
  // (Payload's own list already does this for 403, 404 and validation errors).
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info', UnverifiedEmail: 'info' },
  // Each server instance forwards verified leads to the CRM (never scripts or the build).
  // Scheduled publishing queues its jobs here, and so does a maintenance with an end time (src/server/maintenance);
  // each server instance runs them (src/server/jobs).
  jobs: { access: { run: mayRunJobs }, tasks: [endMaintenanceTask] },
  onInit: (payload) => {
    if (!isServerProcess()) return
    startCrmWorker(payload)
    startJobRunner(payload)
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

// The server reads and stores through Payload without importing this file (it would import itself back): it gets
// the configuration here, as this file loads (src/server/content/payload-config.ts).
providePayloadConfig(payloadConfig)

export default payloadConfig
