import { ReviewPanel as ReviewPanel_28a6ecfd4050e6ca4f7a8ca10f837006 } from '../../../cms/publishing/ReviewPanel'
import { IndiaTimeCell as IndiaTimeCell_aa28135a8a7bebf5d0d587a75ec61001 } from '../../../cms/components/IndiaTimeCell'
import { EnglishBeside as EnglishBeside_75eff455f97c9512abfe68a46bc1a492 } from '../../../cms/components/EnglishBeside'
import { RowLabel as RowLabel_16102793bca0cb2258c034ff3d407617 } from '../../../cms/components/RowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TagPicker as TagPicker_f098518edc776bbb426efb8223911ec3 } from '../../../cms/components/TagPicker'
import { SearchPreview as SearchPreview_295ace23524f949b21aeb81cbd1b8657 } from '../../../cms/components/SearchPreview'
import { PublishButton as PublishButton_1e8db6c1e21de7f85a46b4500cdefc2f } from '../../../cms/publishing/PublishButton'
import { MediaUsage as MediaUsage_fd5fce06e117640919585026b84ff1ec } from '../../../cms/components/MediaUsage'
import { QuestionRowLabel as QuestionRowLabel_e524d7032f2b1d44e961dedc12fd3163 } from '../../../cms/collections/QuoteTables/RateRowLabel'
import { RateRowLabel as RateRowLabel_e524d7032f2b1d44e961dedc12fd3163 } from '../../../cms/collections/QuoteTables/RateRowLabel'
import { ExportCsvLink as ExportCsvLink_8396ae9d11b3972cc94726e1a8e0590b } from '../../../cms/fields/ExportCsvLink'
import { JsonField as JsonField_2a69d070632150a6ee1cd4b650abb761 } from '../../../cms/components/CodeEditor'
import { RevealPersonalData as RevealPersonalData_5a73bfb92f0dcdc774a54e6824bb3cbd } from '../../../cms/components/RevealPersonalData'
import { PayloadTable as PayloadTable_3061c8caebf8f802bcf10e996b503a7c } from '../../../cms/collections/Leads/PayloadTable'
import { ExportLink as ExportLink_d680c7f3332b1d017040216123ab2333 } from '../../../cms/collections/Leads/ExportLink'
import { ProposalOverview as ProposalOverview_af239f0f822128354a1df10c1e54791d } from '../../../cms/components/ProposalOverview'
import { ExportLink as ExportLink_8972bbc1c1cd56f2f9601e97969e2f4a } from '../../../cms/collections/JobApplications/ExportLink'
import { CodeField as CodeField_2a69d070632150a6ee1cd4b650abb761 } from '../../../cms/components/CodeEditor'
import { MaintenanceField as MaintenanceField_31cf4e3f1887a6099d59844460a887e6 } from '../../../cms/maintenance/MaintenanceField'
import { MaintenanceBanner as MaintenanceBanner_a20c60eff27690f5d1ab0d60d200b116 } from '../../../cms/maintenance/MaintenanceBanner'
import { Dashboard as Dashboard_6aa0ca6bcdd6e613902fd7c34eebffb5 } from '../../../cms/dashboard/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/publishing/ReviewPanel#ReviewPanel": ReviewPanel_28a6ecfd4050e6ca4f7a8ca10f837006,
  "/cms/components/IndiaTimeCell#IndiaTimeCell": IndiaTimeCell_aa28135a8a7bebf5d0d587a75ec61001,
  "/cms/components/EnglishBeside#EnglishBeside": EnglishBeside_75eff455f97c9512abfe68a46bc1a492,
  "/cms/components/RowLabel#RowLabel": RowLabel_16102793bca0cb2258c034ff3d407617,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/TagPicker#TagPicker": TagPicker_f098518edc776bbb426efb8223911ec3,
  "/cms/components/SearchPreview#SearchPreview": SearchPreview_295ace23524f949b21aeb81cbd1b8657,
  "/cms/publishing/PublishButton#PublishButton": PublishButton_1e8db6c1e21de7f85a46b4500cdefc2f,
  "/cms/components/MediaUsage#MediaUsage": MediaUsage_fd5fce06e117640919585026b84ff1ec,
  "/cms/collections/QuoteTables/RateRowLabel#QuestionRowLabel": QuestionRowLabel_e524d7032f2b1d44e961dedc12fd3163,
  "/cms/collections/QuoteTables/RateRowLabel#RateRowLabel": RateRowLabel_e524d7032f2b1d44e961dedc12fd3163,
  "/cms/fields/ExportCsvLink#ExportCsvLink": ExportCsvLink_8396ae9d11b3972cc94726e1a8e0590b,
  "/cms/components/CodeEditor#JsonField": JsonField_2a69d070632150a6ee1cd4b650abb761,
  "/cms/components/RevealPersonalData#RevealPersonalData": RevealPersonalData_5a73bfb92f0dcdc774a54e6824bb3cbd,
  "/cms/collections/Leads/PayloadTable#PayloadTable": PayloadTable_3061c8caebf8f802bcf10e996b503a7c,
  "/cms/collections/Leads/ExportLink#ExportLink": ExportLink_d680c7f3332b1d017040216123ab2333,
  "/cms/components/ProposalOverview#ProposalOverview": ProposalOverview_af239f0f822128354a1df10c1e54791d,
  "/cms/collections/JobApplications/ExportLink#ExportLink": ExportLink_8972bbc1c1cd56f2f9601e97969e2f4a,
  "/cms/components/CodeEditor#CodeField": CodeField_2a69d070632150a6ee1cd4b650abb761,
  "/cms/maintenance/MaintenanceField#MaintenanceField": MaintenanceField_31cf4e3f1887a6099d59844460a887e6,
  "/cms/maintenance/MaintenanceBanner#MaintenanceBanner": MaintenanceBanner_a20c60eff27690f5d1ab0d60d200b116,
  "/cms/dashboard/Dashboard#Dashboard": Dashboard_6aa0ca6bcdd6e613902fd7c34eebffb5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
